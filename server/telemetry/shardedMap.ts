/** Shards of a map: at a thousand stations' half a million points, about two thousand entries each. */
const SHARDS = 256;

/**
 * A Map from string keys, split over shards by a hash of the key. A Map grows by rehashing everything it
 * holds at once: at half a million entries that takes some 170 ms, a stall of the event loop in the middle of
 * a tick or a backfill step. A shard is small enough to grow in well under a millisecond. Iteration visits
 * shard after shard, not the order of insertion.
 */
export class ShardedMap<V> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Map<string, V>());
  private count = 0;

  constructor(entries?: Iterable<readonly [string, V]>) {
    if (entries) for (const [key, value] of entries) this.set(key, value);
  }

  get size(): number {
    return this.count;
  }

  get(key: string): V | undefined {
    return this.shardOf(key).get(key);
  }

  has(key: string): boolean {
    return this.shardOf(key).has(key);
  }

  set(key: string, value: V): this {
    const shard = this.shardOf(key);
    const before = shard.size;
    shard.set(key, value);
    this.count += shard.size - before;
    return this;
  }

  delete(key: string): boolean {
    const deleted = this.shardOf(key).delete(key);
    if (deleted) this.count--;
    return deleted;
  }

  *entries(): IterableIterator<[string, V]> {
    for (const shard of this.shards) yield* shard.entries();
  }

  *values(): IterableIterator<V> {
    for (const shard of this.shards) yield* shard.values();
  }

  [Symbol.iterator](): IterableIterator<[string, V]> {
    return this.entries();
  }

  /** FNV-1a over the key's characters: keys of one station differ in their last characters only. */
  private shardOf(key: string): Map<string, V> {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    return this.shards[(hash ^ (hash >>> 16)) & (SHARDS - 1)]!;
  }
}
