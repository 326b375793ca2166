import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route, NO_INPUT } from '../http/route';
import { translatorFor } from '../http/language';
import { domainPlugin } from '../http/domainPlugin';
import { envelope, arrayOf, object, integer, string, number, nullable } from '../http/responseSchemas';

/** Dictionaries and server time. */
function registerSystemRoutes(app: FastifyInstance): void {
  const { db } = app;
  registerRoutes(app, [
    route<{ Params: { type: string } }>({
      method: 'GET',
      url: '/system/dict/data/type/:type',
      access: 'signed-in',
      response: envelope(
        arrayOf(
          object({
            dictCode: integer,
            dictType: string,
            dictValue: string,
            dictLabel: string,
            dictSort: integer,
            listClass: nullable('string'),
          }),
        ),
      ),
      schema: { params: { type: 'object', properties: { type: { type: 'string', pattern: '^[a-z_]{1,40}$' } } } },
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

    route({
      method: 'GET',
      url: '/common/systemTime',
      access: 'public',
      response: envelope(object({ timestamp: number, iso: string })),
      schema: NO_INPUT,
      handler: async () => {
        const now = Date.now();
        return ok({ timestamp: now, iso: new Date(now).toISOString() });
      },
    }),
  ]);
}

/** Dictionaries and server time. */
export const systemRoutes = domainPlugin('system-routes', { plugins: ['storage'], decorators: ['db'] }, registerSystemRoutes);
