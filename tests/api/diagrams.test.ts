import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, startPortal, type Portal } from './harness';
import { storeDemoDiagrams } from '../../server/demo/demoDiagrams';
import type { Device } from '../../server/telemetry/pointRegistry';

/** A drawing as an engineer would upload it: one breaker and one power reading of the plant's devices. */
const uploaded = (psId: number, meterCollect: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
  <script>alert(1)</script>
  <rect x="10" y="10" width="20" height="20" data-point="${psId}_DB_${meterCollect}_F" data-kind="yx" onclick="alert(2)"/>
  <text x="40" y="30" data-point="${psId}_DB_${meterCollect}_P" data-kind="yc" data-format="power">—</text>
  <text x="40" y="60" data-point="99999_DB_1_P" data-kind="yc">—</text>
  <text x="40" y="90" data-point="not a key">—</text>
</svg>`;

describe.each(backends)('live wiring diagrams on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  const ids: Record<string, number> = {};
  let simTime = Date.now();

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    const rows = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
    for (const r of rows) ids[r.ps_code!] = r.ps_id;
    tick();
  });
  afterAll(() => portal.close());

  /** Three simulated seconds on, and never behind the clock: a reading older than two periods is stale. */
  function tick() {
    simTime = Math.max(simTime + 3000, Date.now());
    portal.app.telemetry.tick(simTime);
  }
  const diagram = async (psId: unknown, token = admin) =>
    portal.call({ method: 'GET', url: `/prod-api/monitor/diagram?psId=${psId}`, token });
  const values = async (payload: unknown, token = admin) =>
    portal.call({ method: 'POST', url: '/prod-api/monitor/diagram/values', payload: payload as object, token });
  const storagePlants = () => Object.entries(ids).filter(([code]) => /-(ES|PVES)-/.test(code));

  /** The point a key names, with its type, when the plant has it. */
  function pointOf(key: string): { type: string } | undefined {
    const [psId, equipType, collectId, code] = key.split('_') as [string, string, string, string];
    const { registry } = portal.app.telemetry;
    const device =
      equipType === 'PS' ? ({ equipType: 'PS' } as Device) : registry.deviceAt(Number(psId), equipType, Number(collectId));
    return device ? registry.pointsOf(device).find((p) => p.code === code) : undefined;
  }

  it('every storage and PV-plus-storage plant has a single-line diagram bound to points it really has', async () => {
    expect(storagePlants().length).toBe(11);
    for (const [code, psId] of storagePlants()) {
      const { status, body } = await diagram(psId);
      expect(status, code).toBe(200);
      expect(body.data.svgName, code).toBe('Single-line diagram');
      expect(body.data.svg, code).toMatch(/^<svg[^>]*class="sld"/);
      expect(body.data.svg, code).not.toMatch(/<script|onclick=/i);
      const keys: string[] = body.data.points;
      const pcs = portal.app.telemetry.registry.devicesOf(psId).filter((d) => d.equipType === 'PCS');
      // Per PCS at least its power, run state, start/stop and its cluster's charge.
      expect(keys.length, code).toBeGreaterThan(pcs.length * 8);
      for (const key of keys) {
        expect(key.startsWith(`${psId}_`), key).toBe(true);
        expect(pointOf(key), `${code} binds ${key}`).toBeDefined();
      }
      const controls = [...body.data.svg.matchAll(/data-control="([^"]+)"/g)].map((m) => m[1]!);
      expect(controls.length, code).toBeGreaterThanOrEqual(pcs.length);
      for (const key of controls) expect(pointOf(key)?.type, key).toBe('YK');
    }
  });

  it('the HV breaker of a box transformer shows its state and operates its YK point', async () => {
    const psId = ids['CN-ES-009']!;
    const xb = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'XB')!;
    const { body } = await diagram(psId);
    expect(body.data.svg).toContain(
      `data-point="${psId}_XB_${xb.collectId}_Breaker" data-kind="yx" data-control="${psId}_XB_${xb.collectId}_BreakerCtl"`,
    );
  });

  it('the values of the bound points arrive with time and quality, and move between polls', async () => {
    const psId = ids['CN-ES-009']!;
    const keys: string[] = (await diagram(psId)).body.data.points;
    tick();
    const first = (await values({ psId })).body.data;
    expect(Object.keys(first).sort()).toEqual([...keys].sort());
    const known = keys.filter((k) => typeof first[k].value === 'number');
    // Every bound point of a talking plant has a value; the station's own figures come from its devices.
    expect(known.length, JSON.stringify(keys.filter((k) => !known.includes(k)))).toBe(keys.length);
    expect(first[known[0]!]).toMatchObject({ quality: 'good', time: expect.any(Number) });
    // Over half a minute of simulated time readings move whatever the hour: the grid's frequency and voltage
    // always do (storage power and SOC only while the plant charges or discharges).
    const moved = new Set<string>();
    for (let i = 0; i < 10; i++) {
      tick();
      const next = (await values({ psId })).body.data;
      for (const k of keys) if (next[k].value !== first[k].value) moved.add(k);
    }
    expect(
      [...moved].some((k) => /_DB_\d+_F$/.test(k)),
      [...moved].join(', '),
    ).toBe(true);
    expect(moved.size).toBeGreaterThanOrEqual(2);
  });

  it('a plant without a diagram answers an empty drawing and no values', async () => {
    const psId = ids['CN-PV-001']!;
    expect((await diagram(psId)).body.data).toEqual({ svgId: null, svgName: null, uploadedAt: null, svg: '', points: [] });
    expect((await values({ psId })).body).toMatchObject({ code: 200, data: {} });
  });

  it('a plant the caller does not see is refused like a missing one; bad input names the field', async () => {
    const chinese = ids['CN-ES-008']!;
    expect((await diagram(chinese, operator)).status).toBe(404);
    expect((await values({ psId: chinese }, operator)).status).toBe(404);
    expect((await diagram(ids['DK-ES-018']!, operator)).status).toBe(200);
    const missing = await portal.call({ method: 'GET', url: '/prod-api/monitor/diagram', token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.field ?? missing.body.msg).toMatch(/psId/);
    const bad = await values({ psId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.field ?? bad.body.msg).toMatch(/psId/);
    expect((await values({})).status).toBe(400);
    expect((await diagram(123456789)).status).toBe(404);
    const anonymous = await portal.call({ method: 'GET', url: `/prod-api/monitor/diagram?psId=${chinese}` });
    expect(anonymous.status).toBe(401);
  });

  it('an uploaded master drawing replaces the demo one, sanitized, with only its own valid keys read', async () => {
    const psId = ids['DE-ES-014']!;
    const meterCollect = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'DB')!.collectId;
    const file = multipart('substation.svg', Buffer.from(uploaded(psId, meterCollect)));
    const upload = await portal.call({
      method: 'POST',
      url: '/prod-api/info/svgConfig/upload?field=svgPath',
      token: admin,
      payload: file.payload,
      headers: file.headers,
    });
    expect(upload.body.code).toBe(200);
    const created = await portal.call({
      method: 'POST',
      url: '/prod-api/info/svgConfig',
      token: admin,
      payload: { psId, svgName: 'Substation', svgPath: upload.body.data.url, isMaster: 1 },
    });
    expect(created.body.code).toBe(200);
    const { body } = await diagram(psId);
    expect(body.data.svgName).toBe('Substation');
    expect(body.data.svg).not.toMatch(/<script|onclick/);
    expect(body.data.points).toEqual([`${psId}_DB_${meterCollect}_F`, `${psId}_DB_${meterCollect}_P`, '99999_DB_1_P']);
    const read = (await values({ psId })).body.data;
    expect(typeof read[`${psId}_DB_${meterCollect}_P`].value).toBe('number');
    // A key of another plant is never read through this plant.
    expect(read['99999_DB_1_P']).toEqual({ value: null, time: null, quality: null });
  });

  it('a restarted demo store draws the diagram of a plant that lost it, and leaves plants with one alone', async () => {
    const psId = ids['PL-ES-027']!;
    await portal.app.db.deleteFrom('svg_config').where('ps_id', '=', psId).execute();
    expect((await diagram(psId)).body.data.svg).toBe('');
    const before = await portal.app.db.selectFrom('svg_config').select(['svg_id', 'svg_path']).execute();
    expect(await storeDemoDiagrams(portal.app.db, portal.config.dataDir)).toBe(1);
    const after = await portal.app.db.selectFrom('svg_config').select(['svg_id', 'ps_id', 'svg_path']).execute();
    expect(after.length).toBe(before.length + 1);
    const drawn = after.find((r) => r.ps_id === psId)!;
    expect(fs.existsSync(path.join(portal.config.dataDir, 'uploads', drawn.svg_path.slice('/profile/'.length)))).toBe(true);
    expect((await diagram(psId)).body.data.svg).toContain('Magazyn Energii');
    expect(await storeDemoDiagrams(portal.app.db, portal.config.dataDir)).toBe(0);
  });
});
