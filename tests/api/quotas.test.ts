import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { backends, startPortal, type Portal, psIdsByCode } from './harness';
import { addDays, localMidnight, StationCalendar } from '../../shared/stationDay';
import { integrate } from '../../server/telemetry/dailyStats';
import { dayBounds } from '../../server/quotas/dayFacts';

const DAY = 86_400_000;
const CHINA = 'Asia/Shanghai';
type Values = Record<string, number | null>;
interface Grid {
  rowKind: string;
  groups: { quotas: { quotaCode: string; rollup?: string; fixed: number; modify?: boolean }[] }[];
  rows: { key: string; day?: string; psName?: string; values: Values }[];
  total: Values;
}

/** Quotas that add up over time: what a month and a year must be the exact sum of. */
const additive = (grid: Grid) =>
  grid.groups
    .flatMap((g) => g.quotas)
    .filter((q) => (q.rollup ?? 'sum') === 'sum')
    .map((q) => q.quotaCode);

const sum = (rows: { values: Values }[], code: string) => rows.reduce((s, r) => s + (r.values[code] ?? 0), 0);

describe.each(backends)('indicator analysis on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  const ids: Record<string, number> = {};
  // History begins at noon in China two days before this month began, and at least four days ago: the days span
  // two months, and its first day is part of a day at whatever time the suite runs (a start after 23:55 would take
  // its first step at the next midnight, a whole day). What the tests read is that first day and the next, and the
  // last three days before today: the weeks between stay unsimulated, as when the portal was down (at most about
  // six days of the fleet, where a whole month's were up to 33).
  const today = new StationCalendar().dayOf(CHINA, Date.now()).day;
  const firstDay = [addDays(`${today.slice(0, 7)}-01`, -2), addDays(today, -4)].sort()[0]!;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    const { telemetry } = portal.app;
    const firstEnds = localMidnight(CHINA, addDays(firstDay, 2));
    const lastBegin = localMidnight(CHINA, addDays(today, -3));
    if (lastBegin > firstEnds) await telemetry.backfill(localMidnight(CHINA, firstDay) + DAY / 2, firstEnds);
    await telemetry.backfill(lastBegin > firstEnds ? lastBegin : localMidnight(CHINA, firstDay) + DAY / 2, Date.now());
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    Object.assign(ids, await psIdsByCode(portal));
  }, 400_000);
  afterAll(() => portal.close());

  const post = async (url: string, payload: object, token = admin, language = 'en') =>
    (await portal.call({ method: 'POST', url: `/prod-api${url}`, payload, token, headers: { 'accept-language': language } }))
      .body;
  const grid = async (payload: object, token = admin): Promise<Grid> => {
    const body = await post('/indicator/grid', payload, token);
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data as Grid;
  };
  const stationToday = (psId: number) => {
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    return portal.app.quotas.today(station);
  };

  it('a month is the sum of its days and a year the sum of its months, for every energy quota of PV, wind and storage', async () => {
    for (const code of ['CN-PV-001', 'CN-WP-006', 'CN-ES-009']) {
      const psId = ids[code]!;
      // In January the two months are in two years.
      const years = [...new Set([firstDay, stationToday(psId)].map((day) => day.slice(0, 4)))];
      let monthsWithData = 0;
      let made = 0;
      for (const year of years) {
        const yearGrid = await grid({ psId, period: 'year', date: year });
        expect(yearGrid.rowKind).toBe('month');
        const codes = additive(yearGrid);
        expect(codes.length, code).toBeGreaterThan(3);
        monthsWithData += yearGrid.rows.filter((r) => r.key >= firstDay.slice(0, 7)).length;
        for (const month of yearGrid.rows) {
          const monthGrid = await grid({ psId, period: 'month', date: month.key });
          expect(monthGrid.rowKind).toBe('day');
          for (const q of codes) {
            expect(month.values[q] ?? 0, `${code} ${month.key} ${q} = Σ days`).toBeCloseTo(sum(monthGrid.rows, q), 6);
            expect(monthGrid.total[q] ?? 0, `${code} ${month.key} total ${q}`).toBeCloseTo(sum(monthGrid.rows, q), 6);
          }
        }
        for (const q of codes)
          expect(yearGrid.total[q] ?? 0, `${code} ${year} ${q} = Σ months`).toBeCloseTo(sum(yearGrid.rows, q), 6);
        made += yearGrid.total[code.includes('ES') ? 'DISCHARGE_POWER' : 'GENERATION'] ?? 0;
      }
      expect(monthsWithData, `${code} months with data`).toBeGreaterThanOrEqual(2);
      expect(made, `${code} made energy`).toBeGreaterThan(0);
    }
  });

  it("leaves out a station's first day, which its history covers in part: no storage day returns more than it took", async () => {
    const psId = ids['CN-ES-009']!;
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    expect(station.timeZone).toBe(CHINA);
    const first = await portal.app.quotas.partialFirstDay(station);
    expect(first).toBe(firstDay);
    const months = new Set([firstDay, stationToday(psId)].map((day) => day.slice(0, 7)));
    const rows = [];
    for (const month of months) rows.push(...(await grid({ psId, period: 'month', date: month })).rows);
    const days = rows.map((r) => r.day);
    expect(days).not.toContain(first);
    expect(days).toContain(addDays(first!, 1));
    for (const row of rows) expect(row.values.PR ?? 0, `${row.day} round-trip efficiency`).toBeLessThanOrEqual(100);
  });

  it('PR and equivalent hours of a day follow IEC 61724-1 from the stored five-minute data', async () => {
    const psId = ids['CN-PV-001']!;
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    const day = addDays(stationToday(psId), -1);
    const [row] = (await grid({ psId, period: 'day', date: day })).rows;
    const { registry, history } = portal.app.telemetry;
    const weather = registry.devicesOf(psId).find((d) => d.equipType === 'QXZ')!;
    const irr = registry.seriesId(psId, 'QXZ', weather.collectId, 'Irr')!;
    const total = registry.seriesId(psId, 'PS', 0, 'totalCap')!;
    const curves = await history.readDay([irr, total], station.timeZone, day, 5);
    // Reference yield: plane-of-array irradiation in kWh/m² over 1 kW/m²; final yield: energy over kWp.
    const hPoa = integrate(curves.get(irr)!.samples, 5) / 1000;
    const present = [...curves.get(total)!.samples].filter((v) => !Number.isNaN(v));
    const energy = present.at(-1)! - present[0]!;
    expect(energy).toBeGreaterThan(0);
    expect(row!.values.GENERATION! * 10_000).toBeCloseTo(energy, 1);
    expect(row!.values.EQUIVALENT_HOURS).toBeCloseTo(energy / station.capacity, 4);
    expect(row!.values.PR).toBeCloseTo((100 * (energy / station.capacity)) / hPoa, 4);
    expect(row!.values.PR).toBeGreaterThan(50);
    expect(row!.values.PR).toBeLessThan(100);
    // The temperature-corrected PR sits beside it, computed against the cell-temperature-corrected expectation.
    expect(row!.values.PR_TEMPERATURE_CORRECTED).not.toBeNull();
    expect(row!.values.PR_TEMPERATURE_CORRECTED).not.toBe(row!.values.PR);
  });

  it('storage cost and income follow the station’s tariff periods, efficiency and cycles its energy', async () => {
    const psId = ids['CN-ES-009']!;
    const day = addDays(stationToday(psId), -1);
    const { values } = (await grid({ psId, period: 'day', date: day })).rows[0]!;
    const tariffs = await portal.app.db.selectFrom('tariff').selectAll().where('ps_id', '=', psId).execute();
    const price = (name: string) => tariffs.find((t) => t.period_name === name)!;
    expect(values.CHARGE_POWER).toBeGreaterThan(0);
    // The plant discharges only in peak hours (09:00-11:30, 17:00-21:00): its income is the peak price.
    expect(values.DISCHARGE_INCOME! / values.DISCHARGE_POWER!).toBeCloseTo(price('峰时段').settlement_price, 2);
    // It charges in valley hours and, from 14:00 to 15:00, in shoulder hours: between the two prices.
    const perKwh = values.CHARGE_COST! / values.CHARGE_POWER!;
    expect(perKwh).toBeGreaterThan(price('谷时段').purchase_price);
    expect(perKwh).toBeLessThan(price('平时段').purchase_price);
    expect(values.NET_INCOME).toBeCloseTo(values.DISCHARGE_INCOME! - values.CHARGE_COST!, 6);
    // The round trip counts what the day left in the battery (docs/energy-storage.md).
    expect(values.PR).toBeCloseTo((100 * values.DISCHARGE_POWER!) / (values.CHARGE_POWER! - values.STORED_CHANGE!), 6);
    expect(values.PR).toBeLessThan(100);
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    expect(values.EQUIVALENT_CYCLES).toBeCloseTo(values.DISCHARGE_POWER! / station.batteryCapacity, 6);
  });

  it('a curtailment entry is checked, stored with who made it, and survives a recalculation', async () => {
    const psId = ids['CN-PV-001']!;
    const day = addDays(stationToday(psId), -2);
    const entry = (quotaCode: string, value: unknown, token = admin, language = 'en') =>
      post('/indicator/entry', { psId, day, quotaCode, value }, token, language);

    const word = await entry('CURTAIL_FAULT', 'abc');
    expect(word.code).toBe(400);
    const negative = await entry('CURTAIL_FAULT', -1, admin, 'zh');
    expect(negative.code).toBe(400);
    expect(negative.msg).toContain('100000');
    expect(negative.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await entry('ACCIDENT_GRADE_1', 1.5)).msg).toBe('Enter a whole number.');
    expect((await entry('GENERATION', 1)).code).toBe(400);
    expect((await entry('CURTAIL_FAULT', 0.25, operator)).code).toBe(403);

    const before = (await grid({ psId, period: 'day', date: day })).rows[0]!.values;
    const saved = await entry('CURTAIL_FAULT', 0.25);
    expect(saved.code).toBe(200);
    expect(saved.data.values.CURTAIL_FAULT).toBe(0.25);
    expect(saved.data.values.CURTAIL_TOTAL).toBeCloseTo(
      (before.CURTAIL_TOTAL ?? 0) + 0.25 - ((before.CURTAIL_LIMIT ?? 0) - (saved.data.values.CURTAIL_LIMIT ?? 0)),
      6,
    );
    const stored = await portal.app.db.selectFrom('quota_edit').selectAll().where('ps_id', '=', psId).execute();
    expect(stored).toMatchObject([{ day, quota_code: 'CURTAIL_FAULT', value: 0.25, edited_by: 'admin' }]);

    const started = await post('/indicator/recalculate', { psId, period: 'month', date: day.slice(0, 7) });
    expect(started.code).toBe(200);
    expect(started.data).toMatchObject({ psId, state: 'running' });
    const again = await post('/indicator/recalculate', { psId, period: 'month', date: day.slice(0, 7) });
    expect(again.code).toBe(409);
    expect(again.msg).toContain('already running');
    await portal.app.recalculation.settled();
    const status = (await portal.call({ method: 'GET', url: '/prod-api/indicator/recalculate', token: admin })).body;
    expect(status.data).toMatchObject({ state: 'completed' });
    expect(status.data.done).toBe(status.data.days);
    const after = (await grid({ psId, period: 'month', date: day.slice(0, 7) })).rows.find((r) => r.key === day)!;
    expect(after.values.CURTAIL_FAULT).toBe(0.25);
  });

  it('a late sample changes its day and its month', async () => {
    const psId = ids['CN-PV-001']!;
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    const day = addDays(stationToday(psId), -3);
    const month = (await grid({ psId, period: 'month', date: day.slice(0, 7) })).rows.find((r) => r.key === day)!;
    const weather = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'QXZ')!;
    // The weather station's buffer arrives late: a noon reading 400 W/m² above what was stored.
    const { start } = dayBounds(station.timeZone, day);
    const at = start + 12 * 3_600_000;
    const stored = await portal.app.telemetry.history.readDay(
      [portal.app.telemetry.registry.seriesId(psId, 'QXZ', weather.collectId, 'Irr')!],
      station.timeZone,
      day,
      5,
    );
    const old = [...stored.values()][0]!.samples[144]!;
    portal.app.telemetry.ingest.accept(
      [{ psId, equipType: 'QXZ', collectId: weather.collectId, pointCode: 'Irr', value: old + 400, time: at }],
      300_000,
    );
    await portal.app.telemetry.flush(Date.now(), true);
    const changed = await grid({ psId, period: 'month', date: day.slice(0, 7) });
    const row = changed.rows.find((r) => r.key === day)!;
    expect(row.values.TILT_RADIATION! - month.values.TILT_RADIATION!).toBeGreaterThan(0.1);
    expect(changed.total.TILT_RADIATION).toBeCloseTo(sum(changed.rows, 'TILT_RADIATION'), 6);
  });

  it('a report adds the stations of a selection up day by day, for any types together', async () => {
    const storage = ['CN-ES-009', 'CN-ES-008'].map((code) => ids[code]!);
    const month = stationToday(storage[0]!).slice(0, 7);
    const report = await grid({ use: 'report', psType: 'ES', period: 'month', date: month });
    expect(report.rowKind).toBe('day');
    const own = await Promise.all(storage.map((psId) => grid({ use: 'report', psId, period: 'month', date: month })));
    expect(own.every((g) => g.total.DISCHARGE_POWER! > 0)).toBe(true);
    // Every ES station the admin sees is in the type's report; two of them add up to no more than it.
    expect(report.total.DISCHARGE_POWER).toBeGreaterThanOrEqual(
      own[0]!.total.DISCHARGE_POWER! + own[1]!.total.DISCHARGE_POWER! - 1e-6,
    );
    expect(report.total.DISCHARGE_POWER).toBeCloseTo(sum(report.rows, 'DISCHARGE_POWER'), 6);
    const { columns } = report as Grid & { columns: Record<string, (number | null)[]> };
    expect(columns.CHARGE_POWER).toEqual(report.rows.map((r) => r.values.CHARGE_POWER));
    // A round trip loses energy: the efficiency of a month is its discharge over its charge less what it left in
    // the battery, not an average of days.
    const cycled = report.total.CHARGE_POWER! - report.total.STORED_CHANGE!;
    expect(report.total.OEE).toBeCloseTo((100 * report.total.DISCHARGE_POWER!) / cycled, 6);
    expect(report.total.OEE).toBeLessThan(100);
    // Generation is generation: storage generates nothing, its discharge is a figure of its own, and the whole
    // fleet's generation is its generating stations' alone.
    expect(report.total.GENERATION).toBeNull();
    const everything = await grid({ use: 'report', period: 'month', date: month });
    const generating = Object.entries(ids).filter(([code]) => !code.includes('-ES-'));
    const perStation = await Promise.all(
      generating.map(([, psId]) => grid({ use: 'report', psId, period: 'month', date: month })),
    );
    const generated = perStation.reduce((total, g) => total + (g.total.GENERATION ?? 0), 0);
    expect(everything.total.GENERATION! / generated).toBeCloseTo(1, 9);
    expect(everything.total.DISCHARGE_POWER).toBeGreaterThanOrEqual(report.total.DISCHARGE_POWER! - 1e-6);
    // A PV plant charges nothing: its efficiency and cycles are not figures, not 0.
    const pv = await grid({ use: 'report', psId: ids['CN-PV-001']!, period: 'month', date: month });
    expect(pv.total.OEE).toBeNull();
    expect(pv.total.EQUIVALENT_CYCLES).toBeNull();
  });

  it('an operator sees the quotas of the stations in scope only', async () => {
    expect((await post('/indicator/grid', { psId: ids['CN-PV-001']!, period: 'day', date: '2026-01-01' }, operator)).code).toBe(
      404,
    );
    const european = await grid({ psType: 'PV', period: 'month', date: stationToday(ids['DE-PV-011']!).slice(0, 7) }, operator);
    expect(european.rowKind).toBe('station');
    expect(european.rows.length).toBeGreaterThan(0);
    expect(european.rows.every((r) => !r.psName!.match(/Golmud|Dunhuang|Datong/))).toBe(true);
    expect((await post('/indicator/grid', { psType: 'PV', period: 'month', date: '2026-13' }, operator)).code).toBe(400);
  });

  it('the export holds what the grid shows, cell by cell, with formula-like names as text', async () => {
    const psId = ids['DE-PV-011']!;
    await portal.app.db
      .updateTable('power_station')
      .set({ ps_name: '=HYPERLINK("http://127.0.0.1/x")' })
      .where('ps_id', '=', psId)
      .execute();
    await portal.app.telemetry.configChanged();
    const body = { psType: 'PV', period: 'month', date: stationToday(psId).slice(0, 7) };
    const shown = await grid(body);
    const r = await portal.app.inject({
      method: 'POST',
      url: '/prod-api/indicator/export',
      payload: body,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh' },
    });
    expect(r.statusCode).toBe(200);
    const sheet = await readSheet(r.rawPayload);
    const quotas = shown.groups.flatMap((g) => g.quotas);
    expect(sheet[1]![0]).toBe('电站');
    expect(sheet[1]![quotas.findIndex((q) => q.quotaCode === 'GENERATION') + 1]).toBe('发电量 (万kWh)');
    expect(sheet.length).toBe(2 + shown.rows.length + 1);
    shown.rows.forEach((row, i) => {
      const line = sheet[2 + i]!;
      expect(line[0]).toBe(row.psName!.startsWith('=') ? `'${row.psName}` : row.psName);
      quotas.forEach((q, j) => {
        const v = row.values[q.quotaCode];
        expect(line[j + 1], `${row.psName} ${q.quotaCode}`).toBe(
          v === null || v === undefined ? null : Math.round(v * 10 ** q.fixed) / 10 ** q.fixed,
        );
      });
    });
    const totals = sheet.at(-1)!;
    expect(totals[0]).toBe('合计');
    expect(totals[quotas.findIndex((q) => q.quotaCode === 'GENERATION') + 1]).toBeCloseTo(shown.total.GENERATION!, 4);
  });
});
