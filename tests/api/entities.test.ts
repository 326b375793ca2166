import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { backends, multipart, startPortal, type Portal } from './harness';
import { toXlsx } from '../../server/entities/spreadsheet';
import { loadEntities } from '../../server/entities/entityFiles';
import { SPARE_PART } from '../fixtures/sparePart';
import { storedColumns } from '../../server/entities/entityStore';

describe.each(backends)('entities from their definitions on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let meuro: number;
  let golmud: number;
  const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-entities-'));

  beforeAll(async () => {
    fs.cpSync('schemas', schemasDir, { recursive: true });
    fs.writeFileSync(path.join(schemasDir, 'entities', 'sparePart.json'), JSON.stringify(SPARE_PART));
    portal = await startPortal(backend, { schemasDir, simulate: false });
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    const ids = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
    meuro = ids.find((r) => r.ps_code === 'DE-PV-011')!.ps_id;
    golmud = ids.find((r) => r.ps_code === 'CN-PV-001')!.ps_id;
  });
  afterAll(async () => {
    await portal.close();
    fs.rmSync(schemasDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, language = 'en-US') =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });

  it('every shipped definition is valid and every field has its storage column', async () => {
    const stored = await storedColumns(portal.app.db, portal.app.dialect);
    for (const def of loadEntities('schemas')) {
      const columns = stored.get(def.table)!;
      for (const f of Object.values(def.fields).filter((f) => f.stored !== false))
        expect(columns.has(f.column), `${def.name}.${f.column}`).toBe(true);
    }
  });

  it('a channel with address 300 is refused with a localized message, with 12 it is stored and listed', async () => {
    const channel = { psId: meuro, channelName: 'Block A gateway', param: '127.0.0.1:1503', address: 300 };
    const bad = await call('POST', '/info/channel', admin, channel);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'address', msg: 'The address must be between 1 and 255' });
    const badParam = await call('POST', '/info/channel', admin, { ...channel, address: 12, param: 'gateway-without-port' });
    expect(badParam.body.field).toBe('param');
    const empty = await call('POST', '/info/channel', admin, { ...channel, channelName: undefined, address: 12 });
    expect(empty.body.msg).toBe('Channel name cannot be empty');
    const noPlant = await call('POST', '/info/channel', admin, { channelName: 'x', param: 'a.example:502', address: 1 });
    expect(noPlant.body.field).toBe('psId');
    expect((await call('GET', '/info/channel/list', admin)).body.total).toBe(0);

    const created = await call('POST', '/info/channel', admin, { ...channel, address: 12, param: 'localhost:1502' });
    expect(created.body.code).toBe(200);
    const list = (await call('GET', `/info/channel/list?psId=${meuro}`, admin)).body;
    expect(list.rows).toEqual([
      expect.objectContaining({ channelName: 'Block A gateway', address: 12, protocol: 'modbus-tcp', periodMs: 3000, state: 0 }),
    ]);
    const id = created.body.data.channelId;
    await call('PUT', '/info/channel', admin, {
      channelId: id,
      psId: meuro,
      channelName: 'Block A gateway 2',
      param: '127.0.0.1:1503',
      address: 13,
    });
    expect((await call('GET', `/info/channel/${id}`, admin)).body.data).toMatchObject({
      channelName: 'Block A gateway 2',
      address: 13,
    });
  });

  it('point tables keep history on whole five minutes', async () => {
    const table = { equipType: 'JZNBQ', modelName: 'Test inverter 50K', historyMinutes: 7 };
    const bad = await call('POST', '/info/pointConfig', admin, table);
    expect(bad.body).toMatchObject({
      code: 400,
      field: 'historyMinutes',
      msg: 'The history period must be a whole number of five minutes (5 to 1440)',
    });
    expect((await call('POST', '/info/pointConfig', admin, { ...table, historyMinutes: 15 })).body.code).toBe(200);
    const listed = (await call('GET', '/info/pointConfig/list?modelName=test%20inverter', admin)).body.rows;
    expect(listed).toEqual([
      expect.objectContaining({ equipType: 'JZNBQ', modelName: 'Test inverter 50K', historyMinutes: 15, peakValley: 0 }),
    ]);
    expect((await call('POST', '/info/pointConfig', operator, { ...table, historyMinutes: 15 })).status).toBe(403);
  });

  it('export is a real .xlsx holding the rows', async () => {
    const r = await portal.app.inject({
      method: 'GET',
      url: '/prod-api/info/channel/export',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(r.rawPayload);
    expect(rows[0]).toContain('Channel name');
    expect(rows.some((row) => row.includes('Block A gateway 2'))).toBe(true);
  });

  it('an operator reads channels but every write is refused', async () => {
    expect((await call('GET', '/info/channel/list', operator)).status).toBe(200);
    const channel = { psId: meuro, channelName: 'x', param: '127.0.0.1:1503', address: 2 };
    expect((await call('POST', '/info/channel', operator, channel)).status).toBe(403);
    expect((await call('PUT', '/info/channel', operator, { ...channel, channelId: 1 })).status).toBe(403);
    expect((await call('DELETE', '/info/channel/remove', operator, { ids: [1] })).status).toBe(403);
  });

  it('a fixture entity works end to end from its JSON file alone: CRUD, scope, export, template, import', async () => {
    const add = await call('POST', '/info/sparePart', admin, { psId: meuro, partName: 'IGBT module', stock: 4 });
    expect(add.body.code).toBe(200);
    const id = add.body.data.partId;
    expect((await call('POST', '/info/sparePart', admin, { psId: meuro, partName: '', stock: 4 })).body.field).toBe('partName');
    expect((await call('GET', '/info/sparePart/list?partName=igbt', admin)).body.rows).toEqual([
      { partId: id, psId: meuro, partName: 'IGBT module', stock: 4 },
    ]);
    expect((await call('POST', '/info/sparePart', operator, { psId: meuro, partName: 'Fuse' })).status).toBe(403);
    await call('POST', '/info/sparePart', admin, { psId: golmud, partName: 'Fan' });
    expect((await call('GET', '/info/sparePart/list', operator)).body.rows.map((r: any) => r.partName)).toEqual(['IGBT module']);

    const template = await portal.app.inject({
      method: 'GET',
      url: '/prod-api/info/sparePart/template',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect((await readSheet(template.rawPayload))[0]).toEqual(['Plant', 'partName', 'stock']);

    const wrong = await toXlsx(
      ['psId', 'partName', 'stock'],
      [
        [meuro, 'Fuse 10 A', 12],
        [meuro, '', 3],
        [meuro, 'Contactor', 99999],
      ],
    );
    const rejected = await portal.call({
      method: 'POST',
      url: '/prod-api/info/sparePart/import',
      token: admin,
      ...multipart('parts.xlsx', wrong),
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.code).toBe(400);
    expect(rejected.body.data.errors.map((e: any) => [e.row, e.field])).toEqual([
      [3, 'partName'],
      [4, 'stock'],
    ]);
    expect((await call('GET', '/info/sparePart/list', admin)).body.total).toBe(2);

    const right = await toXlsx(
      ['psId', 'partName', 'stock'],
      [
        [meuro, 'Fuse 10 A', 12],
        [meuro, 'Contactor', 3],
      ],
    );
    const imported = await portal.call({
      method: 'POST',
      url: '/prod-api/info/sparePart/import',
      token: admin,
      ...multipart('parts.xlsx', right),
    });
    expect(imported.body).toMatchObject({ code: 200, data: { inserted: 2 } });
    const noFile = await portal.call({ method: 'POST', url: '/prod-api/info/sparePart/import', token: admin, payload: {} });
    expect(noFile.body.msg).toBe('Please upload file first');
    const xls = await portal.call({
      method: 'POST',
      url: '/prod-api/info/sparePart/import',
      token: admin,
      ...multipart('parts.xls', right),
    });
    expect(xls.body.field).toBe('file');

    await call('DELETE', '/info/sparePart/remove', admin, { ids: [id] });
    expect((await call('GET', `/info/sparePart/${id}`, admin)).status).toBe(404);
  });
});
