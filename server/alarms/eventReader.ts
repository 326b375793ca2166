import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { translatorFor } from '../http/language';
import type { StoredEvent } from '../telemetry/eventLog';
import { isAcknowledgeable } from '../../shared/eventFilter';
import { eventsMatching, type EventFilter } from './eventQuery';
import { eventRow } from './eventRows';

/** The events a caller reaches, shared by every event route: the filtered query, events by id, rows and counts. */
export interface EventReader {
  /** Events the caller may see that match the filter; shelved points' events only when asked, or with `anyShelf`. */
  matching(request: FastifyRequest, f: EventFilter, anyShelf?: boolean): ReturnType<typeof eventsMatching>;
  /** The caller's events among `ids`, all of them or none: an id outside the caller's scope is refused like a missing one. */
  visibleIds(request: FastifyRequest, ids: number[]): Promise<number[]>;
  /** One event the caller sees, or 404. */
  oneEvent(request: FastifyRequest, eventId: number): Promise<StoredEvent>;
  /** Stored events as the list shows them, in the reader's language, each marked when a shelf covers it now. */
  rowsOf(request: FastifyRequest, events: StoredEvent[]): ReturnType<typeof eventRow>[];
  /**
   * What the cards above the list show, over the list's own rows: all of them, by level, standing now, and the
   * alarm occurrences not yet acknowledged (the rows that offer the button).
   */
  countsOf(request: FastifyRequest, f: EventFilter): Promise<EventCounts>;
}

export interface EventCounts {
  total: number;
  byLevel: Record<string, number>;
  unconfirmed: number;
  active: number;
}

export function eventReader(app: FastifyInstance): EventReader {
  const { db } = app;
  const { shelves } = app.alarms;

  const matching: EventReader['matching'] = (request, f, anyShelf = false) =>
    eventsMatching(app, request, f, anyShelf ? null : shelves);

  const visibleIds: EventReader['visibleIds'] = async (request, ids) => {
    const rows = await matching(request, {}, true).select('event.event_id').where('event.event_id', 'in', ids).execute();
    if (rows.length !== ids.length) throw new ApiError(404, 'server.alarms.notFound');
    return ids;
  };

  return {
    matching,
    visibleIds,

    async oneEvent(request, eventId) {
      await visibleIds(request, [eventId]);
      return db.selectFrom('event').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
    },

    rowsOf(request, events) {
      const t = translatorFor(request);
      const now = Date.now();
      return events.map((e) => eventRow(e, app.telemetry.registry.stations.get(e.ps_id), t, shelves.covers(e, now)));
    },

    async countsOf(request, f) {
      await app.telemetry.events.flushForRead();
      const rows = await matching(request, f)
        .select(['event.level', 'event.confirmed', 'event.active', 'event.action', 'event.event_type'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy(['event.level', 'event.confirmed', 'event.active', 'event.action', 'event.event_type'])
        .execute();
      const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, r) => total + Number(r.n), 0);
      return {
        total: sum(() => true),
        byLevel: Object.fromEntries([0, 1, 2, 3].map((level) => [level, sum((r) => r.level === level)])),
        unconfirmed: sum((r) => r.confirmed === 0 && isAcknowledgeable({ action: r.action, eventType: r.event_type })),
        active: sum((r) => r.active === 1),
      };
    },
  };
}
