import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { MultipartFrames, multipartBoundary, type StreamPart } from '../../api/multipartFrames';
import { StationCalendar, localMidnight } from '../../shared/stationDay';
import { liveKey } from '../../server/telemetry/liveStore';
import { demoName } from './demoNames';
import { openDatabase } from '../../server/db/database';
import { loadEntities } from '../../server/entities/entityFiles';

const HOUR = 3_600_000;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Meuro has a weak string (box 4, branch 5 at 55 %); Golmud a string without current (box 2, branch 3). */
const MEURO = 'DE-PV-011';
const GOLMUD = 'CN-PV-001';
/** Solarpark Neuhardenberg: no cameras. */
const NO_CAMERAS = 'DE-PV-012';

interface OpenedStream {
  status: number;
  contentType: string | null;
  /** The next `n` images of the stream. */
  frames(n: number): Promise<StreamPart[]>;
  /** Whether the server ends the stream within `ms`. */
  endsWithin(ms: number): Promise<boolean>;
  close(): void;
}

describe.each(backends)('station cameras on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let ids: Record<string, number>;
  let base: string;

  /** The station's cameras as the store holds them, by the kind of name the demo gave them in its country's language. */
  const camera = async (code: string, kind: 'entranceCamera' | 'thermalCamera') =>
    portal.app.db
      .selectFrom('equipment')
      .selectAll()
      .where('ps_id', '=', ids[code]!)
      .where('equip_name', '=', demoName(code, kind))
      .executeTakeFirstOrThrow();

  const get = async (url: string, token = admin) => portal.call({ method: 'GET', url: `/prod-api${url}`, token });

  /** Opens a stream over a real connection of 127.0.0.1, as the browser does. */
  async function openStream(equipId: number, token: string): Promise<OpenedStream> {
    const abort = new AbortController();
    const response = await fetch(`${base}/prod-api/video/stream/${equipId}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const boundary = multipartBoundary(response.headers.get('content-type'));
    const reader = response.body!.getReader();
    const parser = boundary ? new MultipartFrames(boundary) : null;
    const queued: StreamPart[] = [];
    let ended = false;
    const more = async () => {
      const { done, value } = await reader.read();
      if (done) ended = true;
      else queued.push(...parser!.push(value));
    };
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      async frames(n) {
        while (queued.length < n && !ended) await more();
        return queued.splice(0, n);
      },
      async endsWithin(ms) {
        const until = Date.now() + ms;
        while (!ended && Date.now() < until) await Promise.race([more(), new Promise((r) => setTimeout(r, until - Date.now()))]);
        return ended;
      },
      close: () => abort.abort(),
    };
  }

  /** The simulator's clock: it only moves forward (an older step would leave newer values standing). */
  let lastTick = Date.now();
  /** Every station's devices read once at the station's next noon after the last step: its array in daylight. */
  /**
   * Steps the fleet to the next noon of the station with the sun on its plane: thermography needs irradiance
   * (IEC TS 62446-3 asks for 600 W/m²; a northern December noon gives less, so 400), and a grey day has none.
   */
  function tickAtNoonOf(code: string) {
    const station = portal.app.telemetry.registry.stations.get(ids[code]!)!;
    const pyranometer = portal.app.telemetry.registry.devicesOf(station.psId).find((d) => d.equipType === 'QXZ')!;
    const today = new StationCalendar().dayOf(station.timeZone, lastTick).day;
    let noon = localMidnight(station.timeZone, today) + 12 * HOUR;
    for (let day = 0; day < 60; day++, noon += 24 * HOUR) {
      if (noon <= lastTick) continue;
      lastTick = noon;
      portal.app.telemetry.tick(noon);
      const irradiance = portal.app.telemetry.live.raw(liveKey(station.psId, 'QXZ', pyranometer.collectId, 'Irr'))?.value;
      if (typeof irradiance === 'number' && irradiance >= 400) return;
    }
    throw new Error(`no sunny noon at ${code} in 60 days`);
  }

  beforeAll(async () => {
    portal = await startPortal(backend);
    ids = await psIdsByCode(portal);
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    tickAtNoonOf(MEURO);
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(portal.app.server.address() as AddressInfo).port}`;
  }, 90_000);
  afterAll(() => portal?.close());

  it('a camera station lists its cameras with their kind, stream and online state', async () => {
    const { status, body } = await get(`/video/cameras?psId=${ids[MEURO]}`, operator);
    expect(status).toBe(200);
    const entrance = await camera(MEURO, 'entranceCamera');
    const thermal = await camera(MEURO, 'thermalCamera');
    expect(body.data.cameras).toEqual([
      expect.objectContaining({
        equipId: entrance.equip_id,
        cameraBrand: 'Hikvision',
        cameraType: 'visible',
        streamUrl: `/prod-api/video/stream/${entrance.equip_id}`,
        streamKind: 'multipart',
        online: 1,
        quality: 'good',
      }),
      expect.objectContaining({ equipId: thermal.equip_id, cameraType: 'thermal', online: 1 }),
    ]);
  });

  it('the stream answers PNG frames in a multipart answer, and they change over time', async () => {
    const { equip_id: equipId } = await camera(MEURO, 'entranceCamera');
    const stream = await openStream(equipId, operator);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^multipart\/x-mixed-replace; boundary=/);
      const [first, second] = await stream.frames(2);
      for (const frame of [first!, second!]) {
        expect(frame.type).toBe('image/png');
        expect([...frame.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      }
      expect(Buffer.from(second!.bytes).equals(Buffer.from(first!.bytes))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('a stream ends when its session ends', async () => {
    const { equip_id: equipId } = await camera(MEURO, 'entranceCamera');
    const token = await portal.login('operator');
    const stream = await openStream(equipId, token);
    expect((await stream.frames(1)).length).toBe(1);
    expect((await portal.call({ method: 'POST', url: '/prod-api/logout', token })).status).toBe(200);
    expect(await stream.endsWithin(4000)).toBe(true);
  });

  it('a user holds at most four streams at once', async () => {
    const { equip_id: equipId } = await camera(MEURO, 'entranceCamera');
    const token = await portal.login('operator');
    const open = await Promise.all([1, 2, 3, 4].map(() => openStream(equipId, token)));
    try {
      expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      const fifth = await openStream(equipId, token);
      expect(fifth.status).toBe(429);
      fifth.close();
    } finally {
      open.forEach((s) => s.close());
    }
  });

  it('the European operator cannot open a Chinese station’s cameras', async () => {
    const chinese = await camera(GOLMUD, 'entranceCamera');
    const thermal = await camera(GOLMUD, 'thermalCamera');
    const stream = await openStream(chinese.equip_id, operator);
    expect(stream.status).toBe(404);
    stream.close();
    expect((await get(`/video/thermal/${thermal.equip_id}`, operator)).status).toBe(404);
    expect((await get(`/video/cameras?psId=${ids[GOLMUD]}`, operator)).status).toBe(404);
    // The administrator sees them.
    expect((await get(`/video/cameras?psId=${ids[GOLMUD]}`)).body.data.cameras).toHaveLength(2);
  });

  it('a device that is no camera, or an id that is none, is refused without a fault', async () => {
    const meter = portal.app.telemetry.registry.devicesOf(ids[MEURO]!).find((d) => d.equipType === 'DB')!;
    const foreign = portal.app.telemetry.registry.devicesOf(ids[GOLMUD]!).find((d) => d.equipType === 'DB')!;
    expect((await get(`/video/stream/${meter.equipId}`, operator)).status).toBe(400);
    expect((await get(`/video/thermal/${meter.equipId}`, operator)).status).toBe(400);
    // Another group's meter reads as missing, not as "no camera".
    expect((await get(`/video/stream/${foreign.equipId}`, operator)).status).toBe(404);
    const entrance = await camera(MEURO, 'entranceCamera');
    expect((await get(`/video/thermal/${entrance.equip_id}`, operator)).status).toBe(400);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999', '2147483647'])
      for (const url of [`/video/stream/${bad}`, `/video/thermal/${bad}`]) {
        const { status } = await get(url, operator);
        expect(status, url).toBeGreaterThanOrEqual(400);
        expect(status, url).toBeLessThan(500);
      }
    expect((await get('/video/cameras?psId=abc', operator)).status).toBe(400);
    expect((await portal.call({ method: 'GET', url: `/prod-api/video/stream/${entrance.equip_id}` })).status).toBe(401);
  });

  it('the thermal picture of Meuro has its hot spot over the weak string, hotter than everything else', async () => {
    const thermal = await camera(MEURO, 'thermalCamera');
    const { status, body } = await get(`/video/thermal/${thermal.equip_id}`, operator);
    expect(status).toBe(200);
    const frame = body.data;
    expect(frame).toMatchObject({
      reason: null,
      width: 160,
      height: 120,
      target: { kind: 'strings', equipName: demoName(MEURO, 'combinerBox', 4) },
    });
    expect(frame.values).toHaveLength(160 * 120);
    const weak = frame.regions.find((r: any) => r.branch === 5);
    expect(weak.state).toBe('weak');
    expect(frame.regions.filter((r: any) => r.state !== 'normal').map((r: any) => r.branch)).toEqual([5]);
    expect(frame.spot.y).toBeGreaterThanOrEqual(weak.y);
    expect(frame.spot.y).toBeLessThan(weak.y + weak.height);
    const elsewhere = frame.values.filter((_: number, i: number) => {
      const y = Math.floor(i / frame.width);
      return y < weak.y || y >= weak.y + weak.height;
    });
    expect(frame.spot.temp).toBe(frame.max);
    expect(frame.spot.temp).toBeGreaterThan(Math.max(...elsewhere) + 1);
    // The picture starts from the weather station's module temperature, and the box's currents are its strings'.
    const { registry, live } = portal.app.telemetry;
    const devices = registry.devicesOf(ids[MEURO]!);
    const weather = devices.find((d) => d.equipType === 'QXZ')!;
    expect(frame.reference.moduleTemp).toBe(live.raw(liveKey(ids[MEURO]!, 'QXZ', weather.collectId, 'Tmod'))!.value);
    const box = devices.find((d) => d.name === demoName(MEURO, 'combinerBox', 4))!;
    expect(weak.reading).toBe(live.raw(liveKey(ids[MEURO]!, 'HLX', box.collectId, 'I5'))!.value);
    expect(thermal.parent_id).toBe(box.equipId);
  });

  it('the thermal picture of Golmud shows its string without current warmer than the rest', async () => {
    const thermal = await camera(GOLMUD, 'thermalCamera');
    tickAtNoonOf(GOLMUD);
    const frame = (await get(`/video/thermal/${thermal.equip_id}`)).body.data;
    expect(frame.target.equipName).toBe(demoName(GOLMUD, 'combinerBox', 2));
    const open = frame.regions.find((r: any) => r.branch === 3);
    expect(open).toMatchObject({ state: 'open', reading: 0 });
    expect(frame.spot.y).toBeGreaterThanOrEqual(open.y);
    expect(frame.spot.y).toBeLessThan(open.y + open.height);
  });

  it('a real camera (one a source feeds) gets no model picture: the portal does not collect its temperatures yet', async () => {
    const thermal = await camera(MEURO, 'thermalCamera');
    const { owners } = portal.app.telemetry.registry;
    owners.add('mqtt', thermal.equip_id);
    try {
      const frame = (await get(`/video/thermal/${thermal.equip_id}`, operator)).body.data;
      expect(frame).toMatchObject({ reason: 'notCollected', values: [], spot: null, max: null });
    } finally {
      owners.set('mqtt', []);
    }
  });

  it('a station without cameras has no video entries in its menu; a camera station has both', async () => {
    const menu = async (code: string, token: string) => {
      const { body } = await get(`/reception/getRouters?menuFlag=1&psId=${ids[code]}`, token);
      const names: string[] = [];
      const walk = (items: any[]) =>
        items.forEach((item) => {
          names.push(`${item.name}:${item.component}`);
          walk(item.children ?? []);
        });
      walk(body.data);
      return names;
    };
    const plain = await menu(NO_CAMERAS, operator);
    expect(plain.length).toBeGreaterThan(3);
    expect(plain.filter((n) => /^(Video|Irvideo):/.test(n))).toEqual([]);
    expect((await menu(MEURO, operator)).filter((n) => /^(Video|Irvideo):/.test(n))).toEqual([
      'Video:schema:cameras',
      'Irvideo:schema:thermal-cameras',
    ]);
  });
});

describe('a store made before cameras had a kind', () => {
  it('turns free-text camera types into visible or thermal, and gains the stream URL column', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-old-cameras-'));
    try {
      const file = new SQLite(path.join(dataDir, 'portal.sqlite'));
      file.exec(fs.readFileSync('tests/fixtures/stores/store-v1.sql', 'utf8'));
      file.exec(`update equipment set camera_type = 'Dome PTZ' where equip_id = 193;
        update equipment set camera_type = '红外热成像' where equip_id = 194;`);
      file.close();
      const database = await openDatabase({ dataDir }, loadEntities('schemas'));
      try {
        const cameras = await database.db
          .selectFrom('equipment')
          .select(['equip_id', 'camera_type', 'stream_url'])
          .where('equip_type', '=', 'TV')
          .orderBy('equip_id')
          .execute();
        expect(cameras).toEqual([
          { equip_id: 193, camera_type: 'visible', stream_url: null },
          { equip_id: 194, camera_type: 'thermal', stream_url: null },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
