import { servicePlugin } from '../http/domainPlugin';
import { seesStation } from '../stations/scope';
import type { StoredEvent } from '../telemetry/eventLog';
import { TodoService } from '../workflow/todoService';
import { AlarmMail } from '../notify/alarmMail';
import { AlarmHub } from './alarmHub';
import { ShelfBook } from './shelves';
import { eventRow } from './eventRows';

/** The alarm services: shelves, the push hub, to-do items raised by alarms and alarm mail. */
export interface Alarms {
  shelves: ShelfBook;
  hub: AlarmHub;
  todos: TodoService;
  mail: AlarmMail;
}

declare module 'fastify' {
  interface FastifyInstance {
    alarms: Alarms;
  }
}

/** Events older than this when written are history catching up: nobody is told of them again. */
const LIVE_MS = 5 * 60_000;

/**
 * What happens when alarms are written (docs/alarms.md): open browsers hear of them, serious ones raise to-do
 * items, subscribers get mail (docs/alarm-mail.md). Events of shelved points and events history writes while
 * catching up go to none of them.
 */
export const alarms = servicePlugin(
  'alarms',
  { plugins: ['storage', 'sessions', 'telemetry'], decorators: ['config', 'db', 'sessions', 'telemetry'] },
  async (app) => {
    const { registry } = app.telemetry;
    const shelves = new ShelfBook(app.db);
    await shelves.load();
    const hub = new AlarmHub(
      (caller, psId) => {
        const station = registry.stations.get(psId);
        return station !== undefined && seesStation(caller, station);
      },
      async (token) => (await app.sessions.resolve(token)) !== null,
    );
    const todos = new TodoService(app.db, app.config.alarmTodoLevel, (psId) => hub.publish({ kind: 'todo', psId }));
    const mail = new AlarmMail({
      db: app.db,
      config: app.config,
      shelves,
      stations: () => registry.stations,
      log: app.log,
    });
    app.decorate('alarms', { shelves, hub, todos, mail });
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>, what: string) => {
      const run = work.catch((error: unknown) => app.log.error({ err: error }, what));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    };

    app.telemetry.events.listen((written: StoredEvent[]) => {
      const now = Date.now();
      const fresh = written.filter((e) => e.event_time >= now - LIVE_MS && !shelves.covers(e, now));
      if (!fresh.length) return;
      for (const e of fresh) {
        const station = registry.stations.get(e.ps_id);
        hub.publish({ kind: 'alarm', psId: e.ps_id, data: (t) => eventRow(e, station, t, false) });
      }
      track(todos.raiseFrom(fresh), 'to-do items from alarms');
      track(mail.take(fresh), 'alarm mail');
    });
    // The store closes after this hook: work already under way finishes first.
    app.addHook('onClose', async () => {
      hub.close();
      mail.close();
      await Promise.all(pending);
    });
  },
);
