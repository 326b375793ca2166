// `npm run schemas:check`: every page schema in schemas/pages against the meta-schema and each widget's
// props schema, the entity definitions (and the table types generated from them), and the menus. Prints
// each problem with its file and JSON path; fails when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { validatePage } from '../engine/validatePage';
import { migratePage } from '../engine/pageSchema';
import { readEntities } from '../server/entities/entityFiles';
import { checkMenus } from './menusCheck';
import { checkJsonFolder } from './jsonFolder';
import { checkEntityTables } from './tablesGen';
import { readCatalogues } from '../server/quotas/catalogue';

export function checkDirectory(dir: string, label = dir): string[] {
  return checkJsonFolder(dir, label, (schema, name) => validatePage(migratePage(schema as Record<string, unknown>), name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'schemas';
  const pages = path.join(root, 'pages');
  const entities = readEntities(root);
  const menus = checkMenus(root);
  const quotas = readCatalogues(root);
  // The generated table types follow the shipped definitions (another folder has none of its own).
  const tables = root === 'schemas' && !entities.problems.length ? await checkEntityTables(entities.entities) : [];
  const problems = [...checkDirectory(pages), ...entities.problems, ...menus, ...quotas.problems, ...tables];
  for (const p of problems) console.error(p);
  const count = fs.existsSync(pages) ? fs.readdirSync(pages).filter((f) => f.endsWith('.json')).length : 0;
  console.log(
    problems.length
      ? `${problems.length} problem(s) in ${root}`
      : `${count} page schema(s), ${entities.entities.length} entity definition(s), ${quotas.catalogues.length} quota catalogue(s) and the menus in ${root} are valid`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
