import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../locales/catalogues';
import { readEntities } from '../../server/entities/entityFiles';
import { DICTIONARIES } from '../../server/system/dictionaries';

const has = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues.en) !==
  undefined;

/** Every i18n key the JSON schemas name: entity titles, labels, messages and enum labels, menu titles. */
export function schemaKeys(root = 'schemas'): string[] {
  const keys = new Set<string>();
  for (const def of readEntities(root).entities) {
    keys.add(def.title);
    for (const c of def.children ?? []) keys.add(c.label);
    for (const f of Object.values(def.fields)) {
      if (f.label) keys.add(f.label);
      if (f.message) keys.add(f.message);
      if (f.labels) for (const v of f.enum ?? []) keys.add(`${f.labels}.${String(v)}`);
    }
  }
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'title' && typeof v === 'string') keys.add(v);
        else walk(v);
      }
  };
  for (const file of fs.readdirSync(path.join(root, 'menus')))
    walk(JSON.parse(fs.readFileSync(path.join(root, 'menus', file), 'utf8')));
  for (const d of DICTIONARIES) keys.add(d.label_key);
  // Page schemas name texts in these props; bindings and plain words are not keys.
  const KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;
  const TEXT_PROPS = new Set(['title', 'label', 'name', 'text', 'empty', 'confirm', 'submitText']);
  const walkPage = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walkPage);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (TEXT_PROPS.has(k) && typeof v === 'string' && KEY.test(v)) keys.add(v);
        else walkPage(v);
      }
  };
  for (const file of fs.readdirSync(path.join(root, 'pages')))
    walkPage(JSON.parse(fs.readFileSync(path.join(root, 'pages', file), 'utf8')));
  return [...keys].sort();
}

describe('texts named by the JSON schemas', () => {
  it('every entity label, message, enum value, menu title, dictionary entry and page text has its text', () => {
    expect(schemaKeys().filter((k) => !has(k))).toEqual([]);
  });
});
