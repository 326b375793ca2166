// The menus of `schemas:check`: each file in schemas/menus against schemas/meta/menu.schema.json, and each
// `schema:<id>` item against the pages, so a menu never leads to a page that is not there.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import menuMetaSchema from '../schemas/meta/menu.schema.json';
import { describeError } from '../engine/validatePage';
import { checkJsonFolder } from './jsonFolder';

const validateMenu = new Ajv({ allErrors: true, strict: false }).compile(menuMetaSchema);

interface MenuItem {
  path?: string;
  params?: Record<string, string>;
  component?: unknown;
  children?: MenuItem[];
}

/** Route parameter patterns that name no `:segment` of their path, or do not compile. */
export function paramProblems(menu: { items?: MenuItem[] }): string[] {
  const problems: string[] = [];
  const walk = (items: MenuItem[], at: string) =>
    items.forEach((item, i) => {
      const here = `${at}/${i}`;
      const segments = (item.path ?? '').split('/').filter((s) => s.startsWith(':'));
      for (const [name, pattern] of Object.entries(item.params ?? {})) {
        if (!segments.includes(`:${name}`)) problems.push(`${here}/params/${name}: the path ${item.path} has no :${name}`);
        try {
          new RegExp(pattern);
        } catch (error) {
          problems.push(`${here}/params/${name}: ${(error as Error).message}`);
        }
      }
      if (Array.isArray(item.children)) walk(item.children, `${here}/children`);
    });
  walk(menu.items ?? [], '/items');
  return problems;
}

/** Every `schema:<id>` a menu names, with its JSON path. */
export function menuPageRefs(menu: { items?: MenuItem[] }): { id: string; path: string }[] {
  const refs: { id: string; path: string }[] = [];
  const walk = (items: MenuItem[], at: string) =>
    items.forEach((item, i) => {
      const here = `${at}/${i}`;
      if (typeof item.component === 'string' && item.component.startsWith('schema:'))
        refs.push({ id: item.component.slice('schema:'.length), path: `${here}/component` });
      if (Array.isArray(item.children)) walk(item.children, `${here}/children`);
    });
  walk(menu.items ?? [], '/items');
  return refs;
}

/** Problems of the menus under `root`, each with its file and JSON path. */
export function checkMenus(root: string): string[] {
  const dir = path.join(root, 'menus');
  return checkJsonFolder(dir, dir, (menu, name) => {
    if (!validateMenu(menu))
      return (validateMenu.errors ?? []).map((e) => `${name} ${e.instancePath || '/'}: ${describeError(e)}`);
    const missing = menuPageRefs(menu as { items: MenuItem[] })
      .filter((ref) => !fs.existsSync(path.join(root, 'pages', `${ref.id}.json`)))
      .map((ref) => `${name} ${ref.path}: no page "${ref.id}" (${path.join(root, 'pages', `${ref.id}.json`)})`);
    return [...missing, ...paramProblems(menu as { items: MenuItem[] }).map((p) => `${name} ${p}`)];
  });
}
