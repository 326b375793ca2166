import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route, type Route } from '../http/route';
import { translatorFor } from '../http/language';
import { routesOf, type EntityDefinition } from './definition';
import { entityContracts, type EntityContracts } from '../../shared/contracts/entities';
import { EntityAccess } from './entityAccess';
import { entityPage, listQuerySchema } from './entityList';
import { transferRoutes } from './entityTransfer';
import { uploadRoutes } from './entityUpload';
import { entityRowSchema } from './entitySchemas';

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

  const contracts = entityContracts({
    basePath: def.basePath,
    listQuery: listQuerySchema(def),
    row: entityRowSchema(def),
    fileFields: Object.entries(def.fields)
      .filter(([, f]) => f.widget === 'file')
      .map(([name]) => name),
  });
  const routes: Record<string, Route> = {
    ...readRoutes(access, contracts),
    ...writeRoutes(access, contracts, changed),
    ...transferRoutes(access, contracts, changed),
    ...uploadRoutes(access, contracts),
  };
  registerRoutes(
    app,
    Object.entries(routes)
      .filter(([name]) => wanted.has(name as never))
      .map(([, r]) => r),
  );
}

/** The list, a page at a time, and one row. */
function readRoutes(access: EntityAccess, contracts: EntityContracts): Record<string, Route> {
  return {
    list: route(contracts.list, {
      access: access.can('list'),
      handler: async (request) => entityPage(access, request, request.query),
    }),

    get: route(contracts.get, {
      access: access.can('query'),
      handler: async (request) => ok((await access.dtos(request, [await access.find(request, request.params.id)]))[0]),
    }),
  };
}

/** Adding, editing and removing rows, each checked against the definition. */
function writeRoutes(access: EntityAccess, contracts: EntityContracts, changed: Changed): Record<string, Route> {
  return {
    add: route(contracts.add, {
      access: access.can('add'),
      handler: async (request) => {
        const body = await access.check(request, 'create', request.body, translatorFor(request));
        const id = await access.insert(request, body);
        await changed(request);
        return ok({ [access.key]: id });
      },
    }),

    edit: route(contracts.edit, {
      access: access.can('edit'),
      handler: async (request) => {
        const body = await access.check(request, 'update', request.body, translatorFor(request));
        await access.update(request, body);
        await changed(request);
        return ok();
      },
    }),

    remove: route(contracts.remove, {
      access: access.can('remove'),
      handler: async (request) => {
        await access.remove(request, request.body.ids);
        await changed(request);
        return ok();
      },
    }),
  };
}
