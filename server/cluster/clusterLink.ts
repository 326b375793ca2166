import { Redis } from 'ioredis';

/**
 * The Redis that several portal processes of one deployment share (docs/scale-out.md), every key under the
 * deployment's prefix so that several portals (tests, staging) can use one Redis. Without `REDIS_URL` there
 * is no link and each process keeps its state in memory, as a single node does.
 */
export class ClusterLink {
  private constructor(
    readonly redis: Redis,
    readonly prefix: string,
  ) {}

  /** Connects; refuses to start when Redis does not answer, as the store does. */
  static async open(url: string, prefix: string): Promise<ClusterLink> {
    // A command fails at once while Redis is away rather than wait behind a request (a select, a rate limit).
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    // ioredis reconnects by itself; an unhandled 'error' event would end the process instead.
    redis.on('error', () => undefined);
    try {
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new Error(`REDIS_URL: Redis does not answer at ${url.replace(/\/\/[^@]*@/, '//')}: ${String(error)}`);
    }
    return new ClusterLink(redis, prefix);
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  close(): void {
    this.redis.disconnect();
  }
}
