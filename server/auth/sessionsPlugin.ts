import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { servicePlugin } from '../http/domainPlugin';
import { SessionStore, type EndedSessions } from './sessions';
import { ClusterBus } from '../cluster/clusterBus';
import { CaptchaService } from './captcha';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    captcha: CaptchaService;
  }
}

async function tokenSecret(db: Db): Promise<Buffer> {
  const row = await db
    .selectFrom('sys_config')
    .select('config_value')
    .where('config_key', '=', 'token.secret')
    .executeTakeFirst();
  if (row) return Buffer.from(row.config_value, 'base64');
  const secret = crypto.randomBytes(32);
  await db
    .insertInto('sys_config')
    .values({ config_key: 'token.secret', config_value: secret.toString('base64') })
    .execute();
  return secret;
}

/** Sessions, the captcha and `request.principal`: who calls, which every route's onRequest hook resolves. */
export const sessions = servicePlugin(
  'sessions',
  { plugins: ['store'], decorators: ['config', 'db', 'cluster'] },
  async (app) => {
    const { db, config, cluster } = app;
    const store = new SessionStore(db, await tokenSecret(db), config.sessionIdleMinutes * 60_000, cluster);
    app.decorate('sessions', store);
    if (cluster) {
      // Every node hears at once which sessions ended elsewhere, so its open alarm streams close too.
      const bus = ClusterBus.open(cluster);
      const node = config.nodeId;
      store.onEnded((ended, elsewhere) => {
        if (!elsewhere) bus.publish('sessionsEnded', { node, ended });
      });
      await bus.on<{ node: string; ended: EndedSessions }>('sessionsEnded', (m) => {
        if (m.node !== node) store.endedElsewhere(m.ended);
      });
      app.addHook('onClose', async () => bus.close());
    }
    app.decorate('captcha', new CaptchaService(db));
    app.decorateRequest('principal', null);
  },
);
