import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { connectAsync } from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { startPortalProcess, type RunningPortal } from './portalServer';
import { decodeSamples } from '../../server/telemetry/daySlots';

const MQTT_URL = process.env.TEST_MQTT_URL || 'mqtt://127.0.0.1:1883';
const SLOT_MS = 5 * 60_000;
const SAMPLES = 12;

async function brokerUp(): Promise<boolean> {
  try {
    await (await connectAsync(MQTT_URL, { connectTimeout: 2000, reconnectPeriod: 0 })).endAsync();
    return true;
  } catch (error) {
    if (process.env.REQUIRE_MQTT === '1') throw error;
    return false;
  }
}

/** The slots of a series that hold a value, read straight from the store (docs/history.md, the stored format). */
function storedSlots(file: string, psId: number, collectId: number): number[] {
  const store = new Database(file, { readonly: true });
  try {
    const series = store
      .prepare("select series_id from series where ps_id = ? and equip_type = 'JZNBQ' and collect_id = ? and point_code = 'P'")
      .get(psId, collectId) as { series_id: number } | undefined;
    if (!series) return [];
    const days = store.prepare('select start_ts, samples from history_day where series_id = ?').all(series.series_id) as {
      start_ts: number;
      samples: Buffer;
    }[];
    return days.flatMap(({ start_ts, samples }) => {
      return [...decodeSamples(samples)].flatMap((v, i) => (Number.isNaN(v) ? [] : [start_ts + i * SLOT_MS]));
    });
  } finally {
    store.close();
  }
}

describe.runIf(await brokerUp())('a gateway batch acknowledged just before a crash', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  const env = { MQTT_URL, SIMULATOR: 'off', BACKFILL_DAYS: '0', CAPTCHA: 'off' };
  let portal: RunningPortal | undefined;
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const gatewayValues = async (running: RunningPortal) =>
    (await (await fetch(`${running.url}/prod-api/health`)).json()).data.gatewayValues as number;
  /**
   * Until the portal has taken a gateway value beyond those it held at start: then its subscription stands, and
   * what the broker kept for its session, sent before the probes, has come too.
   */
  const subscribed = async (running: RunningPortal, probe: () => Promise<unknown>) => {
    const before = await gatewayValues(running);
    await expect
      .poll(
        async () => {
          await probe();
          return gatewayValues(running);
        },
        { timeout: 20_000, interval: 200, message: 'the portal never took a gateway value' },
      )
      .toBeGreaterThan(before);
  };

  it('is in history after kill -9 1.5 s later and a restart, all 12 samples, and so is what came while it was down', async () => {
    portal = await startPortalProcess(env, { dataDir });
    const file = path.join(dataDir, 'portal.sqlite');
    const store = new Database(file, { readonly: true });
    const { ps_id: psId } = store.prepare("select ps_id from power_station where ps_code = 'DE-PV-011'").get() as {
      ps_id: number;
    };
    const { collect_id: collectId } = store
      .prepare("select collect_id from equipment where ps_id = ? and equip_type = 'JZNBQ' order by collect_id")
      .get(psId) as { collect_id: number };
    store.close();

    const gateway = await connectAsync(MQTT_URL);
    try {
      // Another inverter's value tells that the portal listens, without touching the counted series.
      const probe = () =>
        gateway.publishAsync(`portal/v1/${psId}/JZNBQ/${collectId + 1}/data`, JSON.stringify({ values: { P: 1 } }), { qos: 1 });
      await subscribed(portal, probe);
      const last = Math.floor(Date.now() / SLOT_MS) * SLOT_MS - SLOT_MS;
      const stamps = Array.from({ length: SAMPLES }, (_, k) => last - k * SLOT_MS);
      const samples = stamps.map((ts, k) => ({ equipType: 'JZNBQ', collectId, point: 'P', value: 100 + k, ts }));
      // QoS 1: settles once the portal has acknowledged the batch.
      await gateway.publishAsync(`portal/v1/${psId}/batch`, JSON.stringify({ period: 300, samples }), { qos: 1 });
      // The crash itself, 1.5 s after the acknowledgement: sooner than any periodic write of history, which is
      // what the test is about (not a wait for something to happen).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await portal.kill();
      // Published while the portal is down: the broker keeps it for the portal's session.
      const whileDown = last + SLOT_MS;
      const late = { equipType: 'JZNBQ', collectId, point: 'P', value: 99, ts: whileDown };
      await gateway.publishAsync(`portal/v1/${psId}/batch`, JSON.stringify({ period: 300, samples: [late] }), { qos: 1 });

      portal = await startPortalProcess(env, { dataDir });
      await subscribed(portal, probe);
      // A graceful stop writes history: what the restarted portal holds of the batch reaches the store.
      await portal.stop();
      portal = undefined;
      expect(storedSlots(file, psId, collectId).sort()).toEqual([...stamps, whileDown].sort());
    } finally {
      await gateway.endAsync();
    }
  }, 180_000);
});
