import { servicePlugin } from '../http/domainPlugin';
import { EntityRegistry } from './entityRegistry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The entities of schemas/entities with their rules of access (the navigator reads labels through it). */
    entities: EntityRegistry;
  }
}

/** The entity definitions with their rules of access, for every domain. */
export const entityRegistry = servicePlugin(
  'entity-registry',
  { plugins: ['store'], decorators: ['db', 'entityDefinitions'] },
  async (app) => {
    const definitions = app.entityDefinitions;
    app.decorate('entities', new EntityRegistry(app, new Map(definitions.map((e) => [e.name, e]))));
  },
);
