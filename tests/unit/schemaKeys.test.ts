import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../locales';
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
  return [...keys].sort();
}

describe('texts named by the JSON schemas', () => {
  it('every entity label, message, enum value, menu title and dictionary entry has its text', () => {
    expect(schemaKeys().filter((k) => !has(k))).toEqual([]);
  });
});
