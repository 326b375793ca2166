// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import '../../widgets/allWidgets';
import { registeredWidgetTypes, widgetFor } from '../../engine/registry';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import { validatePage } from '../../engine/validatePage';
import type { PageSchema } from '../../engine/pageSchema';
import {
  WIDGET_ALIASES,
  WIDGET_MODULE_OF,
  WIDGET_ITEMS_FROM,
  WIDGET_PROPS_SCHEMAS,
  knownWidgetTypes,
} from '../../widgets/manifest';
import { typesIn } from '../../widgets/index';
import { checkMenus, menuPageRefs } from '../../scripts/menusCheck';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const jsonFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));

describe('the widget manifest', () => {
  it('names exactly the widgets that are registered', () => {
    expect(registeredWidgetTypes()).toEqual(knownWidgetTypes());
  });

  it('finds every widget type a page names, in its body, dialogs and item templates', () => {
    for (const file of jsonFiles('schemas/pages')) {
      const page = readJson(file);
      const named = new Set(
        JSON.stringify(page)
          .match(/"type":"[a-z-]+"/g)
          ?.map((m) => m.slice(8, -1)),
      );
      const widgets = [...typesIn(page)];
      expect(
        widgets.filter((type) => !named.has(type)),
        file,
      ).toEqual([]);
      expect(
        [...named].filter((type) => type in WIDGET_MODULE_OF && !widgets.includes(type as never)),
        file,
      ).toEqual([]);
    }
  });

  it('every page a menu names as schema:<id> is in schemas/pages', () => {
    const refs = jsonFiles('schemas/menus').flatMap((file) => menuPageRefs(readJson(file)).map((r) => `${file} ${r.id}`));
    expect(refs.length).toBeGreaterThan(20);
    const missing = refs.filter((ref) => !fs.existsSync(`schemas/pages/${ref.split(' ')[1]}.json`));
    expect(missing).toEqual([]);
  });

  it('every widget type the pages use is registered', () => {
    const used = new Set<string>();
    const walk = (node: Record<string, unknown>) => {
      used.add(String(node.type));
      (node.children as Record<string, unknown>[] | undefined)?.forEach(walk);
    };
    for (const file of jsonFiles('schemas/pages')) walk(readJson(file).body as Record<string, unknown>);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((type) => !registeredWidgetTypes().includes(type))).toEqual([]);
  });

  it('a widget whose templates read an item names the list prop they iterate, which its props have', () => {
    for (const [type, { list: prop }] of Object.entries(WIDGET_ITEMS_FROM)) {
      expect(widgetFor(type).templates?.length ?? 0, type).toBeGreaterThan(0);
      expect(Object.keys((WIDGET_PROPS_SCHEMAS[type] as { properties: object }).properties), type).toContain(prop);
    }
  });

  it('no alias hides a current type, and each leads to one', () => {
    for (const [old, current] of Object.entries(WIDGET_ALIASES)) {
      expect(knownWidgetTypes()).not.toContain(old);
      expect(knownWidgetTypes()).toContain(current);
    }
  });
});

describe('the menus of schemas:check', () => {
  it('the shipped menus are valid and lead to pages that exist', () => {
    expect(checkMenus('schemas')).toEqual([]);
  });

  it('names the file, the JSON path and what was expected', () => {
    expect(checkMenus(path.join('tests', 'fixtures'))).toEqual([
      'tests/fixtures/menus/broken-menu.json /items/1/component: no page "no-such-page" (tests/fixtures/pages/no-such-page.json)',
      'tests/fixtures/menus/broken-menu.json /items/1/params/id: the path /gone/:name has no :id',
      'tests/fixtures/menus/broken-menu.json /items/1/params/name: Invalid regular expression: /([a-z]/: Unterminated group',
      'tests/fixtures/menus/typo-menu.json /items/0/children/0/type: must be equal to one of the allowed values (C, M)',
      "tests/fixtures/menus/typo-menu.json /items/0/children/0/meta: must have required property 'title'",
      'tests/fixtures/menus/typo-menu.json /items/0/children/0/meta: unknown property "titel"',
    ]);
  });
});

const page = (children: Record<string, unknown>[]) =>
  ({ schemaVersion: 1, id: 'inverters', body: { type: 'page', children } }) as unknown as PageSchema;

describe('a widget type the page gets wrong', () => {
  it('is named on the page with its file, JSON path and the known types', () => {
    render(
      <SchemaPreview
        schema={page([
          { type: 'text', text: 'first' },
          { type: 'row', children: [{ type: 'brach-table' }] },
        ])}
        answers={{}}
      />,
    );
    expect(screen.getByText('first')).toBeTruthy();
    expect(
      screen.getByText(
        /^no widget "brach-table" at schemas\/pages\/inverters.json \/body\/children\/1\/children\/0 \(known: .*\bbranch-table, button, card, card-carousel\b.*\)$/,
      ),
    ).toBeTruthy();
  });
});

describe('a renamed widget type', () => {
  const aliases = WIDGET_ALIASES as Record<string, string>;
  afterEach(() => {
    delete aliases.label;
  });
  const old = page([{ type: 'label', text: 'still shown' }]);

  it('is unknown without its alias', () => {
    expect(validatePage(old, 'old.json')).toEqual([expect.stringMatching(/^old.json \/body\/children\/0: no widget "label"/)]);
  });

  it('keeps rendering and validating under its old name through its alias', () => {
    aliases.label = 'text';
    expect(validatePage(old, 'old.json')).toEqual([]);
    expect(validatePage(page([{ type: 'label', txt: 'x' }]), 'old.json')).toEqual([
      "old.json /body/children/0: must have required property 'text'",
      'old.json /body/children/0: unknown property "txt"',
    ]);
    render(<SchemaPreview schema={old} answers={{}} />);
    expect(screen.getByText('still shown')).toBeTruthy();
  });
});
