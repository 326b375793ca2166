import { servicePlugin } from '../http/domainPlugin';
import { seesStation } from '../stations/scope';
import { LIVE_EVENT_MS, type StoredEvent } from '../telemetry/eventLog';
import { TodoService } from '../todo/todoService';
import { AlarmMail } from '../alarmMail/alarmMail';
import { AlarmHub, type Push } from './alarmHub';
import { ShelfBook } from './shelves';
import { eventRow } from './eventRows';

/** The alarm services: shelves, the push hub, to-do items raised by alarms and alarm mail. */
export interface Alarms {
  shelves: ShelfBook;
  hub: AlarmHub;
  todos: TodoService;
  mail: AlarmMail;
  /** Tells the browsers of every API node that alarms or to-do items changed. */
  announce(push: Notice): void;
}

/** A push that carries no alarm, only that something changed: every node's browsers reload. */
type Notice = Exclude<Push, { kind: 'alarm' }>;

declare module 'fastify' {
  interface FastifyInstance {
    alarms: Alarms;
  }
}

/**
 * What happens when alarms are written (docs/alarms.md): open browsers hear of them, serious ones raise to-do
 * items, subscribers get mail (docs/alarm-mail.md). Events of shelved points and events history writes while
 * catching up go to none of them.
 */
export const alarms = servicePlugin(
  'alarms',
  { plugins: ['store', 'sessions', 'telemetry'], decorators: ['config', 'db', 'sessions', 'telemetry'] },
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
    app.sessions.onEnded((ended) => hub.end(ended));
    const peers = app.telemetryCluster;
    const node = app.config.nodeId;
    const announce = (push: Notice) => {
      hub.publish(push);
      peers?.bus.publish('notice', { node, push });
    };
    if (peers)
      await peers.bus.on<{ node: string; push: Notice }>('notice', (m) => {
        if (m.node === node) return;
        hub.publish(m.push);
        // Shelving on another node changes which alarms are told here.
        if (m.push.kind === 'changed') void shelves.load().catch(() => undefined);
      });
    const todos = new TodoService(app.db, app.config.alarmTodoLevel, (psId) => announce({ kind: 'todo', psId }));
    const mail = new AlarmMail({
      db: app.db,
      config: app.config,
      shelves,
      stations: () => registry.stations,
      log: app.log,
    });
    app.decorate('alarms', { shelves, hub, todos, mail, announce });
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>, what: string) => {
      const run = work.catch((error: unknown) => app.log.error({ err: error }, what));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    };

    const freshOf = (written: StoredEvent[]) => {
      const now = Date.now();
      return written.filter((e) => e.event_time >= now - LIVE_EVENT_MS && !shelves.covers(e, now));
    };
    const push = (fresh: StoredEvent[]) => {
      for (const e of fresh) {
        const station = registry.stations.get(e.ps_id);
        hub.publish({ kind: 'alarm', psId: e.ps_id, data: (t) => eventRow(e, station, t, false) });
      }
    };
    // Where alarms are written (ROLE=all or ingest), they raise to-do items and mail, once; API nodes push
    // them to their browsers, which in a split deployment hear of them over the bus.
    if (app.config.role === 'api') await peers?.onEvents((written) => push(freshOf(written)));
    else
      app.telemetry.events.listen((written: StoredEvent[]) => {
        const fresh = freshOf(written);
        if (!fresh.length) return;
        push(fresh);
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
