import type { MemoryLiveStore } from '../telemetry/liveStore';
import type { VectorStore, VectorValue } from '../telemetry/vectorStore';
import type { ClusterBus } from './clusterBus';
import type { ClusterLink } from './clusterLink';
import { shardOfKey, shardSuffix, type StationShards } from './stationShards';

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
 * channel and hashes (`live:<k>`), and an ingest process of one shard replicates that shard only.
 */
export class LiveReplication {
  private timer: NodeJS.Timeout | null = null;
  private publishing: Promise<void> = Promise.resolve();
  /** The publication waiting to start, which later writes join. */
  private next: Promise<void> | null = null;
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

  /** Keeps a replica of what the others write to this process's shards: subscribes first, then reads the snapshot. */
  async replicate(): Promise<void> {
    const { count, mine } = this.shards;
    for (let shard = 1; shard <= count; shard++) if (mine === null || mine === shard) await this.replicateShard(shard);
  }

  private async replicateShard(shard: number): Promise<void> {
    const suffix = shardSuffix(shard, this.shards.count);
    await this.bus.on<LiveBatch>(`live${suffix}`, (batch) => {
      if (batch.node !== this.node) this.apply(batch);
    });
    const redis = this.link.redis;
    for (let cursor = '0'; ;) {
      const [next, flat] = await redis.hscan(this.link.key(`live${suffix}`), cursor, 'COUNT', SNAPSHOT_CHUNK);
      for (let i = 0; i < flat.length; i += 2) {
        const [value, time, period] = flat[i + 1]!.split(' ').map(Number) as [number, number, number];
        this.live.putReplica(flat[i]!, value, time, period);
      }
      if ((cursor = next) === '0') break;
    }
    const vectors = await redis.hgetall(this.link.key(`vectors${suffix}`));
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
    const { keys, values } = this.live.takeChanges();
    const vectors = this.vectors.takeChanges();
    if (keys.length === 0 && vectors.length === 0) return;
    const pipeline = this.link.redis.pipeline();
    for (const [shard, batch] of this.byShard(keys, values, vectors)) {
      const suffix = shardSuffix(shard, this.shards.count);
      this.bus.publish(`live${suffix}`, batch);
      for (let from = 0; from < batch.keys.length; from += SNAPSHOT_CHUNK) {
        const fields: string[] = [];
        for (let i = from; i < Math.min(batch.keys.length, from + SNAPSHOT_CHUNK); i++)
          fields.push(batch.keys[i]!, `${batch.values[3 * i]} ${batch.values[3 * i + 1]} ${batch.values[3 * i + 2]}`);
        pipeline.hset(this.link.key(`live${suffix}`), fields);
      }
      if (batch.vectors.length)
        pipeline.hset(
          this.link.key(`vectors${suffix}`),
          batch.vectors.flatMap(([key, v]) => [key, JSON.stringify(v)]),
        );
    }
    await pipeline.exec();
  }

  /** What was written, split by the shard of each point's station (one batch when unsharded). */
  private byShard(keys: string[], values: number[], vectors: [string, VectorValue][]): Map<number, LiveBatch> {
    const { count } = this.shards;
    const node = this.node;
    if (count === 1) return new Map([[1, { node, keys, values, vectors }]]);
    const batches = new Map<number, LiveBatch>();
    const batchOf = (key: string) => {
      const shard = shardOfKey(key, count);
      let batch = batches.get(shard);
      if (!batch) batches.set(shard, (batch = { node, keys: [], values: [], vectors: [] }));
      return batch;
    };
    keys.forEach((key, i) => {
      const batch = batchOf(key);
      batch.keys.push(key);
      batch.values.push(values[3 * i]!, values[3 * i + 1]!, values[3 * i + 2]!);
    });
    for (const vector of vectors) batchOf(vector[0]).vectors.push(vector);
    return batches;
  }

  private apply(batch: LiveBatch): void {
    const { keys, values } = batch;
    const told = this.onReplica;
    for (let i = 0; i < keys.length; i++) {
      const [key, value, time] = [keys[i]!, values[3 * i]!, values[3 * i + 1]!];
      if (this.live.putReplica(key, value, time, values[3 * i + 2]!) && told) told(key, value, time);
    }
    for (const [key, value] of batch.vectors) this.vectors.putReplica(key, value);
  }
}
