// The Kysely table types of the entity tables, derived from schemas/entities like their storage:
// `npx tsx scripts/tablesGen.ts` writes server/db/entityTables.ts; `npm run schemas:check` fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { EntityDefinition } from '../server/entities/definition';
import { loadEntities } from '../server/entities/entityFiles';
import { tableModel, type ColumnModel } from '../server/db/storeModel';

export const ENTITY_TABLES_FILE = 'server/db/entityTables.ts';

const typeName = (def: EntityDefinition) => `${def.name[0]!.toUpperCase()}${def.name.slice(1)}Table`;

function columnType(c: ColumnModel): string {
  const value = `${c.type === 'text' ? 'string' : 'number'}${c.notNull ? '' : ' | null'}`;
  // The store fills an auto-number or a default when an insert leaves the column out.
  return c.autoNumber || c.default !== null ? `Generated<${value}>` : value;
}

/** The generated file's text, formatted as the repository formats it. */
export async function entityTablesSource(entities: EntityDefinition[]): Promise<string> {
  const lines = [
    '// Generated from schemas/entities by scripts/tablesGen.ts: do not edit. Times are epoch milliseconds;',
    '// flags are 0/1 integers; array fields are JSON text.',
    "import type { Generated } from 'kysely';",
    '',
  ];
  for (const def of entities) {
    lines.push(`/** The storage of entity "${def.name}" (schemas/entities/${def.name}.json). */`);
    lines.push(`export interface ${typeName(def)} {`);
    for (const c of tableModel(def).columns) {
      if (c.description) lines.push(`/** ${c.description} */`);
      lines.push(`${c.name}: ${columnType(c)};`);
    }
    lines.push('}', '');
  }
  lines.push('/** Every entity table by its name. */', 'export interface EntityTables {');
  for (const def of entities) lines.push(`${def.table}: ${typeName(def)};`);
  lines.push('}');
  const options = (await prettier.resolveConfig(path.resolve(ENTITY_TABLES_FILE))) ?? {};
  return prettier.format(lines.join('\n'), { ...options, parser: 'typescript' });
}

/** A problem when the committed file is not what the definitions give. */
export async function checkEntityTables(entities: EntityDefinition[], file = ENTITY_TABLES_FILE): Promise<string[]> {
  const want = await entityTablesSource(entities);
  const have = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return want === have ? [] : [`${file}: stale, not what schemas/entities give; run npx tsx scripts/tablesGen.ts`];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(ENTITY_TABLES_FILE, await entityTablesSource(loadEntities('schemas')));
  console.log(`wrote ${ENTITY_TABLES_FILE}`);
}
