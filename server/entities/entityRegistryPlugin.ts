import { servicePlugin } from '../http/domainPlugin';
import { loadEntities } from './entityFiles';
import { ensureStorage } from './entityStore';
import { EntityRegistry } from './entityRegistry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The entities of schemas/entities with their rules of access (the navigator reads labels through it). */
    entities: EntityRegistry;
  }
}

/** The entity definitions, their tables made sure of, and their rules of access for every domain. */
export const entityRegistry = servicePlugin(
  'entity-registry',
  { plugins: ['storage'], decorators: ['config', 'db', 'dialect'] },
  async (app) => {
    const definitions = loadEntities(app.config.schemasDir);
    for (const entity of definitions) await ensureStorage(app.db, app.dialect, entity);
    app.decorate('entities', new EntityRegistry(app, new Map(definitions.map((e) => [e.name, e]))));
  },
);
