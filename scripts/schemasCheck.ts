// `npm run schemas:check`: every page schema in schemas/pages against the meta-schema and each widget's
// props schema. Prints each problem with its file and JSON path; fails when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { validatePage } from '../engine/validatePage';
import { migratePage } from '../engine/pageSchema';

export function checkDirectory(dir: string, label = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const name = path.join(label, file);
      let schema: unknown;
      try {
        schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      } catch (error) {
        return [`${name}: not JSON: ${(error as Error).message}`];
      }
      return validatePage(migratePage(schema as Record<string, unknown>), name);
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'schemas/pages';
  const problems = checkDirectory(dir);
  for (const p of problems) console.error(p);
  const count = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).length : 0;
  console.log(problems.length ? `${problems.length} problem(s) in ${dir}` : `${count} page schema(s) in ${dir} are valid`);
  process.exitCode = problems.length ? 1 : 0;
}
