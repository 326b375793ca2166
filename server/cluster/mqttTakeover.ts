import type { ClusterLink } from './clusterLink';
import type { Ingest } from '../telemetry/ingest';
import { MqttIngest } from '../sources/mqtt/mqttIngest';

/** How often a process says it lives, and looks for sessions of processes that do not. */
const BEAT_MS = 1000;
/** A process silent this long is dead: its session is taken over. */
const ALIVE_MS = 3 * BEAT_MS;
/** A drain ends once nothing has arrived for this long. */
const QUIET_MS = 500;
/** How long one process may take to drain a session before another may try. */
const DRAIN_LOCK_MS = 60_000;

/**
 * Loses no gateway message when an ingest process dies (docs/scale-out.md). Each process subscribes under a
 * session the broker keeps (named after the deployment and its `NODE_ID`) and says every second in Redis
 * that it lives. Mosquitto keeps what it had handed to, or queued for, a member of a share group that went
 * away, and gives it to no other member; so when a process has been silent for three seconds, one of the
 * others (whichever takes the drain lock) resumes the dead process's session, ingests what the broker held
 * for it, and ends the session.
 */
export class MqttTakeover {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  /** Messages taken over from dead processes' sessions. */
  taken = 0;

  constructor(
    private readonly link: ClusterLink,
    readonly sessionName: string,
    private readonly url: string,
    private readonly ingest: Ingest,
    private readonly shareGroup?: string,
    /** What the drained messages wait for before they are acknowledged (MqttSubscription.safe). */
    private readonly safe?: () => Promise<void>,
    /**
     * A station shard's process: its stations (MqttSubscription.stations) and the shard's name in Redis. It takes
     * over the sessions of its own shard's processes only, whose topics are its own.
     */
    private readonly shard: { stations: () => Iterable<number>; suffix: string } | null = null,
  ) {}

  /** The broker session of a process of this deployment. */
  static sessionOf(link: ClusterLink, nodeId: string): string {
    return `${link.prefix}${nodeId}`.replace(/[^A-Za-z0-9:_-]/g, '_');
  }

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.beat()).catch(() => undefined);
    }, BEAT_MS);
    void this.beat().catch(() => undefined);
  }

  /** Stops beating; `leave` (a process stopping on purpose, its session ended) also leaves the deployment's list. */
  async stop(leave = true): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    if (!leave) return;
    await this.link.redis.multi().del(this.aliveKey(this.sessionName)).srem(this.sessionsKey(), this.sessionName).exec();
  }

  private sessionsKey(): string {
    return this.link.key(`mqtt:sessions${this.shard?.suffix ?? ''}`);
  }

  private aliveKey(session: string): string {
    return this.link.key(`alive:${session}`);
  }

  /** Says this process lives, then takes over the session of one that does not. */
  async beat(): Promise<void> {
    const redis = this.link.redis;
    await redis
      .multi()
      .set(this.aliveKey(this.sessionName), '1', 'PX', ALIVE_MS)
      .sadd(this.sessionsKey(), this.sessionName)
      .exec();
    for (const session of await redis.smembers(this.sessionsKey())) {
      if (session === this.sessionName || (await redis.exists(this.aliveKey(session)))) continue;
      const lock = this.link.key(`drain:${session}`);
      if ((await redis.set(lock, this.sessionName, 'PX', DRAIN_LOCK_MS, 'NX')) !== 'OK') continue;
      const drainer = new MqttIngest(this.url, this.ingest, {
        shareGroup: this.shareGroup,
        sessionName: session,
        safe: this.safe,
        stations: this.shard?.stations,
      });
      this.taken += await drainer.drain(QUIET_MS);
      await redis.multi().srem(this.sessionsKey(), session).del(lock).exec();
    }
  }
}
