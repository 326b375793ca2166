import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';
import { tableRow, tableRows } from './dataTable';
import { SPARE_PART } from '../fixtures/sparePart';

const SHOTS = 'test-results';

/** An entity, its page and its menu entry as a configurator adds them: three JSON files, no code. */
function schemasWithSpareParts(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-schemas-'));
  fs.cpSync('schemas', dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'entities', 'sparePart.json'), JSON.stringify(SPARE_PART));
  fs.writeFileSync(
    path.join(dir, 'pages', 'info-spare-part.json'),
    JSON.stringify({
      schemaVersion: 2,
      id: 'info-spare-part',
      state: { sparePartQuery: null },
      sources: {
        sparePartDefinition: { api: 'GET /ui/entity/sparePart', poll: 'none' },
        sparePartList: {
          api: 'GET /info/sparePart/list',
          params: {
            psId: '${state.sparePartQuery.psId}',
            partName: '${state.sparePartQuery.partName}',
            pageNum: '${state.sparePartQuery.pageNum}',
            pageSize: '${state.sparePartQuery.pageSize}',
          },
          when: '${state.sparePartQuery}',
          poll: 'none',
          dataPath: 'none',
        },
      },
      body: {
        type: 'page',
        children: [
          {
            type: 'crud',
            entity: 'sparePart',
            definition: '${data.sparePartDefinition}',
            list: '${data.sparePartList}',
            state: 'sparePartQuery',
            source: 'sparePartList',
          },
        ],
      },
    }),
  );
  const menus = JSON.parse(fs.readFileSync(path.join(dir, 'menus', 'main.json'), 'utf8'));
  menus.items
    .find((m: { path: string }) => m.path === '/info')
    .children.push({
      name: 'SparePart',
      path: '/info/sparePart',
      component: 'schema:info-spare-part',
      type: 'C',
      meta: { title: 'menu.info', icon: 'box' },
    });
  fs.writeFileSync(path.join(dir, 'menus', 'main.json'), JSON.stringify(menus));
  return dir;
}

describe('entity pages generated from their definitions', () => {
  const schemas = schemasWithSpareParts();
  const e2e = portalForThisFile({ env: { SCHEMAS_DIR: schemas } });
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
  });
  afterAll(async () => {
    fs.rmSync(schemas, { recursive: true, force: true });
  });

  const table = async () => (await tableRows(page, '.portal-crud-table')).join('\n');

  it('a fixture entity that ships nowhere is added, refused, edited and deleted on its generated page', async () => {
    await page.goto(`${e2e.portal.url}/info/sparePart`);
    await page.click('[data-testid=crud-add]');
    await page.selectOption('#root_psId', { label: 'Solarpark Meuro' });
    await page.fill('#root_partName', 'IGBT module');
    await page.fill('#root_stock', '10000');
    await page.click('[data-testid=crud-save]');
    await expect
      .poll(() => page.locator('.bp6-dialog .bp6-form-helper-text').allInnerTexts())
      .toContain('stock must be between 0 and 9999');
    await page.fill('#root_stock', '4');
    await page.click('[data-testid=crud-save]');
    await expect.poll(table).toContain('IGBT module');
    await page.click('.portal-crud-actions button:has-text("Edit")');
    await page.fill('#root_stock', '3');
    await page.click('[data-testid=crud-save]');
    await expect.poll(table).toMatch(/IGBT module\s+3/);
    await page.click('.portal-crud-actions button:has-text("Delete")');
    await page.click('.bp6-alert-footer button:has-text("Delete")');
    await expect.poll(async () => (await tableRows(page, '.portal-crud-table')).length).toBe(0);
  });

  it('a diagram uploaded with a script is stored without it, and the plant list opens its parameters', async () => {
    await page.goto(`${e2e.portal.url}/info/svgConfig`);
    await page.click('[data-testid=crud-add]');
    await page.selectOption('#root_psId', { label: 'Solarpark Meuro' });
    await page.fill('#root_svgName', 'Single line');
    await page.setInputFiles('#root_svgPath', {
      name: 'line.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect onload="alert(2)" width="5" height="5"/></svg>',
      ),
    });
    await expect.poll(() => page.locator('.portal-form-file').innerText()).toContain('line.svg');
    await page.screenshot({ path: path.join(SHOTS, 'diagram-upload-en.png') });
    await page.click('[data-testid=crud-save]');
    await expect.poll(table).toContain('Single line');
    const stored = await page.evaluate(async () => {
      const auth = { 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' };
      const list = await (await fetch('/prod-api/info/svgConfig/list', { headers: auth })).json();
      return (await fetch(`/prod-api${list.rows[0].svgPath}`)).text();
    });
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload/);

    await page.goto(`${e2e.portal.url}/info/powerStation`);
    await expect.poll(table).toContain('Solarpark Meuro');
    await page.screenshot({ path: path.join(SHOTS, 'plants-en.png') });
    await (await tableRow(page, '.portal-crud-table', 'Solarpark Meuro')).locator('button:has-text("More")').click();
    await page.click('.bp6-menu-item:has-text("Plant parameters")');
    await expect.poll(table).toContain('hlx_branch_num');
    expect(page.url()).toMatch(/\/info\/psParam\/\d+$/);
    await page.screenshot({ path: path.join(SHOTS, 'plant-params-en.png') });
  });

  it('a tariff takes its time ranges and months in the form', async () => {
    await page.goto(`${e2e.portal.url}/info/tariff`);
    await page.click('[data-testid=crud-add]');
    await page.selectOption('#root_psId', { label: 'Solarpark Meuro' });
    await page.fill('#root_periodName', 'Peak');
    for (const [id, value] of [
      ['tradePrice', '0.21'],
      ['transmissionPrice', '0.05'],
      ['fee', '0.01'],
      ['purchasePrice', '0.3'],
    ] as const)
      await page.fill(`#root_${id}`, value);
    // A period starts with one empty range (the schema asks for at least one).
    await page.getByLabel('Start time', { exact: true }).first().fill('08:00');
    await page.getByLabel('End time (up to 24:00)', { exact: true }).first().fill('12:00');
    await page.locator('.portal-form-months label', { hasText: 'Jul' }).click();
    await page.click('[data-testid=crud-save]');
    await expect
      .poll(() => page.locator('.bp6-dialog .bp6-form-helper-text').allInnerTexts())
      .toContain('Settlement price cannot be empty');
    await page.fill('#root_settlementPrice', '0.27');
    await page.screenshot({ path: path.join(SHOTS, 'tariff-form-en.png') });
    await page.click('[data-testid=crud-save]');
    await expect.poll(table).toContain('08:00–12:00');
  });
});
