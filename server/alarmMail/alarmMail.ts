import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ServerConfig } from '../config';
import type { ShelfBook } from '../alarms/shelves';
import { translatorIn } from '../http/language';
import { EVENT_ACTION, type StoredEvent } from '../telemetry/eventLog';
import type { StationFacts } from '../telemetry/pointRegistry';
import { loadSubscribers, wants, type Subscriber } from './subscribers';
import { alarmMail, LISTED, summaryMail, type Gathered } from './mailTexts';
import { Mailer } from './mailer';
import { sendDigests } from './digest';

/**
 * Subscribers are reread at most this often: a flush with alarms every few seconds should not reload every
 * subscriber's roles and departments. A changed subscription is read at once (`subscriptionsChanged`).
 */
const SUBSCRIBERS_MS = 60_000;
/** How often the portal looks whether a digest is due. */
const DIGEST_CHECK_MS = 10 * 60_000;

export interface AlarmMailNeeds {
  db: Db;
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'mailGatherMs' | 'digestHour'>;
  shelves: ShelfBook;
  /** The stations as the telemetry registry knows them now (it replaces its map when stations change). */
  stations: () => ReadonlyMap<number, StationFacts>;
  log: FastifyBaseLogger;
}

interface Outbox {
  to: Subscriber;
  gathered: Gathered;
  timer: NodeJS.Timeout;
}

/**
 * Alarm mail (docs/alarm-mail.md). A subscriber's first alarm opens their outbox for `mailGatherMs`; what
 * arrives meanwhile goes with it, so a flood makes one summary mail, not hundreds. Without `smtpUrl` it does
 * nothing at all.
 */
export class AlarmMail {
  private readonly mailer: Mailer | null;
  private readonly outboxes = new Map<number, Outbox>();
  private subscribers: { at: number; list: Promise<Subscriber[]> } | null = null;
  private readonly digestTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly needs: AlarmMailNeeds) {
    const { smtpUrl, mailFrom } = needs.config;
    this.mailer = smtpUrl ? new Mailer(smtpUrl, mailFrom, needs.log) : null;
    if (this.mailer)
      this.digestTimer = setInterval(
        () => void this.sendDigests(Date.now()).catch((error: unknown) => needs.log.error({ err: error }, 'alarm digests')),
        DIGEST_CHECK_MS,
      ).unref();
  }

  /** Freshly written events of unshelved points; their occurrences go to whoever wants them and may see them. */
  async take(fresh: StoredEvent[]): Promise<void> {
    if (!this.mailer) return;
    const occurrences = fresh.filter((e) => e.action === EVENT_ACTION.occur);
    if (!occurrences.length) return;
    const subscribers = await this.current();
    const stations = this.needs.stations();
    for (const e of occurrences) {
      const station = stations.get(e.ps_id);
      for (const s of subscribers) if (e.level >= s.minLevel && wants(s, station)) this.put(s, e);
    }
  }

  /** A subscription was made, changed or ended: the next alarm reads them again. */
  subscriptionsChanged(): void {
    this.subscribers = null;
  }

  /** Sends the digests due at `now` (digest.ts); answers how many went. */
  sendDigests(now: number): Promise<number> {
    if (!this.mailer || this.closed) return Promise.resolve(0);
    const { db, shelves, stations } = this.needs;
    return sendDigests({ db, shelves, stations, mailer: this.mailer, digestHour: this.needs.config.digestHour }, now);
  }

  /** Stops the timers; what is still gathered is dropped (the alarms stay in the list). */
  close(): void {
    this.closed = true;
    if (this.digestTimer) clearInterval(this.digestTimer);
    for (const box of this.outboxes.values()) clearTimeout(box.timer);
    this.outboxes.clear();
    this.mailer?.close();
  }

  private current(): Promise<Subscriber[]> {
    const now = Date.now();
    if (!this.subscribers || now - this.subscribers.at > SUBSCRIBERS_MS) {
      const list = loadSubscribers(this.needs.db);
      // A failed read is not kept: the next alarm tries again.
      list.catch(() => {
        if (this.subscribers?.list === list) this.subscribers = null;
      });
      this.subscribers = { at: now, list };
    }
    return this.subscribers.list;
  }

  private put(to: Subscriber, e: StoredEvent): void {
    if (this.closed) return;
    let box = this.outboxes.get(to.userId);
    if (!box) {
      const gathered: Gathered = { count: 0, byLevel: new Map(), byStation: new Map(), first: [] };
      const send = () => this.send(to.userId).catch((error: unknown) => this.needs.log.error({ err: error }, 'alarm mail'));
      box = { to, gathered, timer: setTimeout(send, this.needs.config.mailGatherMs) };
      this.outboxes.set(to.userId, box);
    }
    const g = box.gathered;
    g.count++;
    g.byLevel.set(e.level, (g.byLevel.get(e.level) ?? 0) + 1);
    g.byStation.set(e.ps_id, (g.byStation.get(e.ps_id) ?? 0) + 1);
    if (g.first.length < LISTED) g.first.push(e);
  }

  private async send(userId: number): Promise<void> {
    const box = this.outboxes.get(userId);
    if (!box || !this.mailer) return;
    this.outboxes.delete(userId);
    const t = translatorIn(box.to.language);
    const stations = this.needs.stations();
    const { gathered } = box;
    const mail =
      gathered.count === 1
        ? alarmMail(t, gathered.first[0]!, stations.get(gathered.first[0]!.ps_id))
        : summaryMail(t, gathered, (psId) => stations.get(psId));
    await this.mailer.send(box.to.email, mail);
  }
}
