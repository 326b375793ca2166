import type { MemoryLiveStore } from '../telemetry/liveStore';
import type { VectorStore, VectorValue } from '../telemetry/vectorStore';
import type { ClusterBus } from './clusterBus';
import type { ClusterLink } from './clusterLink';
import { isSummaryKey, shardOfKey, shardSuffix, type StationShards } from './stationShards';

/** How often an ingest process publishes what it wrote: a replica lags the writer by at most this much. */
export const LIVE_PUBLISH_MS = 500;
/** Fields per HSET of the snapshot: a bounded command, so Redis serves others between two. */
const SNAPSHOT_CHUNK = 2000;

/** What one process wrote to its live store in the last half second. */
interface LiveBatch {
  /** The writer's NODE_ID: it skips its own batches. */
  node: string;
  keys: string[];
  /** Value, time and period of each key, in threes. */
  values: number[];
  vectors: [string, VectorValue][];
}

/**
 * The live store of a split deployment (docs/scale-out.md). Each ingest process keeps writing its own store
 * and, every half second, publishes the points it wrote on the bus and sets them in a snapshot hash in Redis
 * (`<prefix>live`, `<prefix>vectors`). Every other process (API nodes, and the other ingest processes, whose
 * state monitor needs the whole fleet) keeps a replica: the snapshot when it starts, then the batches. Any
 * order does: a value older than the one held never replaces it. With station shards each shard has its own
 * channel and hashes (`live:<k>`), and a process of one shard replicates that shard only; the stations'
 * summaries also go on `summary`, which an API node of one shard follows for the whole fleet, and each station's
 * other points are listed in `points:<psId>`, for such a node to borrow the station.
 */
export class LiveReplication {
  private timer: NodeJS.Timeout | null = null;
  private publishing: Promise<void> = Promise.resolve();
  /** The publication waiting to start, which later writes join. */
  private next: Promise<void> | null = null;
  /** Values applied from the others' batches since the start (`GET /health`). */
  applied = 0;
  /** The vector points already in their station's index. */
  private readonly indexedVectors = new Set<string>();
  /** Told of each replicated value that replaced the one held (ingest processes' alarm rules follow them). */
  onReplica: ((key: string, value: number, time: number) => void) | null = null;

  constructor(
    private readonly link: ClusterLink,
    private readonly bus: ClusterBus,
    private readonly node: string,
    private readonly live: MemoryLiveStore,
    private readonly vectors: VectorStore,
    private readonly shards: StationShards,
  ) {}

  /**
   * Keeps a replica of what the others write to this process's shards: subscribes first, then reads the snapshot.
   * With `summaries`, a process of one shard also keeps every other station's summary.
   */
  async replicate(summaries = false): Promise<void> {
    const { count, mine } = this.shards;
    for (let shard = 1; shard <= count; shard++) {
      const suffix = shardSuffix(shard, count);
      if (mine === null || mine === shard) await this.replicateHashes(`live${suffix}`, `vectors${suffix}`);
    }
    if (summaries && mine !== null) await this.replicateHashes('summary', null, (key) => shardOfKey(key, count) !== mine);
  }

  /** The channel `name`, its snapshot hash of the same name and, if any, its hash of vectors. */
  private async replicateHashes(
    name: string,
    vectorHash: string | null,
    wanted: (key: string) => boolean = () => true,
  ): Promise<void> {
    await this.bus.on<LiveBatch>(name, (batch) => {
      if (batch.node !== this.node) this.apply(batch, wanted);
    });
    const redis = this.link.redis;
    for (let cursor = '0'; ;) {
      const [next, flat] = await redis.hscan(this.link.key(name), cursor, 'COUNT', SNAPSHOT_CHUNK);
      for (let i = 0; i < flat.length; i += 2) {
        if (!wanted(flat[i]!)) continue;
        const [value, time, period] = flat[i + 1]!.split(' ').map(Number) as [number, number, number];
        this.live.putReplica(flat[i]!, value, time, period);
      }
      if ((cursor = next) === '0') break;
    }
    if (!vectorHash) return;
    const vectors = await redis.hgetall(this.link.key(vectorHash));
    for (const [key, json] of Object.entries(vectors)) this.vectors.putReplica(key, JSON.parse(json) as VectorValue);
  }

  /** Publishes what this process writes, every half second. */
  publish(): void {
    this.live.trackChanges();
    this.vectors.trackChanges();
    this.timer = setInterval(() => void this.published().catch(() => undefined), LIVE_PUBLISH_MS);
  }

  /**
   * Settles once everything written so far is in Redis (an MQTT message is acknowledged only then).
   * Publications run one at a time, in order; callers while one waits to start share it. Fails when Redis does.
   */
  published(): Promise<void> {
    if (!this.next) {
      const next = this.publishing.then(() => {
        this.next = null;
        return this.send();
      });
      this.next = next;
      this.publishing = next.catch(() => undefined);
    }
    return this.next;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.published().catch(() => undefined);
  }

  private async send(): Promise<void> {
    const { keys, values, firstKeys } = this.live.takeChanges();
    const vectors = this.vectors.takeChanges();
    if (keys.length === 0 && vectors.length === 0) return;
    const pipeline = this.link.redis.pipeline();
    const batches = this.byShard(keys, values, vectors);
    if (this.shards.count > 1) {
      const summary = this.summaryOf(keys, values);
      if (summary.keys.length) batches.set('summary', summary);
      const newVectors = vectors.map(([key]) => key).filter((key) => !this.indexedVectors.has(key));
      newVectors.forEach((key) => this.indexedVectors.add(key));
      for (const [psId, stationKeys] of byStation([...firstKeys, ...newVectors]))
        pipeline.hset(this.link.key(pointIndexOf(psId)), Object.fromEntries(stationKeys.map((key) => [key, ''])));
    }
    for (const [name, batch] of batches) {
      this.bus.publish(name, batch);
      for (let from = 0; from < batch.keys.length; from += SNAPSHOT_CHUNK) {
        const fields: string[] = [];
        for (let i = from; i < Math.min(batch.keys.length, from + SNAPSHOT_CHUNK); i++)
          fields.push(batch.keys[i]!, `${batch.values[3 * i]} ${batch.values[3 * i + 1]} ${batch.values[3 * i + 2]}`);
        pipeline.hset(this.link.key(name), fields);
      }
      if (batch.vectors.length)
        pipeline.hset(
          this.link.key(name.replace('live', 'vectors')),
          batch.vectors.flatMap(([key, v]) => [key, JSON.stringify(v)]),
        );
    }
    await pipeline.exec();
  }

  /** What was written, by the channel of each point's shard (`live`, or `live:<k>`; one batch when unsharded). */
  private byShard(keys: string[], values: number[], vectors: [string, VectorValue][]): Map<string, LiveBatch> {
    const { count } = this.shards;
    const node = this.node;
    if (count === 1) return new Map([['live', { node, keys, values, vectors }]]);
    const batches = new Map<string, LiveBatch>();
    const batchOf = (key: string) => {
      const name = `live${shardSuffix(shardOfKey(key, count), count)}`;
      let batch = batches.get(name);
      if (!batch) batches.set(name, (batch = { node, keys: [], values: [], vectors: [] }));
      return batch;
    };
    keys.forEach((key, i) => copy(batchOf(key), keys, values, i));
    for (const vector of vectors) batchOf(vector[0]).vectors.push(vector);
    return batches;
  }

  /** The stations' summaries among what was written. */
  private summaryOf(keys: string[], values: number[]): LiveBatch {
    const summary: LiveBatch = { node: this.node, keys: [], values: [], vectors: [] };
    keys.forEach((key, i) => isSummaryKey(key) && copy(summary, keys, values, i));
    return summary;
  }

  private apply(batch: LiveBatch, wanted: (key: string) => boolean): void {
    const { keys, values } = batch;
    const told = this.onReplica;
    for (let i = 0; i < keys.length; i++) {
      const [key, value, time] = [keys[i]!, values[3 * i]!, values[3 * i + 1]!];
      if (!wanted(key)) continue;
      this.applied++;
      if (this.live.putReplica(key, value, time, values[3 * i + 2]!) && told) told(key, value, time);
    }
    for (const [key, value] of batch.vectors) this.vectors.putReplica(key, value);
  }
}

/**
 * The Redis hash whose fields are the points of a station that any process ever published, its summary aside,
 * which an API node of another shard reads before it borrows the station (borrowedStations.ts). A hash rather
 * than a set: Redis 7.0 keeps a small hash packed, a set of strings never (85 bytes a point more in bench:scale).
 */
export function pointIndexOf(psId: number): string {
  return `points:${psId}`;
}

/** Keys by their station, its summary left out (every node keeps it). */
function byStation(keys: string[]): Map<number, string[]> {
  const stations = new Map<number, string[]>();
  for (const key of keys) {
    if (isSummaryKey(key)) continue;
    const psId = Number.parseInt(key, 10);
    const list = stations.get(psId);
    if (list) list.push(key);
    else stations.set(psId, [key]);
  }
  return stations;
}

function copy(batch: LiveBatch, keys: string[], values: number[], i: number): void {
  batch.keys.push(keys[i]!);
  batch.values.push(values[3 * i]!, values[3 * i + 1]!, values[3 * i + 2]!);
}
