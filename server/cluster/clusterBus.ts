import type { Redis } from 'ioredis';
import type { ClusterLink } from './clusterLink';

type Handler = (payload: never) => void;

/**
 * Messages between the processes of one deployment, over Redis publish/subscribe under the deployment's
 * prefix (`<prefix>bus:<topic>`). Fire and forget: a process that is away misses them, so what must survive
 * a restart lives in the store or in Redis keys beside (liveReplication.ts).
 */
export class ClusterBus {
  private readonly handlers = new Map<string, Handler[]>();

  private constructor(
    private readonly link: ClusterLink,
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      const topic = channel.slice(link.key('bus:').length);
      const payload = JSON.parse(message) as never;
      for (const handler of this.handlers.get(topic) ?? []) handler(payload);
    });
  }

  static open(link: ClusterLink): ClusterBus {
    // A connection that subscribes can do nothing else, so the bus has its own.
    const subscriber = link.redis.duplicate();
    subscriber.on('error', () => undefined);
    return new ClusterBus(link, subscriber);
  }

  /** Calls `handler` with every message on `topic` from now on (once subscribed). */
  async on<T>(topic: string, handler: (payload: T) => void): Promise<void> {
    const known = this.handlers.get(topic);
    if (known) known.push(handler as Handler);
    else {
      this.handlers.set(topic, [handler as Handler]);
      await this.subscriber.subscribe(this.link.key(`bus:${topic}`));
    }
  }

  publish(topic: string, payload: unknown): void {
    void this.link.redis.publish(this.link.key(`bus:${topic}`), JSON.stringify(payload)).catch(() => undefined);
  }

  close(): void {
    this.subscriber.disconnect();
  }
}
