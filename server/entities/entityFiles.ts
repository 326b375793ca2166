import fs from 'node:fs';
import path from 'node:path';
import { checkEntity, checkEntitySet, type EntityDefinition } from './definition';

/** Reads and checks every definition in `<schemasDir>/entities`, with each problem (none when all are sound). */
export function readEntities(schemasDir: string): { entities: EntityDefinition[]; problems: string[] } {
  const dir = path.join(schemasDir, 'entities');
  if (!fs.existsSync(dir)) return { entities: [], problems: [] };
  const problems: string[] = [];
  const read = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const file = `schemas/entities/${f}`;
      try {
        const raw = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown;
        const own = checkEntity(raw, file);
        problems.push(...own);
        return own.length ? [] : [{ def: raw as EntityDefinition, file }];
      } catch (error) {
        problems.push(`${file}: not JSON: ${(error as Error).message}`);
        return [];
      }
    });
  problems.push(...checkEntitySet(read));
  return { entities: read.map((r) => r.def), problems };
}

/** Every definition; a broken one stops the server with its problems. */
export function loadEntities(schemasDir: string): EntityDefinition[] {
  const { entities, problems } = readEntities(schemasDir);
  if (problems.length) throw new Error(problems.join('\n'));
  return entities;
}
