import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requestLanguage } from '../http/language';
import { domainPlugin } from '../http/domainPlugin';
import { visibleStation } from '../monitor/stationAccess';
import type { DataOf } from '../../shared/contracts/common';
import { isLanguage } from '../../shared/languages';
import { alarmSubscription, saveAlarmSubscription } from '../../shared/contracts/alarmMail';

type Subscription = DataOf<typeof alarmSubscription>;

/** A user's alarm mail (docs/alarm-mail.md): what they get, from which stations, in which language. */
function registerSubscriptionRoutes(app: FastifyInstance): void {
  const { db } = app;

  async function stored(request: FastifyRequest): Promise<Subscription> {
    const row = await db
      .selectFrom('alarm_subscription')
      .selectAll()
      .where('user_id', '=', callerOf(request).userId)
      .executeTakeFirst();
    if (!row) return { enabled: false, minLevel: 3, stations: null, digest: false, language: requestLanguage(request) };
    return {
      enabled: true,
      minLevel: row.min_level,
      stations: row.stations === null ? null : (JSON.parse(row.stations) as number[]),
      digest: row.digest === 1,
      // Stored as the route accepted it; a language no longer offered reads as the caller's.
      language: isLanguage(row.language) ? row.language : requestLanguage(request),
    };
  }

  registerRoutes(app, [
    route(alarmSubscription, {
      access: 'signed-in',
      handler: async (request) => ok(await stored(request)),
    }),

    route(saveAlarmSubscription, {
      access: 'signed-in',
      handler: async (request) => {
        const caller = callerOf(request);
        const b = request.body;
        if (!b.enabled) {
          await db.deleteFrom('alarm_subscription').where('user_id', '=', caller.userId).execute();
          app.alarms.mail.subscriptionsChanged();
          return ok(await stored(request));
        }
        const stations = b.stations ? [...new Set(b.stations)] : null;
        if (stations?.length === 0) throw new ApiError(400, 'server.alarmMail.noStations', {}, 'stations');
        // A station outside the caller's scope is refused like a missing one, so ids do not leak.
        for (const psId of stations ?? []) visibleStation(app, request, psId);
        const user = await db.selectFrom('sys_user').select('email').where('user_id', '=', caller.userId).executeTakeFirst();
        if (!user?.email) throw new ApiError(400, 'server.alarmMail.noAddress', {}, 'enabled');
        const values = {
          min_level: b.minLevel ?? 3,
          stations: stations && JSON.stringify(stations),
          language: b.language ?? requestLanguage(request),
          digest: b.digest ? 1 : 0,
          updated_at: Date.now(),
        };
        await db
          .insertInto('alarm_subscription')
          .values({ user_id: caller.userId, digest_sent_day: null, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
        app.alarms.mail.subscriptionsChanged();
        return ok(await stored(request));
      },
    }),
  ]);
}

/** Alarm mail subscriptions. */
export const subscriptionRoutes = domainPlugin(
  'alarm-mail-routes',
  { plugins: ['store', 'telemetry', 'alarms'], decorators: ['db', 'telemetry', 'alarms'] },
  registerSubscriptionRoutes,
);
