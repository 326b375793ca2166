import type { FastifyRequest } from 'fastify';
import type { MemoryLiveStore } from '../telemetry/liveStore';
import type { PointRegistry } from '../telemetry/pointRegistry';
import type { VectorStore, VectorValue } from '../telemetry/vectorStore';
import type { ClusterLink } from './clusterLink';
import { LIVE_PUBLISH_MS, pointIndexOf } from './liveReplication';
import { shardOf, shardSuffix, type StationShards } from './stationShards';

/**
 * The stations of other shards that an API node of one shard is asked about (docs/scale-out.md): their
 * devices' values are read from their shard's snapshot hash in Redis when a request needs them, at most once a
 * publication (half a second, the lag of a replica anyway), rather than followed value by value. What an API
 * node applies and keeps continuously is thus its own shard and every station's summary.
 */
export class BorrowedStations {
  /** When each borrowed station was last read. */
  private readonly readAt = new Map<number, number>();
  /** Reads under way, which later requests for the same station wait for. */
  private readonly reading = new Map<number, Promise<void>>();

  constructor(
    private readonly link: ClusterLink,
    private readonly live: MemoryLiveStore,
    private readonly vectors: VectorStore,
    private readonly registry: PointRegistry,
    private readonly shards: StationShards,
  ) {}

  /** Settles once the other shards' stations among `psIds` hold their values of the last publication; null: they do. */
  lend(psIds: Iterable<number>): Promise<void> | null {
    const { count, mine } = this.shards;
    const now = Date.now();
    const waits: Promise<void>[] = [];
    const stale: number[] = [];
    for (const psId of psIds) {
      if (shardOf(psId, count) === mine || !this.registry.stations.has(psId)) continue;
      const reading = this.reading.get(psId);
      if (reading) waits.push(reading);
      else if (now - (this.readAt.get(psId) ?? -Infinity) >= LIVE_PUBLISH_MS) stale.push(psId);
    }
    if (stale.length) {
      const read = this.read(stale).finally(() => stale.forEach((psId) => this.reading.delete(psId)));
      for (const psId of stale) this.reading.set(psId, read);
      waits.push(read);
    }
    return waits.length ? Promise.all(waits).then(() => undefined) : null;
  }

  /** Each station's device points from its index, then their values: two round trips for all the stations. */
  private async read(psIds: number[]): Promise<void> {
    const { count } = this.shards;
    const redis = this.link.redis;
    const indexes = await Promise.all(psIds.map((psId) => redis.hkeys(this.link.key(pointIndexOf(psId)))));
    const pipeline = redis.pipeline();
    psIds.forEach((psId, i) => {
      if (!indexes[i]!.length) return;
      const suffix = shardSuffix(shardOf(psId, count), count);
      pipeline.hmget(this.link.key(`live${suffix}`), ...indexes[i]!);
      pipeline.hmget(this.link.key(`vectors${suffix}`), ...indexes[i]!);
    });
    const answers = (await pipeline.exec()) ?? [];
    const at = Date.now();
    let answer = 0;
    psIds.forEach((psId, i) => {
      this.readAt.set(psId, at);
      const keys = indexes[i]!;
      if (!keys.length) return;
      const [live, vectors] = [answers[answer++]?.[1], answers[answer++]?.[1]] as [(string | null)[], (string | null)[]];
      keys.forEach((key, k) => {
        const value = live?.[k];
        if (value) {
          const [v, time, period] = value.split(' ').map(Number) as [number, number, number];
          this.live.putReplica(key, v, time, period);
        }
        const vector = vectors?.[k];
        if (vector) this.vectors.putReplica(key, JSON.parse(vector) as VectorValue);
      });
    });
  }
}

/** The stations a request names (`psId`, `psIds` or a device's `equipId`, in its path, query or body). */
export function stationsAsked(request: FastifyRequest, registry: PointRegistry): number[] {
  const psIds: number[] = [];
  for (const part of [request.params, request.query, request.body]) {
    if (!part || typeof part !== 'object') continue;
    const { psId, psIds: many, equipId } = part as Record<string, unknown>;
    if (psId !== undefined) psIds.push(Number(psId));
    if (Array.isArray(many)) psIds.push(...many.map(Number));
    else if (typeof many === 'string') psIds.push(...many.split(',').map(Number));
    const device = equipId === undefined ? undefined : registry.devices.get(Number(equipId));
    if (device) psIds.push(device.psId);
  }
  return psIds.filter(Number.isInteger);
}
