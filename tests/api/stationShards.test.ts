import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAsync } from 'mqtt';
import { dropRedisKeys, mqttForTests, PASSWORD, redisForTests, until, startPeer, startPortal, type Portal } from './harness';
import { liveKey } from '../../server/telemetry/liveStore';

const redisUrl = await redisForTests();
const mqttUrl = await mqttForTests();

/**
 * A fleet split into two station shards (docs/scale-out.md): an ingest process per shard simulates, keeps and
 * monitors its own stations; an API node keeps both shards' replicas and answers for every station, and so does
 * an API node of one shard, which keeps the other shard's summaries and borrows its stations when asked.
 */
describe.skipIf(!redisUrl)('a fleet split into two station shards', () => {
  const prefix = `test-${crypto.randomBytes(4).toString('hex')}:`;
  let one: Portal;
  let two: Portal;
  let api: Portal;
  let apiOfOne: Portal;
  let admin: string;

  beforeAll(async () => {
    const shared = {
      redisUrl: redisUrl!,
      redisPrefix: prefix,
      role: 'ingest' as const,
      simulate: true,
      mqttUrl: mqttUrl ?? undefined,
      mqttShareGroup: `shards-${prefix.slice(5, 13)}`,
    };
    one = await startPortal('sqlite', { ...shared, nodeId: 'ingest-1', stationShards: { count: 2, mine: 1 } });
    two = await startPeer(one, { nodeId: 'ingest-2', stationShards: { count: 2, mine: 2 } });
    api = await startPeer(one, { nodeId: 'api', role: 'api', simulate: false, stationShards: { count: 2, mine: null } });
    apiOfOne = await startPeer(one, { nodeId: 'api-1', role: 'api', simulate: false, stationShards: { count: 2, mine: 1 } });
    admin = await api.login('admin');
    // A live step in each, as their live loops take it: the state monitor runs where the shard's lease is held.
    await Promise.all([one.app.telemetry.liveTick(), two.app.telemetry.liveTick()]);
    await Promise.all([one.app.telemetryCluster!.replication.published(), two.app.telemetryCluster!.replication.published()]);
  });
  afterAll(async () => {
    await apiOfOne?.close();
    await api?.close();
    await two?.close();
    await one?.close();
    await dropRedisKeys(redisUrl!, prefix);
  });

  const stationsOf = (portal: Portal) => [...portal.app.telemetry.registry.stations.keys()].sort((a, b) => a - b);

  it('each ingest process keeps its shard of the stations, and no live value of the other shard', async () => {
    const all = stationsOf(api);
    expect(all.length).toBeGreaterThan(20);
    expect(stationsOf(one)).toEqual(all.filter((psId) => psId % 2 === 0));
    expect(stationsOf(two)).toEqual(all.filter((psId) => psId % 2 === 1));
    for (const psId of all) {
      const key = liveKey(psId, 'PS', 0, 'pstate');
      const keeper = psId % 2 === 0 ? one : two;
      expect(keeper.app.telemetry.live.raw(key), `${psId} in its shard`).toBeDefined();
      expect((keeper === one ? two : one).app.telemetry.live.raw(key), `${psId} outside its shard`).toBeUndefined();
    }
  });

  it('an API node shows the live power and state of every station, from both shards', async () => {
    const all = stationsOf(api);
    const silent = (
      await api.app.db.selectFrom('power_station').select('ps_id').where('ps_code', '=', 'DK-WP-017').executeTakeFirstOrThrow()
    ).ps_id;
    const read = async () =>
      (await api.call({ method: 'POST', url: '/prod-api/monitor/psLiveData', payload: { psIds: all }, token: admin })).body.data;
    let data = await read();
    for (const end = Date.now() + 5000; all.some((psId) => data[psId]?.pstate == null) && Date.now() < end;)
      data = await new Promise((r) => setTimeout(r, 100)).then(read);
    for (const psId of all) {
      expect(data[psId].pstate, `station ${psId}`).not.toBeNull();
      if (psId !== silent) expect(data[psId].acPower, `station ${psId}`).not.toBeNull();
    }
  });

  it("an API node of one shard keeps the other's summaries, and borrows a station of it when asked", async () => {
    const all = stationsOf(api);
    expect(stationsOf(apiOfOne)).toEqual(all);
    const summary = (portal: Portal, psId: number) => portal.app.telemetry.live.raw(liveKey(psId, 'PS', 0, 'pstate'));
    await until(() => all.every((psId) => summary(apiOfOne, psId) !== undefined && summary(api, psId) !== undefined));
    // The matrix, a fleet-wide screen, reads the summaries: the same from both nodes, with nothing borrowed.
    const matrix = async (portal: Portal) =>
      (await portal.call({ method: 'POST', url: '/prod-api/monitor/matrixRealData', payload: {}, token: admin })).body.data;
    const [whole, ofOne] = [await matrix(api), await matrix(apiOfOne)];
    expect(whole.stations.length).toBe(all.length);
    expect(ofOne.stations).toEqual(whole.stations);
    const foreign = stationsOf(two).find((psId) =>
      api.app.telemetry.registry.devicesOf(psId).some((d) => d.equipType === 'JZNBQ'),
    )!;
    const inverter = api.app.telemetry.registry.devicesOf(foreign).find((d) => d.equipType === 'JZNBQ')!;
    const power = liveKey(foreign, 'JZNBQ', inverter.collectId, 'P');
    await until(() => api.app.telemetry.live.raw(power) !== undefined);
    expect(apiOfOne.app.telemetry.live.raw(power), 'a device value of the other shard, unasked').toBeUndefined();
    // Of both shards' live steps it applied its own shard and the other's summaries only.
    const applied = [apiOfOne, api].map((portal) => portal.app.telemetryCluster!.replication.applied);
    expect(applied[0]).toBeGreaterThan(0);
    expect(applied[0]).toBeLessThan(0.6 * applied[1]!);

    const list = async (portal: Portal) =>
      (await portal.call({ method: 'GET', url: `/prod-api/monitor/nbqRealData/list?psId=${foreign}`, token: admin })).body;
    const borrowed = await list(apiOfOne);
    expect(borrowed.data.count).toBeGreaterThan(0);
    expect(borrowed.data.nbqDatas.some((d: { acPower: unknown }) => d.acPower !== null)).toBe(true);
    expect(borrowed).toEqual(await list(api));
    expect(apiOfOne.app.telemetry.live.raw(power)).toEqual(api.app.telemetry.live.raw(power));
  });

  it("a command on the API node is carried out by the process simulating the station's shard", async () => {
    for (const shard of [one, two]) {
      const psId = stationsOf(shard).find((id) =>
        shard.app.telemetry.registry.devicesOf(id).some((d) => d.equipType === 'JZNBQ'),
      )!;
      const inverter = shard.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
      const onOff = async (type: 0 | 1) =>
        (
          await api.call({
            method: 'POST',
            url: '/prod-api/remote/yk',
            token: admin,
            payload: { psId, point: `${psId}_JZNBQ_${inverter.collectId}_OnOff`, value: 0, type, passwd: PASSWORD },
          })
        ).body;
      expect(await onOff(0)).toMatchObject({ code: 200, data: true });
      expect(await onOff(1)).toMatchObject({ code: 200, data: true });
    }
  });

  it.runIf(mqttUrl)("a gateway's messages go to the process of its station's shard only", async () => {
    const [a, b] = [stationsOf(one)[0]!, stationsOf(two)[0]!];
    const taken = () => [one, two].map((p) => p.app.telemetry.mqtt!.stats.messages);
    // Started by hand: the tests' portals run no loops of their own.
    await Promise.all([one, two].map((p) => p.app.telemetry.mqtt!.start()));
    const publisher = await connectAsync(mqttUrl!);
    try {
      // A point no store knows: other tests' portals on the same broker take it and change nothing.
      const publish = (psId: number, i: number) =>
        publisher.publishAsync(`portal/v1/${psId}/PS/0/data`, JSON.stringify({ values: { shardProbe: i } }), { qos: 1 });
      const before = taken();
      for (let i = 0; i < 10; i++) await Promise.all([publish(a, i), publish(b, i), publish(a, 100 + i)]);
      await until(() => taken()[0]! - before[0]! >= 20 && taken()[1]! - before[1]! >= 10);
      await new Promise((r) => setTimeout(r, 300));
      expect(taken().map((n, i) => n - before[i]!)).toEqual([20, 10]);
    } finally {
      await publisher.endAsync();
    }
  });
});
