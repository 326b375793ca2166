import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../engine/pageSchema';
import { startPortal, type Portal } from './harness';

describe('page schemas served by the API', () => {
  let portal: Portal;
  let token: string;
  const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-schemas-'));

  beforeAll(async () => {
    fs.cpSync('schemas', schemasDir, { recursive: true });
    portal = await startPortal('sqlite', { schemasDir, simulate: false });
    token = await portal.login('operator');
  });
  afterAll(async () => {
    await portal.close();
    fs.rmSync(schemasDir, { recursive: true, force: true });
  });

  const get = (id: string, auth = true) =>
    portal.call({ method: 'GET', url: `/prod-api/ui/schema/${id}`, token: auth ? token : undefined });

  it('answers a page schema to any signed-in user, and a changed file on the next request', async () => {
    const first = await get('alarms');
    expect(first.body.data).toMatchObject({ page: { id: 'alarms', schemaVersion: CURRENT_SCHEMA_VERSION }, problems: [] });
    const file = path.join(schemasDir, 'pages', 'alarms.json');
    const changed = { ...JSON.parse(fs.readFileSync(file, 'utf8')), title: 'menu.home' };
    fs.writeFileSync(file, JSON.stringify(changed));
    expect((await get('alarms')).body.data.page.title).toBe('menu.home');
  });

  it('refuses unknown pages, odd ids and callers who are not signed in', async () => {
    expect((await get('no-such-page')).status).toBe(404);
    expect((await get('..%2Fmenus%2Fmain')).status).toBe(400);
    expect((await get('alarms', false)).status).toBe(401);
  });

  it('a file that is not JSON answers its parse error for the page to show', async () => {
    fs.writeFileSync(path.join(schemasDir, 'pages', 'broken.json'), '{ "id": ');
    const { status, body } = await get('broken');
    expect(status).toBe(200);
    expect(body.data.page).toBeNull();
    expect(body.data.problems[0]).toMatch(/^schemas\/pages\/broken.json: /);
  });

  it('a page with a misspelled widget answers the problem with its file and JSON path, not the page', async () => {
    const page = { schemaVersion: 1, id: 'typo', body: { type: 'page', children: [{ type: 'brach-table' }] } };
    fs.writeFileSync(path.join(schemasDir, 'pages', 'typo.json'), JSON.stringify(page));
    const { body } = await get('typo');
    expect(body.data.page).toBeNull();
    expect(body.data.problems[0]).toMatch(/^schemas\/pages\/typo.json \/body\/children\/0: no widget "brach-table"/);
  });
});
