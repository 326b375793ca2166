import { connect, type MqttClient } from 'mqtt';
import { Ajv } from 'ajv';
import crypto from 'node:crypto';
import type { Ingest, Sample } from '../../telemetry/ingest';
import type { GatewayJournal } from './gatewayJournal';

/** Topic layout and payloads for edge gateways (docs/ingest.md). */
export const TOPIC_PREFIX = 'portal/v1';

const dataSchema = {
  type: 'object',
  required: ['values'],
  additionalProperties: false,
  properties: {
    ts: { type: 'integer', minimum: 0 },
    period: { type: 'integer', minimum: 1, maximum: 86_400 },
    values: {
      type: 'object',
      maxProperties: 2000,
      additionalProperties: { type: 'number' },
      propertyNames: { pattern: '^[A-Za-z0-9]{1,32}$' },
    },
  },
} as const;

const batchSchema = {
  type: 'object',
  required: ['samples'],
  additionalProperties: false,
  properties: {
    period: { type: 'integer', minimum: 1, maximum: 86_400 },
    samples: {
      type: 'array',
      maxItems: 100_000,
      items: {
        type: 'object',
        required: ['equipType', 'collectId', 'point', 'value', 'ts'],
        additionalProperties: false,
        properties: {
          equipType: { type: 'string', pattern: '^[A-Z]{1,8}$' },
          collectId: { type: 'integer', minimum: 0 },
          point: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$' },
          value: { type: 'number' },
          ts: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
} as const;

interface DataPayload {
  ts?: number;
  period?: number;
  values: Record<string, number>;
}

interface BatchPayload {
  period?: number;
  samples: { equipType: string; collectId: number; point: string; value: number; ts: number }[];
}

const ajv = new Ajv({ allErrors: false });
const validData = ajv.compile<DataPayload>(dataSchema);
const validBatch = ajv.compile<BatchPayload>(batchSchema);

/** A gateway that says nothing about its period is expected to report every minute. */
const DEFAULT_PERIOD_S = 60;

export interface MqttStats {
  messages: number;
  /** Values the valid messages carried. */
  values: number;
  rejected: number;
  /** Samples of valid messages refused for their stamp (in the future, in another unit). */
  refusedStamps: number;
  lastError: string | null;
}

/** Reads one message; answers the samples it carries, or why it was refused. */
export function parseMessage(
  topic: string,
  payload: Buffer,
  now: number,
): { samples: Sample[]; periodMs: number } | { error: string } {
  const parts = topic.split('/');
  const base = TOPIC_PREFIX.split('/').length;
  const psId = Number(parts[base]);
  if (!Number.isInteger(psId) || psId <= 0) return { error: 'bad station id in topic' };
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { error: 'payload is not JSON' };
  }
  if (parts.length === base + 4 && parts[base + 3] === 'data') {
    const equipType = parts[base + 1]!;
    const collectId = Number(parts[base + 2]);
    if (!/^[A-Z]{1,8}$/.test(equipType) || !Number.isInteger(collectId) || collectId < 0) return { error: 'bad device in topic' };
    if (!validData(body)) return { error: ajv.errorsText(validData.errors) };
    const time = body.ts ?? now;
    const samples = Object.entries(body.values).map(([pointCode, value]) => ({
      psId,
      equipType,
      collectId,
      pointCode,
      value,
      time,
    }));
    return { samples, periodMs: (body.period ?? DEFAULT_PERIOD_S) * 1000 };
  }
  if (parts.length === base + 2 && parts[base + 1] === 'batch') {
    if (!validBatch(body)) return { error: ajv.errorsText(validBatch.errors) };
    const samples = body.samples.map((s) => ({
      psId,
      equipType: s.equipType,
      collectId: s.collectId,
      pointCode: s.point,
      value: s.value,
      time: s.ts,
    }));
    return { samples, periodMs: (body.period ?? DEFAULT_PERIOD_S) * 1000 };
  }
  return { error: 'unknown topic' };
}

/**
 * The topics gateways publish to, of every station or of `stations` only (a station shard's process); in a
 * shared subscription each message goes to one member of the group.
 */
export function gatewayTopics(shareGroup?: string, stations?: Iterable<number>): string[] {
  const levels = stations ? [...stations].map(String) : ['+'];
  const topics = levels.flatMap((ps) => [`${TOPIC_PREFIX}/${ps}/+/+/data`, `${TOPIC_PREFIX}/${ps}/batch`]);
  return shareGroup ? topics.map((t) => `$share/${shareGroup}/${t}`) : topics;
}

/**
 * The connection, of `count`, that subscribes to a station's topics: by the high bits of a multiplicative hash,
 * so that a shard's stations (every n-th number) spread over all of them.
 */
export function connectionOf(psId: number, count: number): number {
  return Math.floor(((Math.imul(psId, 0x9e3779b1) >>> 0) / 2 ** 32) * count);
}

/** How an ingest process subscribes: its share group, and the name of a session the broker keeps for it. */
export interface MqttSubscription {
  /** Processes of one group split the gateways' messages (MQTT 5 shared subscriptions). */
  shareGroup?: string;
  /**
   * A session the broker keeps while the process is away (client id), so that the messages it was handed and
   * had not acknowledged can be taken over by another process (server/cluster/mqttTakeover.ts). None: the
   * broker forgets the session with the connection.
   */
  sessionName?: string;
  /**
   * Settles once what ingest took so far is safe beyond this process (in Redis, for the other processes):
   * a message is acknowledged to the broker only then, so one this process dies holding comes again.
   */
  safe?: () => Promise<void>;
  /**
   * The stations whose messages this process takes (a station shard's, docs/scale-out.md): the broker hands it
   * only theirs. Asked again at `follow`, after a configuration change. None: every station's.
   */
  stations?: () => Iterable<number>;
  /**
   * Where a single process keeps each message before acknowledging it, until history holds its samples; the
   * broker keeps the session across restarts, so what arrives while the portal is down comes at its start.
   */
  journal?: GatewayJournal;
}

/** The session of a single process: named after its store, so that a restart on the same store resumes it. */
export function storeSession(store: string): string {
  return `portal-${crypto.createHash('sha256').update(store).digest('hex').slice(0, 16)}`;
}

/** How long an append that failed (a full disk) waits before it is tried again; the message stays unacknowledged. */
const JOURNAL_RETRY_MS = 1000;

/** How long the broker keeps a named session whose process went away: long enough for a takeover. */
const SESSION_EXPIRY_S = 86_400;
/**
 * Connections of a process whose acknowledgements wait for Redis (`safe`). mqtt.js handles a connection's
 * messages one after another, the next once the last is acknowledged: one connection would take one message
 * per trip to Redis. Several members of the share group in one process wait together, and one write to
 * Redis covers the values of all of them.
 */
export const SAFE_CONNECTIONS = 8;

/**
 * Subscribes to the gateway topics on the broker and feeds every valid message into ingest. With a share
 * group (`MQTT_SHARE_GROUP`, docs/scale-out.md) several ingest processes split the gateways' messages between
 * them: each message reaches one of them.
 */
export class MqttIngest {
  readonly stats: MqttStats = { messages: 0, values: 0, rejected: 0, refusedStamps: 0, lastError: null };
  private clients: MqttClient[] = [];
  /** The topic filters of each connection, by its number. */
  private topics: string[][] = [];
  /** Whether the broker still held a named session when these connections began. */
  sessionPresent = false;

  constructor(
    private readonly url: string,
    private readonly ingest: Ingest,
    private readonly subscription: MqttSubscription = {},
  ) {}

  /**
   * Takes what a process that died had acknowledged and not yet written, before anything new; a flush
   * releases journal entries once history holds them, so this must have run before the first one.
   */
  async takeJournal(): Promise<number> {
    const entries = (await this.subscription.journal?.entries()) ?? [];
    for (const entry of entries) this.onMessage(entry.topic, entry.payload, entry.receivedAt);
    return entries.length;
  }

  async start(): Promise<void> {
    // Without a share group every connection would take every message: one connection then.
    const { safe, journal, shareGroup } = this.subscription;
    const count = (safe || journal) && shareGroup ? SAFE_CONNECTIONS : 1;
    this.topics = this.topicsByConnection(count);
    await Promise.all(Array.from({ length: count }, (_, k) => this.connect(k)));
  }

  /** Subscribes to the topics of stations added since, and leaves those of stations gone (a station shard's). */
  async follow(): Promise<void> {
    if (!this.subscription.stations) return;
    const wanted = this.topicsByConnection(this.clients.length);
    await Promise.all(
      this.clients.flatMap((c, k) => {
        const [had, want] = [new Set(this.topics[k]), new Set(wanted[k])];
        const added = wanted[k]!.filter((t) => !had.has(t));
        const gone = this.topics[k]!.filter((t) => !want.has(t));
        return [added.length ? c.subscribeAsync(added, { qos: 1 }) : null, gone.length ? c.unsubscribeAsync(gone) : null];
      }),
    );
    this.topics = wanted;
  }

  /**
   * Every station's topics on each connection, or, for a station shard's process, each station's on one of them.
   * Mosquitto hands a shared subscription's messages to its members in turn, filter by filter: had every
   * connection subscribed to every station, a station publishing once a period would reach the same connection
   * as all the others in that period, and that one connection would take them all while the rest waited.
   */
  private topicsByConnection(count: number): string[][] {
    const { shareGroup, stations } = this.subscription;
    if (!stations) return Array.from({ length: count }, () => gatewayTopics(shareGroup));
    const byConnection = Array.from({ length: count }, (): number[] => []);
    for (const psId of stations()) byConnection[connectionOf(psId, count)]!.push(psId);
    return byConnection.map((psIds) => gatewayTopics(shareGroup, psIds));
  }

  /** Connection `k`: the session `<name>` for the first, `<name>-<k>` for the others. */
  private connect(k: number): Promise<void> {
    const { sessionName, safe, journal } = this.subscription;
    return new Promise((resolve, reject) => {
      const client = connect(this.url, {
        protocolVersion: 5,
        reconnectPeriod: 2000,
        connectTimeout: 5000,
        ...(sessionName
          ? {
              clientId: k === 0 ? sessionName : `${sessionName}-${k}`,
              clean: false,
              properties: { sessionExpiryInterval: SESSION_EXPIRY_S },
            }
          : { clientId: `portal-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` }),
      });
      this.clients.push(client);
      client.on('message', (topic, payload) => this.onMessage(topic, payload));
      // mqtt.js acknowledges a message once handleMessage calls back, after 'message' was handled.
      if (safe) client.handleMessage = (_packet, acknowledge) => void safe().then(() => acknowledge(), acknowledge);
      else if (journal)
        client.handleMessage = (packet, acknowledge) => {
          if (packet.cmd !== 'publish') return acknowledge();
          const entry = { topic: packet.topic, payload: Buffer.from(packet.payload), receivedAt: Date.now() };
          const keep = (): void =>
            void journal.append(entry).then(
              () => acknowledge(),
              () => (this.clients.includes(client) ? setTimeout(keep, JOURNAL_RETRY_MS) : undefined),
            );
          keep();
        };
      client.once('connect', (connack) => {
        if (connack.sessionPresent) this.sessionPresent = true;
        const topics = this.topics[k]!;
        if (!topics.length) return resolve();
        client.subscribe(topics, { qos: 1 }, (error) => (error ? reject(error) : resolve()));
      });
      client.once('error', (error) => reject(error));
    });
  }

  /**
   * Takes over the named session of a process that died: resumes it, takes what the broker held for it, and
   * once nothing arrives for `quietMs` leaves the share group and ends the session. Answers the messages taken.
   */
  async drain(quietMs: number): Promise<number> {
    await this.start();
    let seen = -1;
    while (seen !== this.stats.messages) {
      seen = this.stats.messages;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
    await Promise.all(this.clients.map((c, k) => (this.topics[k]!.length ? c.unsubscribeAsync(this.topics[k]!) : null)));
    await this.stop();
    return this.stats.messages;
  }

  /** One message, received at `now` (earlier for one taken again from the journal). */
  private onMessage(topic: string, payload: Buffer, now = Date.now()): void {
    this.stats.messages++;
    const parsed = parseMessage(topic, payload, now);
    if ('error' in parsed) {
      this.stats.rejected++;
      this.stats.lastError = `${topic}: ${parsed.error}`;
      return;
    }
    const samples = this.withPlausibleStamps(parsed.samples, now);
    this.stats.values += samples.length;
    this.ingest.accept(samples, parsed.periodMs);
    this.claimDevices(samples);
  }

  /**
   * The samples whose stamps the portal can believe (server/sources/sampleStamps.ts); the others are counted
   * for their station. A station the portal does not know is left to `accept`, which counts it as unknown.
   */
  private withPlausibleStamps(samples: Sample[], now: number): Sample[] {
    const { stamps, registry } = this.ingest;
    // No copy on the common path, where every stamp is plausible.
    let taken: Sample[] | null = null;
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]!;
      if (!registry.stations.has(s.psId) || stamps.admit(s.psId, s.time, now)) taken?.push(s);
      else taken ??= samples.slice(0, i);
    }
    if (!taken) return samples;
    this.stats.refusedStamps += samples.length - taken.length;
    return taken;
  }

  /** A device its gateway reports is the real one from now on: the simulator leaves it alone. */
  private claimDevices(samples: readonly Sample[]): void {
    const registry = this.ingest.registry;
    let last = '';
    for (const s of samples) {
      const key = `${s.psId}_${s.equipType}_${s.collectId}`;
      if (key === last) continue;
      last = key;
      const device = registry.deviceAt(s.psId, s.equipType, s.collectId);
      if (device) registry.owners.add('mqtt', device.equipId);
    }
  }

  /**
   * Leaves for good: a named session ends with the connection, so the broker queues nothing more for it;
   * a single process's session (with a journal) stays, for its next start.
   */
  async stop(): Promise<void> {
    const named = Boolean(this.subscription.sessionName) && !this.subscription.journal;
    const clients = this.clients;
    this.clients = [];
    await Promise.all(clients.map((c) => c.endAsync(named ? { properties: { sessionExpiryInterval: 0 } } : undefined)));
  }

  /** Cuts the connection as a process that dies does: the broker keeps a named session (tests). */
  cut(): void {
    for (const client of this.clients) client.end(true);
    this.clients = [];
  }
}
