import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { NO_INPUT, registerRoutes, route, type Route } from '../http/route';
import { translatorFor } from '../http/language';
import { routesOf, type EntityDefinition } from './definition';
import { EntityAccess } from './entityAccess';
import { entityPage, listQuerySchema, type ListQuery } from './entityList';
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

/** Runs after every change of an entity's rows. */
type Changed = (request: FastifyRequest) => Promise<void>;

/** The generic routes an entity definition asks for, each with the definition's permission. */
export function registerEntityRoutes(app: FastifyInstance, def: EntityDefinition, all: Map<string, EntityDefinition>): void {
  const access = new EntityAccess(app, def, all);
  const wanted = routesOf(def);
  const changed: Changed = async (request) => {
    // Devices, channels and point tables feed telemetry: it rereads them on every change.
    await app.telemetry.configChanged();
    request.log.info({ entity: def.name }, 'entity changed');
  };

  const routes: Record<string, Route<any>> = {
    ...readRoutes(access),
    ...writeRoutes(access, changed),
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

/** The list, a page at a time, and one row. */
function readRoutes(access: EntityAccess): Record<string, Route<any>> {
  const { def } = access;
  return {
    list: route<{ Querystring: ListQuery }>({
      method: 'GET',
      url: `${def.basePath}/list`,
      access: access.can('list'),
      response: pageEnvelope(entityRowSchema(def)),
      schema: { querystring: listQuerySchema(def) },
      handler: async (request) => entityPage(access, request, request.query),
    }),

    get: route<{ Params: { id: number } }>({
      method: 'GET',
      url: `${def.basePath}/:id`,
      access: access.can('query'),
      response: envelope(entityRowSchema(def)),
      schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } },
      handler: async (request) => ok((await access.dtos(request, [await access.find(request, request.params.id)]))[0]),
    }),
  };
}

/** Adding, editing and removing rows, each checked against the definition. */
function writeRoutes(access: EntityAccess, changed: Changed): Record<string, Route<any>> {
  const { def } = access;
  return {
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
  };
}
