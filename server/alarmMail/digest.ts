import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Tables } from '../db/tables';
import { samePoint } from '../alarms/eventQuery';
import type { ShelfBook } from '../alarms/shelves';
import { translatorIn } from '../http/language';
import { EVENT_ACTION } from '../telemetry/eventLog';
import type { StationFacts } from '../telemetry/pointRegistry';
import { addDays } from '../../shared/stationDay';
import { loadSubscribers, wants, type Subscriber } from './subscribers';
import { digestMail, LISTED, type DigestFacts } from './mailTexts';
import type { Mailer } from './mailer';

export interface DigestNeeds {
  db: Db;
  mailer: Mailer;
  shelves: ShelfBook;
  stations: () => ReadonlyMap<number, StationFacts>;
  /** UTC hour from which the day's digests go out. */
  digestHour: number;
}

type EventQuery<O> = SelectQueryBuilder<Tables, 'event', O>;

/**
 * The daily digest (docs/alarm-mail.md): once per UTC day, from `digestHour` on, each digest subscriber hears
 * the day before's occurrences by station and level and the alarms still standing, within their stations,
 * scope and levels. A subscriber's day is claimed in the store before the mail goes, so two runs (or two
 * portal nodes) never send it twice; a failed send gives the day back for the next run. Answers how many went.
 */
export async function sendDigests(needs: DigestNeeds, now: number): Promise<number> {
  const at = new Date(now);
  if (at.getUTCHours() < needs.digestHour) return 0;
  const today = at.toISOString().slice(0, 10);
  let sent = 0;
  for (const s of await loadSubscribers(needs.db, { digestDueOn: today })) {
    if (!(await claim(needs.db, s.userId, today))) continue;
    let delivered = false;
    try {
      const facts = await digestFacts(needs, s, addDays(today, -1), now);
      const stations = needs.stations();
      const mail = digestMail(translatorIn(s.language), facts, (psId) => stations.get(psId));
      delivered = await needs.mailer.send(s.email, mail);
    } finally {
      if (delivered) sent++;
      else
        await needs.db
          .updateTable('alarm_subscription')
          .set({ digest_sent_day: s.digestSentDay })
          .where('user_id', '=', s.userId)
          .where('digest_sent_day', '=', today)
          .execute();
    }
  }
  return sent;
}

async function claim(db: Db, userId: number, today: string): Promise<boolean> {
  const result = await db
    .updateTable('alarm_subscription')
    .set({ digest_sent_day: today })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('digest_sent_day', 'is', null), eb('digest_sent_day', '!=', today)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function digestFacts(needs: DigestNeeds, s: Subscriber, day: string, now: number): Promise<DigestFacts> {
  const everywhere = s.stations === null && s.principal.deptScope === null;
  const psIds = everywhere ? null : [...needs.stations().values()].filter((st) => wants(s, st)).map((st) => st.psId);
  if (psIds?.length === 0) return { day, counts: [], active: [], activeTotal: 0 };
  const shelved = needs.shelves.standing(now);
  // The subscriber's events as the lists count them: their stations and levels, shelved points hidden.
  const theirs = <O>(q: EventQuery<O>): EventQuery<O> => {
    let r = q.where('level', '>=', s.minLevel);
    if (psIds) r = r.where('ps_id', 'in', psIds);
    if (shelved.length) r = r.where((eb) => eb.not(eb.or(shelved.map((p) => samePoint(eb, p)))));
    return r;
  };
  const start = Date.parse(`${day}T00:00:00Z`);
  const counts = await theirs(needs.db.selectFrom('event'))
    .where('action', '=', EVENT_ACTION.occur)
    .where('event_time', '>=', start)
    .where('event_time', '<', start + 86_400_000)
    .select(['ps_id', 'level', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['ps_id', 'level'])
    .orderBy('ps_id')
    .execute();
  const standing = theirs(needs.db.selectFrom('event')).where('active', '=', 1);
  const { total } = await standing.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const active = await standing.selectAll().orderBy('level', 'desc').orderBy('event_time', 'desc').limit(LISTED).execute();
  return {
    day,
    counts: counts.map((c) => ({ psId: c.ps_id, level: c.level, n: Number(c.n) })),
    active,
    activeTotal: Number(total),
  };
}
