import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, page } from '../http/envelope';
import { NO_INPUT, registerRoutes, route, type Route } from '../http/route';
import { translatorFor } from '../http/language';
import { routesOf, storable, type EntityDefinition } from './definition';
import { EntityAccess } from './entityAccess';
import { transferRoutes } from './entityTransfer';
import { uploadRoutes } from './entityUpload';
import { envelope, pageEnvelope, openObject } from '../http/responseSchemas';
import { entityRowSchema } from './entitySchemas';

const idsBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
} as const;

/** The list query of an entity: paging, sort and its declared filters. */
export function listQuerySchema(def: EntityDefinition) {
  return {
    type: 'object',
    properties: {
      pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
      orderBy: { type: 'string', enum: Object.keys(def.fields) },
      isAsc: { type: 'string', enum: ['asc', 'desc'] },
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.filter)
          .map(([name, f]) => [name, f.filter === 'like' ? { type: 'string', maxLength: 100 } : storable({ type: f.type })]),
      ),
    },
  };
}

type ListQuery = Record<string, unknown> & { pageNum: number; pageSize: number; orderBy?: string; isAsc?: string };

/** The generic routes an entity definition asks for, each with the definition's permission. */
export function registerEntityRoutes(app: FastifyInstance, def: EntityDefinition, all: Map<string, EntityDefinition>): void {
  const access = new EntityAccess(app, def, all);
  const wanted = routesOf(def);
  const changed = async (request: FastifyRequest) => {
    // Devices, channels and point tables feed telemetry: it rereads them on every change.
    await app.telemetry.configChanged();
    request.log.info({ entity: def.name }, 'entity changed');
  };

  const routes: Record<string, Route<any>> = {
    list: route<{ Querystring: ListQuery }>({
      method: 'GET',
      url: `${def.basePath}/list`,
      access: access.can('list'),
      response: pageEnvelope(entityRowSchema(def)),
      schema: { querystring: listQuerySchema(def) },
      handler: async (request) => {
        const q = request.query;
        const base = access.query(request, q);
        const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
        const order = def.fields[q.orderBy ?? def.order ?? access.key]!.column;
        const rows = await base
          .selectAll()
          .orderBy(order, q.isAsc === 'desc' ? 'desc' : 'asc')
          .orderBy(access.keyColumn)
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute();
        return page(await access.dtos(request, rows), Number(total), q.pageSize);
      },
    }),

    get: route<{ Params: { id: number } }>({
      method: 'GET',
      url: `${def.basePath}/:id`,
      access: access.can('query'),
      response: envelope(entityRowSchema(def)),
      schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } },
      handler: async (request) => ok((await access.dtos(request, [await access.find(request, request.params.id)]))[0]),
    }),

    add: route<{ Body: unknown }>({
      method: 'POST',
      url: def.basePath,
      access: access.can('add'),
      response: envelope(openObject()),
      schema: NO_INPUT,
      handler: async (request) => {
        const body = await access.check(request, 'create', request.body, translatorFor(request));
        const id = await access.insert(request, body);
        await changed(request);
        return ok({ [access.key]: id });
      },
    }),

    edit: route<{ Body: unknown }>({
      method: 'PUT',
      url: def.basePath,
      access: access.can('edit'),
      response: envelope(),
      schema: NO_INPUT,
      handler: async (request) => {
        const body = await access.check(request, 'update', request.body, translatorFor(request));
        await access.update(request, body);
        await changed(request);
        return ok();
      },
    }),

    remove: route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: `${def.basePath}/remove`,
      access: access.can('remove'),
      response: envelope(),
      schema: { body: idsBody },
      handler: async (request) => {
        await access.remove(request, request.body.ids);
        await changed(request);
        return ok();
      },
    }),
    ...transferRoutes(access, listQuerySchema(def), changed),
    ...uploadRoutes(access),
  };
  registerRoutes(
    app,
    Object.entries(routes)
      .filter(([name]) => wanted.has(name as never))
      .map(([, r]) => r),
  );
}
