import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModbusTCPServer } from 'jsmodbus';
import { connectAsync, type MqttClient } from 'mqtt';
import { backends, mqttForTests, psIdsByCode, startPortal, type Portal, until } from './harness';
import { liveKey } from '../../server/telemetry/liveStore';
import { MqttIngest } from '../../server/sources/mqtt/mqttIngest';
import { zoneOffset } from '../../shared/stationDay';
import { addModbusChannel } from '../fixtures/modbusChannel';

const mqttUrl = await mqttForTests();
const mqttAvailable = mqttUrl !== null;
const MQTT_URL = mqttUrl ?? '';

/** A Modbus TCP device on 127.0.0.1 that can be unplugged and plugged back in. */
class FakeDevice {
  readonly holding = Buffer.alloc(256);
  readonly coils = Buffer.alloc(8);
  readonly input = Buffer.alloc(64);
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async plugIn(port = 0): Promise<void> {
    const server = new net.Server();
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    new ModbusTCPServer(server, { holding: this.holding, coils: this.coils, input: this.input });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async unplug(): Promise<void> {
    const server = this.server;
    if (!server) return;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
    this.server = null;
  }
}

describe.each(backends)('ingest from devices and gateways on %s', (backend) => {
  let portal: Portal;
  let psId: number;
  let collectId: number;
  const device = new FakeDevice();

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    const station = await portal.app.db
      .selectFrom('power_station')
      .select('ps_id')
      .where('ps_code', '=', 'PL-PVES-028')
      .executeTakeFirstOrThrow();
    psId = station.ps_id;
    collectId = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!.collectId;
  });
  afterAll(async () => {
    await device.unplug().catch(() => undefined);
    await portal.close();
  });

  const live = (code: string) => portal.app.telemetry.live.get(liveKey(psId, 'JZNBQ', collectId, code))?.value;
  const channelState = async () => (await portal.app.db.selectFrom('channel').select('state').executeTakeFirstOrThrow()).state;

  it('polls a Modbus TCP device, scales its registers and follows changes', async () => {
    await device.plugIn();
    device.holding.writeFloatBE(123.5, 0);
    device.holding.writeInt16BE(452, 4);
    device.coils[0] = 0b001;
    device.input.writeUInt16BE(1180, 0);
    const channel_id = await addModbusChannel(portal.app.db, psId, device.port, 'Inverter 1 gateway', 200);
    const point = (pointCode: string, register: number, function_code: number, data_type: string, coefficient = 1) => ({
      channel_id,
      point_type: function_code <= 2 ? 'YX' : 'YC',
      equip_type: 'JZNBQ',
      collect_id: collectId,
      point_code: pointCode,
      point_name: pointCode,
      original_name: null,
      register,
      function_code,
      data_type,
      word_order: 'BE',
      byte_order: 'BE',
      coefficient,
      tag: null,
    });
    await portal.app.db
      .insertInto('channel_point')
      .values([
        point('P', 0, 3, 'float32'),
        point('Temp', 2, 3, 'int16', 0.1),
        point('PLimit', 10, 3, 'uint16'),
        point('Run', 0, 1, 'bool'),
        point('Alarm', 1, 1, 'bool'),
        point('Fault', 2, 1, 'bool'),
        point('Udc', 0, 4, 'uint16'),
      ])
      .execute();
    await portal.app.telemetry.modbus.reload();

    // Registers, coils and inputs are separate reads of one poll: wait until all have arrived.
    await until(() => live('P') === 123.5 && live('Run') !== undefined && live('Udc') !== undefined);
    expect(live('Temp')).toBeCloseTo(45.2, 5);
    expect(live('Run')).toBe(1);
    expect(live('Udc')).toBe(1180);
    await until(async () => (await channelState()) === 1);

    device.holding.writeFloatBE(150.25, 0);
    await until(() => live('P') === 150.25);
  });

  it('turns the channel disconnected within two periods of the device going away, and its inverter to state 5', async () => {
    await device.unplug();
    const gone = Date.now();
    await until(async () => (await channelState()) === 0, 3000);
    expect(Date.now() - gone).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 700));
    portal.app.telemetry.monitor.evaluateAll(Date.now(), 3000);
    expect(live('nbqState')).toBe(5);
  });

  it('reconnects when the device comes back, and values flow again', async () => {
    device.holding.writeFloatBE(99, 0);
    await device.plugIn(device.port);
    await until(async () => (await channelState()) === 1, 10_000);
    await until(() => live('P') === 99);
    portal.app.telemetry.monitor.evaluateAll(Date.now(), 3000);
    expect(live('nbqState')).toBe(1);
  });

  it('writes a set-point to its holding register, and picks up a changed coefficient without a restart', async () => {
    await portal.app.telemetry.modbus.write(psId, 'JZNBQ', collectId, 'PLimit', 80);
    expect(device.holding.readUInt16BE(20)).toBe(80);
    await portal.app.db.updateTable('channel_point').set({ coefficient: 0.01 }).where('point_code', '=', 'Temp').execute();
    await portal.app.telemetry.modbus.reload();
    await until(() => Math.abs((live('Temp') ?? 0) - 4.52) < 1e-9);
  });

  it.runIf(mqttAvailable)('takes gateway data and late buffered samples over MQTT; bad messages change nothing', async () => {
    // The Modbus channel of the tests above feeds the same inverter; its next poll would overwrite the gateway's values.
    portal.app.telemetry.modbus.stop();
    const ingest = new MqttIngest(MQTT_URL, portal.app.telemetry.ingest);
    await ingest.start();
    const publisher: MqttClient = await connectAsync(MQTT_URL);
    try {
      const now = Date.now();
      await publisher.publishAsync(
        `portal/v1/${psId}/JZNBQ/${collectId}/data`,
        JSON.stringify({ ts: now, period: 60, values: { P: 61.5, DayE: 210.25 } }),
        { qos: 1 },
      );
      await until(() => live('P') === 61.5);
      expect(live('DayE')).toBe(210.25);

      const station = portal.app.telemetry.registry.stations.get(psId)!;
      const seriesId = portal.app.telemetry.registry.seriesId(psId, 'JZNBQ', collectId, 'P')!;
      const lateTime = Math.floor((now - 6 * 3_600_000) / 300_000) * 300_000;
      await publisher.publishAsync(
        `portal/v1/${psId}/batch`,
        JSON.stringify({ samples: [{ equipType: 'JZNBQ', collectId, point: 'P', value: 42.75, ts: lateTime }] }),
        { qos: 1 },
      );
      const rejectedBefore = ingest.stats.rejected;
      await publisher.publishAsync(`portal/v1/${psId}/JZNBQ/${collectId}/data`, 'not json', { qos: 1 });
      await publisher.publishAsync(`portal/v1/${psId}/JZNBQ/${collectId}/data`, JSON.stringify({ values: { P: 'high' } }), {
        qos: 1,
      });
      await until(() => ingest.stats.rejected === rejectedBefore + 2);
      expect(live('P')).toBe(61.5);

      await portal.app.telemetry.flush();
      const day = new Date(lateTime + zoneOffset(station.timeZone, lateTime)).toISOString().slice(0, 10);
      const curve = (await portal.app.telemetry.history.readDay([seriesId], station.timeZone, day)).get(seriesId)!;
      expect(curve.samples[(lateTime - curve.start) / 300_000]).toBe(42.75);
    } finally {
      await publisher.endAsync();
      await ingest.stop();
    }
  });

  it.runIf(mqttAvailable)(
    'a gateway sample stamped in the future, or in seconds or microseconds, is refused and counted; the correct one after it is the live value',
    async () => {
      portal.app.telemetry.modbus.stop();
      const ingest = new MqttIngest(MQTT_URL, portal.app.telemetry.ingest);
      await ingest.start();
      const publisher: MqttClient = await connectAsync(MQTT_URL);
      const topic = `portal/v1/${psId}/JZNBQ/${collectId}/data`;
      try {
        const now = Date.now();
        const before = ingest.stats.messages;
        // 2100-01-01: without the rule it stays the newest value, "good", and nothing later replaces it.
        await publisher.publishAsync(topic, JSON.stringify({ ts: 4102444800000, values: { P: 666 } }), { qos: 1 });
        await publisher.publishAsync(topic, JSON.stringify({ ts: Math.floor(now / 1000), values: { P: 777, Temp: 7 } }), {
          qos: 1,
        });
        await publisher.publishAsync(topic, JSON.stringify({ ts: now * 1000, values: { P: 888 } }), { qos: 1 });
        await publisher.publishAsync(
          `portal/v1/${psId}/batch`,
          JSON.stringify({ samples: [{ equipType: 'JZNBQ', collectId, point: 'P', value: 555, ts: now + 10 * 60_000 }] }),
          { qos: 1 },
        );
        await publisher.publishAsync(topic, JSON.stringify({ ts: now + 1000, values: { P: 61.75 } }), { qos: 1 });
        await until(() => ingest.stats.messages === before + 5);
        const reading = portal.app.telemetry.live.get(liveKey(psId, 'JZNBQ', collectId, 'P'));
        expect([reading?.value, reading?.time, reading?.quality]).toEqual([61.75, now + 1000, 'good']);

        await portal.app.telemetry.flush();
        const seriesId = portal.app.telemetry.registry.seriesId(psId, 'JZNBQ', collectId, 'P')!;
        const strayDays = await portal.app.db
          .selectFrom('history_day')
          .select('day')
          .where('series_id', '=', seriesId)
          .where((eb) => eb.or([eb('start_ts', '>', now + 86_400_000), eb('start_ts', '<', Date.UTC(2000, 0, 1))]))
          .execute();
        expect(strayDays).toEqual([]);

        const admin = await portal.login('admin');
        const { status, body } = await portal.call({ method: 'GET', url: '/prod-api/monitor/gatewayRefusals', token: admin });
        expect(status).toBe(200);
        const mine = (body.data as any[]).filter((r) => r.psId === psId);
        expect(mine.map((r) => [r.reason, r.count, r.lastStamp])).toEqual([
          ['future', 2, now + 10 * 60_000],
          ['seconds', 2, Math.floor(now / 1000)],
          ['microseconds', 1, now * 1000],
        ]);
        expect(mine[0].psName).toBe(portal.app.telemetry.registry.stations.get(psId)!.psName);
        // Read like the channels: the Polish plant's operator sees its counts, the China group's administrator none.
        const refusalsOf = async (user: string) =>
          (
            await portal.call({ method: 'GET', url: '/prod-api/monitor/gatewayRefusals', token: await portal.login(user) })
          ).body.data.filter((r: { psId: number }) => r.psId === psId);
        expect(await refusalsOf('operator')).toEqual(mine);
        expect(await refusalsOf('gadmin')).toEqual([]);
      } finally {
        await publisher.endAsync();
        await ingest.stop();
      }
    },
  );

  it.runIf(mqttAvailable)(
    "two ingest processes of one share group split the gateways' messages: each reaches exactly one",
    async () => {
      const group = `test-${Math.random().toString(36).slice(2, 10)}`;
      const members = [
        new MqttIngest(MQTT_URL, portal.app.telemetry.ingest, { shareGroup: group }),
        new MqttIngest(MQTT_URL, portal.app.telemetry.ingest, { shareGroup: group }),
      ];
      await Promise.all(members.map((m) => m.start()));
      const publisher: MqttClient = await connectAsync(MQTT_URL);
      try {
        // A point no store knows: other tests' portals on the same broker take it and change nothing.
        for (let i = 0; i < 40; i++)
          await publisher.publishAsync(`portal/v1/${psId}/PS/0/data`, JSON.stringify({ values: { shareProbe: i } }), { qos: 1 });
        const received = () => members.map((m) => m.stats.messages);
        await until(() => received()[0]! + received()[1]! >= 40);
        await new Promise((r) => setTimeout(r, 300));
        expect(received()[0]! + received()[1]!).toBe(40);
        expect(Math.min(...received())).toBeGreaterThan(0);
      } finally {
        await publisher.endAsync();
        await Promise.all(members.map((m) => m.stop()));
      }
    },
  );
});

describe.each(backends)('a device a real source feeds (Modbus channel, MQTT gateway) is never simulated, on %s', (backend) => {
  const PERIOD_MS = 200;
  let portal: Portal;
  let psId: number;
  let collectId: number;
  const device = new FakeDevice();

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    psId = (await psIdsByCode(portal))['PL-PVES-028']!;
    collectId = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!.collectId;
    await device.plugIn();
    device.holding.writeFloatBE(1001, 0);
    const channel_id = await addModbusChannel(portal.app.db, psId, device.port, 'Inverter 1 gateway', PERIOD_MS);
    await portal.app.db
      .insertInto('channel_point')
      .values({
        channel_id,
        point_type: 'YC',
        equip_type: 'JZNBQ',
        collect_id: collectId,
        point_code: 'P',
        point_name: 'P',
        original_name: null,
        register: 0,
        function_code: 3,
        data_type: 'float32',
        word_order: 'BE',
        byte_order: 'BE',
        coefficient: 1,
        tag: null,
      })
      .execute();
    await portal.app.telemetry.configChanged();
  });
  afterAll(async () => {
    await device.unplug().catch(() => undefined);
    await portal.close();
  });

  const reading = (code = 'P') => portal.app.telemetry.live.get(liveKey(psId, 'JZNBQ', collectId, code));

  it('a backfill writes no simulated history for the device', async () => {
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    const seriesId = portal.app.telemetry.registry.seriesId(psId, 'JZNBQ', collectId, 'P')!;
    const to = Math.floor(Date.now() / 300_000) * 300_000 - 600_000;
    await portal.app.telemetry.backfill(to - 1_800_000, to);
    for (let t = to - 1_800_000; t <= to; t += 300_000) {
      const day = new Date(t + zoneOffset(station.timeZone, t)).toISOString().slice(0, 10);
      const curve = (await portal.app.telemetry.history.readDay([seriesId], station.timeZone, day)).get(seriesId)!;
      expect(curve.samples[(t - curve.start) / 300_000], new Date(t).toISOString()).toBeNaN();
    }
  });

  it('keeps exactly the device’s values across simulator ticks, and simulates none of its other points', async () => {
    for (const value of [1001, 1002, 1003, 1004]) {
      device.holding.writeFloatBE(value, 0);
      await until(() => reading()?.value === value);
      for (let i = 0; i < 3; i++) {
        portal.app.telemetry.tick(Date.now());
        expect(reading()?.value).toBe(value);
      }
    }
    expect(reading()?.quality).toBe('good');
    expect(reading('DayE')).toBeUndefined();
    expect(reading('Run')).toBeUndefined();
  });

  it('a command to a point its channel does not map reaches no simulated stand-in', async () => {
    expect(await portal.app.telemetry.command(psId, 'JZNBQ', collectId, 'OnOff', 0)).toEqual({ ok: false, reason: 'noChannel' });
  });

  it('a device that stops answering leaves its point stale, then interrupted, never refreshed by the simulator', async () => {
    await device.unplug();
    const last = reading()!;
    const key = liveKey(psId, 'JZNBQ', collectId, 'P');
    expect(portal.app.telemetry.live.get(key, last.time + 2.5 * PERIOD_MS)?.quality).toBe('stale');
    await new Promise((r) => setTimeout(r, 4 * PERIOD_MS));
    for (let i = 0; i < 3; i++) {
      portal.app.telemetry.tick(Date.now());
      expect(reading()).toMatchObject({ value: last.value, time: last.time, quality: 'interrupted' });
    }
    expect(reading('nbqState')?.value).toBe(5);
  });

  it.runIf(mqttAvailable)('a device its MQTT gateway reports keeps the gateway’s values across simulator ticks', async () => {
    const other = portal.app.telemetry.registry.devicesOf(psId).filter((d) => d.equipType === 'JZNBQ')[1]!;
    const key = liveKey(psId, 'JZNBQ', other.collectId, 'P');
    const ingest = new MqttIngest(MQTT_URL, portal.app.telemetry.ingest);
    await ingest.start();
    const publisher: MqttClient = await connectAsync(MQTT_URL);
    try {
      const topic = `portal/v1/${psId}/JZNBQ/${other.collectId}/data`;
      await publisher.publishAsync(topic, JSON.stringify({ ts: Date.now(), values: { P: 705.9 } }), { qos: 1 });
      await until(() => portal.app.telemetry.live.get(key)?.value === 705.9);
      for (let i = 0; i < 3; i++) {
        portal.app.telemetry.tick(Date.now());
        expect(portal.app.telemetry.live.get(key)?.value).toBe(705.9);
      }
    } finally {
      await publisher.endAsync();
      await ingest.stop();
    }
  });
});
