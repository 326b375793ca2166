// `npm run schemas:check`: every page schema in schemas/pages against the meta-schema and each widget's
// props schema, the entity definitions (and the table types generated from them), and the menus. Prints
// each problem with its file and JSON path; fails when there is one. Every binding of a page to a source is
// followed into the response schema of the route the source calls (scripts/bindings/, docs/page-schemas.md).
import fs from 'node:fs';
import path from 'node:path';
import { validatePage } from '../engine/validatePage';
import { migratePage } from '../engine/pageSchema';
import { readEntities } from '../server/entities/entityFiles';
import { checkMenus } from './menusCheck';
import { checkJsonFolder } from './jsonFolder';
import { checkEntityTables } from './tablesGen';
import { readCatalogues } from '../server/quotas/catalogue';
import { checkBindingsIn, summary } from './bindings/bindingsCheck';

export function checkDirectory(dir: string, label = dir): string[] {
  return checkJsonFolder(dir, label, (schema, name) => validatePage(migratePage(schema as Record<string, unknown>), name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'schemas';
  const pages = path.join(root, 'pages');
  const entities = readEntities(root);
  const menus = checkMenus(root);
  const quotas = readCatalogues(root);
  // The generated table types follow the shipped definitions (another folder has none of its own).
  const tables = root === 'schemas' && !entities.problems.length ? await checkEntityTables(entities.entities) : [];
  // Imported here: building the portal pulls in the whole server, which the unit tests of checkDirectory need not.
  const { portalContracts } = await import('./portalContracts');
  // Unbooted, and so the process exits explicitly at the end.
  const bindings = checkBindingsIn(pages, pages, await portalContracts({ boot: false }));
  const problems = [
    ...checkDirectory(pages),
    ...bindings.problems,
    ...entities.problems,
    ...menus,
    ...quotas.problems,
    ...tables,
  ];
  for (const p of problems) console.error(p);
  console.log(summary(bindings));
  // `--open` lists the bindings no schema can check, for whoever tightens a route's answer.
  if (process.argv.includes('--open')) for (const b of bindings.open) console.log(`open: ${b}`);
  const count = fs.existsSync(pages) ? fs.readdirSync(pages).filter((f) => f.endsWith('.json')).length : 0;
  console.log(
    problems.length
      ? `${problems.length} problem(s) in ${root}`
      : `${count} page schema(s), ${entities.entities.length} entity definition(s), ${quotas.catalogues.length} quota catalogue(s) and the menus in ${root} are valid`,
  );
  process.exit(problems.length ? 1 : 0);
}
