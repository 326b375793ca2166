import fs from 'node:fs';
import path from 'node:path';

/**
 * The problems of every .json file of a folder, in name order: a file that is not JSON is one problem, each
 * other file is handed to `check` with the name problems should carry (`label/file`).
 */
export function checkJsonFolder(dir: string, label: string, check: (json: unknown, name: string) => string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const name = path.join(label, file);
      let json: unknown;
      try {
        json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      } catch (error) {
        return [`${name}: not JSON: ${(error as Error).message}`];
      }
      return check(json, name);
    });
}
