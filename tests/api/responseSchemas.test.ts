import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { backends, startPortal, type Portal } from './harness';
import { LiveAnswers } from '../../server/telemetry/liveAnswers';

/**
 * What the last answer was before Fastify serialized it (the test injects one request at a time). The app is
 * built with a Fastify whose root has this hook from the start, so every domain plugin inherits it; the
 * production code needs no seam for it.
 */
let produced: unknown;
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withCapture = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options) as unknown as FastifyInstance;
    app.addHook('preSerialization', async (_request, _reply, payload) => {
      produced = JSON.parse(JSON.stringify(payload));
      return payload;
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: withCapture };
});

// Kept live answers are serialized by their route's serializer before Fastify sees them: capture them there,
// under a key of each call's own so that every call computes its answer.
const send = LiveAnswers.prototype.send;
let calls = 0;
vi.spyOn(LiveAnswers.prototype, 'send').mockImplementation(function (this: LiveAnswers, reply, key, psIds, compute, now) {
  const capturing = () => {
    const payload = compute();
    produced = JSON.parse(JSON.stringify(payload));
    return payload;
  };
  return send.call(this, reply, `${key}#${++calls}`, psIds, capturing, now);
});

/** Routes that answer a file, not JSON: they have no response schema on purpose. */
const BINARY_ROUTES = [
  /^\/prod-api\/profile\/:folder\/:name$/,
  /\/export$/,
  /\/template$/,
  /^\/prod-api\/event\/stream$/,
  /^\/prod-api\/video\/stream\/:equipId$/,
  /^\/prod-api\/common\/download$/,
];

/** Read-only POST routes: everything under /monitor answers a query and changes nothing, as do the event list and counts. */
const readOnlyPost = (url: string) =>
  url.startsWith('/prod-api/monitor/') || url === '/prod-api/event/list' || url === '/prod-api/event/count';

/** Answers with a precise schema (no open object): the comparison must reach each of them. */
const PRECISE_ROUTES = [
  'POST /prod-api/monitor/homeRealData',
  'GET /prod-api/monitor/homeTurbines',
  'GET /prod-api/monitor/nbqRealData/list',
  'GET /prod-api/monitor/nbqRealData/nbqRealState/:psId',
  'GET /prod-api/monitor/nbqRealData/nbqRealIndicator/:psId',
  'POST /prod-api/monitor/nbqRealData/realData',
  'POST /prod-api/monitor/nbqRealData/hlxData',
  'POST /prod-api/monitor/nbqRealData/powerCurve',
  'POST /prod-api/monitor/nbqRealData/hlxTotalCurve',
  'POST /prod-api/monitor/nbqRealData/nbqDciCurve',
  'POST /prod-api/monitor/homePowerCharts',
  'POST /prod-api/monitor/powerStationCurveData',
  'POST /prod-api/monitor/homeCapacityDay',
  'POST /prod-api/monitor/homeCapacityMonth',
  'POST /prod-api/monitor/homeCapacityYear',
  'POST /prod-api/monitor/powerStationRealData',
  'POST /prod-api/monitor/monitorsRealData',
  'POST /prod-api/monitor/totalHomePowerCharts',
  'POST /prod-api/monitor/homeGridEnergy',
  'POST /prod-api/monitor/homeTurbineCurve',
  'POST /prod-api/monitor/fleetOverview',
  'POST /prod-api/monitor/fleetRankings',
  'POST /prod-api/monitor/benchmark',
  'POST /prod-api/monitor/getRealDataByPoints',
  'POST /prod-api/monitor/getEquipRealData',
  'POST /prod-api/monitor/getEquipPointTypeRealData',
  'GET /prod-api/monitor/psRealTimeData',
  'GET /prod-api/monitor/diagram',
  'POST /prod-api/monitor/diagram/values',
  'POST /prod-api/event/list',
];

describe.each(backends)('response schemas (%s)', (backend) => {
  let portal: Portal;
  let admin: string;
  let stations: { ps_id: number; ps_type: string }[];

  beforeAll(async () => {
    portal = await startPortal(backend);
    admin = await portal.login('admin');
    const now = Date.now();
    await portal.app.telemetry.backfill(now - 3_600_000, now);
    const all = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_type']).orderBy('ps_id').execute();
    // One station of each kind: PV, wind, storage, PV with storage.
    stations = [...new Map(all.map((s) => [s.ps_type, s])).values()];
    // Events of each station, so the event list has rows to compare: a device's, and a station's without a device or point.
    for (const { ps_id } of stations) {
      const device = portal.app.telemetry.registry.devicesOf(ps_id)[0]!;
      const event = { ps_id, level: 2, event_time: now, event_type: 5, action: 1, confirmed: 0 };
      portal.app.telemetry.events.raise({
        ...event,
        equip_id: device.equipId,
        equip_type: device.equipType,
        collect_id: device.collectId,
        point_code: 'nbqState',
        content_key: 'event.commLost',
        content_params: JSON.stringify({ device: device.name, point: 'nbqState' }),
      });
      portal.app.telemetry.events.raise({
        ...event,
        equip_id: null,
        equip_type: 'PS',
        collect_id: 0,
        point_code: null,
        content_key: 'event.signalOn',
        content_params: JSON.stringify({ point: 'pstate' }),
      });
    }
  }, 120_000);
  afterAll(() => portal.close());

  it('every /prod-api route declares its 2xx answer, files excepted', () => {
    const api = portal.app.routeTable.filter((r) => r.url.startsWith('/prod-api') && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(100);
    const missing = api.filter((r) => {
      const response = r.schema?.response as Record<string, unknown> | undefined;
      return !response?.['200'] && !response?.['2xx'];
    });
    const unexpected = missing.filter((r) => !BINARY_ROUTES.some((b) => b.test(r.url)));
    expect(unexpected.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // The exemption list names only routes that exist and answer files.
    for (const binary of BINARY_ROUTES) expect(missing.some((r) => binary.test(r.url))).toBe(true);
  });

  it('answers lose nothing in serialization: every GET and monitor query, for each kind of station', async () => {
    const routes = portal.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/prod-api') &&
        (r.method === 'GET' || (r.method === 'POST' && readOnlyPost(r.url))) &&
        !BINARY_ROUTES.some((b) => b.test(r.url)),
    );
    // The device calls need a device: a string inverter (with combiner boxes) where there is one, else any inverter.
    const deviceOf = (psId: number) => {
      const devices = portal.app.telemetry.registry.devicesOf(psId);
      return (
        devices.find((d) => d.equipType === 'JZNBQ') ??
        devices.find((d) => ['ZCNBQ', 'GCNBQ'].includes(d.equipType)) ??
        devices[0]!
      );
    };
    const compared = new Set<string>();
    const answers = new Map<string, unknown[]>();
    const lossy: string[] = [];
    for (const station of stations) {
      const psId = station.ps_id;
      const today = new Date().toISOString().slice(0, 10);
      for (const r of routes) {
        const url = r.url
          .replace(/:psId|:id/g, String(psId))
          .replace(':name', 'equipment')
          .replace(':type', 'sys_yes_no');
        if (url.includes(':')) continue;
        const device = deviceOf(psId);
        const input = {
          psId,
          psIds: [psId],
          date: today,
          pageNum: 1,
          pageSize: 20,
          psType: station.ps_type,
          // Point codes for the curves; point keys (one a device's serial number) for the readings by key.
          points: r.url.endsWith('/getRealDataByPoints')
            ? [`${psId}_PS_0_acPower`, `${psId}_${device.equipType}_${device.collectId}_sn`]
            : ['acPower', 'dayCap'],
          ...(r.method === 'POST' ? { equipId: device.equipId, equipType: device.equipType } : {}),
        };
        produced = undefined;
        const response = await portal.app.inject({
          method: r.method as 'GET' | 'POST',
          url:
            r.method === 'GET'
              ? `${url}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`
              : url,
          headers: { authorization: `Bearer ${admin}` },
          ...(r.method === 'POST' ? { payload: input } : {}),
        });
        if (response.statusCode !== 200 || !response.headers['content-type']?.toString().includes('json')) continue;
        if (!isDeepStrictEqual(response.json(), produced)) lossy.push(`${r.method} ${r.url} (${station.ps_type})`);
        compared.add(`${r.method} ${r.url}`);
        answers.set(`${r.method} ${r.url}`, [...(answers.get(`${r.method} ${r.url}`) ?? []), produced]);
      }
    }
    expect(lossy).toEqual([]);
    // Most of the read routes answered 200 for at least one kind of station.
    expect(compared.size).toBeGreaterThan(50);
    expect(PRECISE_ROUTES.filter((r) => !compared.has(r))).toEqual([]);
    // The lists were compared with items of every shape: turbines, string inverters (combiner boxes) and others.
    const items = (route: string, list: string) =>
      (answers.get(route) as { data: Record<string, { equipType: string }[]> }[]).flatMap((a) => a.data[list]!);
    expect(items('GET /prod-api/monitor/homeTurbines', 'turbines').length).toBeGreaterThan(0);
    const inverterTypes = new Set(items('GET /prod-api/monitor/nbqRealData/list', 'nbqDatas').map((d) => d.equipType));
    expect(inverterTypes.has('JZNBQ') && inverterTypes.size > 1).toBe(true);
    expect(items('POST /prod-api/monitor/nbqRealData/hlxData', 'hlxDcis').length).toBeGreaterThan(0);
    const events = answers.get('POST /prod-api/event/list') as { rows: unknown[] }[];
    expect(events.some((a) => a.rows.length > 0)).toBe(true);
  }, 120_000);
});
