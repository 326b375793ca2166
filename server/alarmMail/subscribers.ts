import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import { loadPrincipal } from '../auth/sessions';
import { seesStation } from '../stations/scope';
import type { StationFacts } from '../telemetry/pointRegistry';

/** A user who wants alarm mail, with the scope a session of theirs would have. */
export interface Subscriber {
  userId: number;
  email: string;
  minLevel: number;
  /** The stations asked for; null: every station the user may see. */
  stations: ReadonlySet<number> | null;
  language: string;
  digest: boolean;
  digestSentDay: string | null;
  principal: Principal;
}

/**
 * Subscribers who can be written to: active accounts with an address (with `digestDueOn`: those whose digest
 * of that day has not gone yet). Scope comes from `loadPrincipal`, the rule a session uses, so mail never
 * tells anyone of a station their screens would hide.
 */
export async function loadSubscribers(db: Db, only: { digestDueOn?: string } = {}): Promise<Subscriber[]> {
  let q = db
    .selectFrom('alarm_subscription as s')
    .innerJoin('sys_user as u', 'u.user_id', 's.user_id')
    .select(['s.user_id', 's.min_level', 's.stations', 's.language', 's.digest', 's.digest_sent_day'])
    .select(['u.user_name', 'u.dept_id', 'u.email'])
    .where('u.status', '=', '0')
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '');
  const day = only.digestDueOn;
  if (day)
    q = q
      .where('s.digest', '=', 1)
      .where((eb) => eb.or([eb('s.digest_sent_day', 'is', null), eb('s.digest_sent_day', '!=', day)]));
  const rows = await q.orderBy('s.user_id').execute();
  return Promise.all(
    rows.map(async (r) => ({
      userId: r.user_id,
      email: r.email!,
      minLevel: r.min_level,
      stations: r.stations === null ? null : new Set(JSON.parse(r.stations) as number[]),
      language: r.language,
      digest: r.digest === 1,
      digestSentDay: r.digest_sent_day,
      principal: await loadPrincipal(db, r.user_id, r.user_name, r.dept_id, ''),
    })),
  );
}

/** Whether a subscriber asked for the station and may see it. */
export function wants(subscriber: Subscriber, station: StationFacts | undefined): station is StationFacts {
  return (
    station !== undefined &&
    (subscriber.stations === null || subscriber.stations.has(station.psId)) &&
    seesStation(subscriber.principal, station)
  );
}
