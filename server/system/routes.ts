import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { domainPlugin } from '../http/domainPlugin';
import { dictionary, systemTime } from '../../shared/contracts/system';

/** Dictionaries and server time. */
function registerSystemRoutes(app: FastifyInstance): void {
  const { db } = app;
  registerRoutes(app, [
    route(dictionary, {
      access: 'signed-in',
      handler: async (request) => {
        const t = translatorFor(request);
        const rows = await db
          .selectFrom('sys_dict_data')
          .selectAll()
          .where('dict_type', '=', request.params.type)
          .orderBy('dict_sort')
          .execute();
        return ok(
          rows.map((r) => ({
            dictCode: r.dict_code,
            dictType: r.dict_type,
            dictValue: r.dict_value,
            dictLabel: t(r.label_key),
            dictSort: r.dict_sort,
            listClass: r.list_class,
          })),
        );
      },
    }),

    route(systemTime, {
      access: 'public',
      handler: async () => {
        const now = Date.now();
        return ok({ timestamp: now, iso: new Date(now).toISOString() });
      },
    }),
  ]);
}

/** Dictionaries and server time. */
export const systemRoutes = domainPlugin('system-routes', { plugins: ['store'], decorators: ['db'] }, registerSystemRoutes);
