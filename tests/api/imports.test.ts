import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { sql } from 'kysely';
import { backends, multipart, psIdsByCode, startPortal, type Portal } from './harness';
import { toXlsx } from '../../server/entities/spreadsheet';
import { craftXlsx, rowsXml } from '../fixtures/craftedXlsx';

const PARAM_HEADER = ['psId', 'paramName', 'paramCode', 'paramValue'];

/** The longest pause of the event loop (timers 10 ms apart) while `work` runs, and what it gave. */
async function loopPauseWhile<T>(work: Promise<T>): Promise<{ result: T; longestPause: number; ms: number }> {
  const start = performance.now();
  let last = start;
  let longestPause = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - last);
    last = now;
  }, 10);
  try {
    const result = await work;
    longestPause = Math.max(longestPause, performance.now() - last);
    return { result, longestPause, ms: performance.now() - start };
  } finally {
    clearInterval(timer);
  }
}

describe.each(backends)('imports and exports on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let meuro: number;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    admin = await portal.login('admin');
    meuro = (await psIdsByCode(portal))['DE-PV-011']!;
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token: admin, payload });
  const upload = (url: string, fileName: string, content: Buffer) =>
    portal.call({ method: 'POST', url: `/prod-api${url}`, token: admin, ...multipart(fileName, content) });
  const count = async (url: string) => (await call('GET', url)).body.total as number;

  it('a spreadsheet bomb (one cell that unpacks to 8 MB) is refused with 400 at once, and the server keeps answering', async () => {
    const bomb = craftXlsx(rowsXml([PARAM_HEADER, [meuro, 'Bomb', 'bomb', 'x'.repeat(8_000_000)]]));
    expect(bomb.length).toBeLessThan(20_000);
    const { result, longestPause, ms } = await loopPauseWhile(upload('/info/psParam/import', 'bomb.xlsx', bomb));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 400, field: 'file', msg: 'A cell of the file holds more than 32767 characters' });
    expect(ms).toBeLessThan(3000);
    expect(longestPause).toBeLessThan(200);
    expect(await count('/info/psParam/list?paramCode=bomb')).toBe(0);
  });

  it('a cell whose markup unpacks to 2 MB (it stalled the parser for a minute) is refused before it is parsed', async () => {
    const stall = craftXlsx(
      rowsXml([PARAM_HEADER]) + `<row r="2"><c r="A2" x="${'A'.repeat(2_000_000)}"><v>${meuro}</v></c></row>`,
    );
    const { result, ms } = await loopPauseWhile(upload('/info/psParam/import', 'stall.xlsx', stall));
    expect(result.body).toMatchObject({ code: 400, field: 'file' });
    expect(result.status).toBe(400);
    expect(ms).toBeLessThan(3000);
  });

  it('a spreadsheet that unpacks to more than 20 MB is refused, also when its zip directory claims small sizes', async () => {
    const rows = '<row r="2"><c r="A2"><v>1</v></c></row>'.repeat(700_000);
    for (const declaredSize of [(actual: number) => actual, () => 1000]) {
      const huge = craftXlsx(rowsXml([PARAM_HEADER]) + rows, { declaredSize });
      const { result, longestPause } = await loopPauseWhile(upload('/info/psParam/import', 'huge.xlsx', huge));
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 400, field: 'file', msg: 'The file unpacks to more than 20 MB' });
      expect(longestPause).toBeLessThan(200);
    }
  });

  it('a spreadsheet that takes longer than the time limit to read is refused with 400 while the server answers others', async () => {
    const rows = Array.from({ length: 4999 }, (_, i) => [meuro, `Slow ${i}`, `slow_${i}`, `${i} `.repeat(400)]);
    const slow = await toXlsx(PARAM_HEADER, rows);
    const limit = portal.app.config.importTimeLimitMs;
    portal.app.config.importTimeLimitMs = 150;
    try {
      const importing = upload('/info/psParam/import', 'slow.xlsx', slow);
      let settled = false;
      void importing.finally(() => (settled = true));
      const answers: number[] = [];
      while (!settled) {
        const start = performance.now();
        expect((await call('GET', '/reception/getInfo')).status).toBe(200);
        answers.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const refused = await importing;
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 400, field: 'file', msg: 'The file could not be read within 0.15 s' });
      expect(answers.length).toBeGreaterThan(1);
      expect(Math.max(...answers)).toBeLessThan(200);
    } finally {
      portal.app.config.importTimeLimitMs = limit;
    }
    expect(await count('/info/psParam/list?paramCode=slow_1')).toBe(0);
  });

  it('an import with the same parameter twice is refused row by row with HTTP 400, and nothing is written', async () => {
    const file = await toXlsx(PARAM_HEADER, [
      [meuro, 'Strings per box', 'twice_code', '16'],
      [meuro, 'Other', 'once_code', '1'],
      [meuro, 'Strings per box again', 'twice_code', '18'],
    ]);
    const refused = await upload('/info/psParam/import', 'params.xlsx', file);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(400);
    expect(refused.body.data.errors).toEqual([{ row: 4, field: 'paramCode', msg: expect.stringContaining('twice_code') }]);
    expect(refused.body.data.errors[0].msg).toContain('row 2');
    expect(await count('/info/psParam/list?paramCode=once_code')).toBe(0);
  });

  it('two devices with the same plant, type and communication number in one file are refused', async () => {
    const file = await toXlsx(
      ['psId', 'equipName', 'equipType', 'collectId'],
      [
        [meuro, 'Imported inverter A', 'JZNBQ', 4711],
        [meuro, 'Imported inverter B', 'JZNBQ', 4711],
      ],
    );
    const refused = await upload('/info/equipment/import', 'devices.xlsx', file);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'collectId' })]);
    expect(await count('/info/equipment/list?equipName=Imported inverter')).toBe(0);
  });

  it('two users with the same name in one file are a 400 row report, not a 500', async () => {
    const header = ['userName', 'nickName', 'deptId', 'roleKey', 'password'];
    const twice = await toXlsx(header, [
      ['imported.twin', 'Twin one', 1, 'operator', 'secret123'],
      ['imported.twin', 'Twin two', 1, 'operator', 'secret123'],
    ]);
    const refused = await upload('/system/user/import', 'users.xlsx', twice);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'userName' })]);
    expect(await count('/system/user/list?userName=imported.twin')).toBe(0);
  });

  it('a row the database itself refuses as a duplicate is a 400 row report, and nothing is written', async () => {
    // A unique rule the definition does not declare: only the database knows it.
    await portal.app.db.schema
      .createIndex('ps_param_name_unique')
      .unique()
      .on('ps_param')
      .columns(['ps_id', 'param_name'])
      .execute();
    try {
      const file = await toXlsx(PARAM_HEADER, [
        [meuro, 'Same name', 'first_code', '1'],
        [meuro, 'Same name', 'second_code', '2'],
      ]);
      const refused = await upload('/info/psParam/import', 'params.xlsx', file);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 400, data: { errors: [expect.objectContaining({ row: 3 })] } });
      expect(await count('/info/psParam/list?paramCode=first_code')).toBe(0);
      // A single add that only the database refuses (two writers racing) is a 409 with a message, never a 500.
      const first = await call('POST', '/info/psParam', {
        psId: meuro,
        paramName: 'Raced',
        paramCode: 'raced_1',
        paramValue: '1',
      });
      expect(first.body.code).toBe(200);
      const second = await call('POST', '/info/psParam', {
        psId: meuro,
        paramName: 'Raced',
        paramCode: 'raced_2',
        paramValue: '2',
      });
      expect(second.status).toBe(409);
      expect(second.body.msg).toMatch(/repeats a value that must be unique/);
    } finally {
      await sql`drop index ps_param_name_unique`.execute(portal.app.db);
    }
  });

  it('exported text starting with = + - @ tab or CR gets a leading quote; numbers, negative ones too, stay numbers', async () => {
    const risky = ['=HYPERLINK("http://evil.example","x")', '+49 30 1234', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    for (const [i, value] of risky.entries())
      expect(
        (await call('POST', '/info/psParam', { psId: meuro, paramName: value, paramCode: `risky_${i}`, paramValue: value })).body
          .code,
      ).toBe(200);
    const exported = await portal.app.inject({
      method: 'GET',
      url: `/prod-api/info/psParam/export?psId=${meuro}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const cells = (await readSheet(exported.rawPayload)).flat();
    for (const value of risky) {
      expect(cells.filter((cell) => cell === `'${value}`)).toHaveLength(2);
      expect(cells).not.toContain(value);
    }

    const channelId = (
      await call('POST', '/info/channel', { psId: meuro, channelName: 'Export logger', param: '127.0.0.1:1509', address: 1 })
    ).body.data.channelId;
    const point = { channelId, pointType: 'YC', equipType: 'ZCNBQ', collectId: 1, pointCode: 'P', register: 1, functionCode: 4 };
    await call('POST', '/info/channelPoint', { ...point, coefficient: -1.5, pointName: '-1.5' });
    const points = await portal.app.inject({
      method: 'GET',
      url: `/prod-api/info/channelPoint/export?channelId=${channelId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const [, row] = await readSheet(points.rawPayload);
    expect(row).toContain(-1.5);
    expect(row).toContain("'-1.5");
  });

  it('an exported file imports back with the values as they were', async () => {
    const param = { psId: meuro, paramName: '-2+3', paramCode: 'round_trip', paramValue: '\'=HYPERLINK("http://evil.example")' };
    expect((await call('POST', '/info/psParam', param)).body.code).toBe(200);
    const exported = await portal.app.inject({
      method: 'GET',
      url: `/prod-api/info/psParam/export?paramCode=round_trip`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const id = (await call('GET', '/info/psParam/list?paramCode=round_trip')).body.rows[0].paramId;
    await portal.call({ method: 'DELETE', url: '/prod-api/info/psParam/remove', token: admin, payload: { ids: [id] } });
    const back = await upload('/info/psParam/import', 'psParam.xlsx', exported.rawPayload);
    expect(back.body).toMatchObject({ code: 200, data: { inserted: 1 } });
    const [again] = (await call('GET', '/info/psParam/list?paramCode=round_trip')).body.rows;
    expect(again).toMatchObject({ paramName: param.paramName, paramValue: param.paramValue });
  });
});
