import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
