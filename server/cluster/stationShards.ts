import { STATION_POINTS } from '../telemetry/stationLive';

/**
 * Station shards (docs/scale-out.md): a large deployment splits its fleet into `STATION_SHARDS` shares by
 * station number. An ingest process started with `STATION_SHARD=k` keeps, simulates and monitors shard k
 * only; an API node started so keeps shard k's live values and every station's summary, and borrows another
 * shard's station from Redis when a request asks for it. Shard of a station: its number modulo the count,
 * plus one (stations added later spread evenly).
 */
export interface StationShards {
  /** How many shards the deployment has (1: unsharded, every Redis key and channel named as before shards). */
  count: number;
  /** This process's shard, 1 to count; null: it keeps every shard. */
  mine: number | null;
}

export function shardOf(psId: number, count: number): number {
  return (psId % count) + 1;
}

/** The shard of a live key (`<psId>_<type>_<collect>_<code>`, liveStore.ts). */
export function shardOfKey(key: string, count: number): number {
  return count === 1 ? 1 : shardOf(Number.parseInt(key, 10), count);
}

/** The stations a process keeps, as the point registry asks (`has`); undefined: all of them. */
export function stationsOf(shards: StationShards): { has(psId: number): boolean } | undefined {
  const { count, mine } = shards;
  return mine === null ? undefined : { has: (psId) => shardOf(psId, count) === mine };
}

/** A shard's name in Redis keys and channels: none when unsharded, so a one-shard deployment keeps its keys. */
export function shardSuffix(shard: number, count: number): string {
  return count === 1 ? '' : `:${shard}`;
}

const SUMMARY_CODES = new Set<string>(STATION_POINTS);

/** A point of a station's summary (`<psId>_PS_0_<code>` of `STATION_POINTS`): what fleet-wide screens read. */
export function isSummaryKey(key: string): boolean {
  const at = key.indexOf('_') + 1;
  return key.startsWith('PS_0_', at) && SUMMARY_CODES.has(key.slice(at + 5));
}

/** `STATION_SHARDS` (1 to 64, default 1) and `STATION_SHARD` (1 to that count, for split processes only). */
export function stationShardsFrom(count: string | undefined, mine: string | undefined, role: string): StationShards {
  const n = (count ?? '').trim() === '' ? 1 : Number(count);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`STATION_SHARDS: "${count}" is not a shard count (1 to 64)`);
  if ((mine ?? '').trim() === '') return { count: n, mine: null };
  const k = Number(mine);
  if (!Number.isInteger(k) || k < 1 || k > n) throw new Error(`STATION_SHARD: "${mine}" is not a shard of ${n} (1 to ${n})`);
  if (role === 'all')
    throw new Error('STATION_SHARD is for a split deployment (ROLE=ingest or api): one process keeps every shard');
  return { count: n, mine: k };
}
