import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { menuRoutes } from '../../server/menu/routes';
import { monitorRoutes } from '../../server/monitor/monitorPlugin';
import { sessions } from '../../server/auth/sessionsPlugin';

describe('server plugins', () => {
  it('a domain does not start without the services it names', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', {} as never);
    await expect(app.register(menuRoutes).ready()).rejects.toThrow(/sessions/);
    await app.close();
  });

  it('a service does not start before the services it needs', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', {} as never);
    await expect(app.register(sessions).ready()).rejects.toThrow(/'db'|store/);
    await app.close();
  });

  it('a domain names each decorator it reads', async () => {
    const app = Fastify({ logger: false });
    for (const name of ['config', 'sessions']) app.decorate(name, {});
    app.decorateRequest('principal', null);
    await expect(app.register(monitorRoutes).ready()).rejects.toThrow(/'db'|'telemetry'|store/);
    await app.close();
  });
});
