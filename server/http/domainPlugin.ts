import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** What a domain needs from the services before its routes can be registered. */
export interface DomainNeeds {
  /** Service plugins (by name) that must be registered first. */
  plugins: string[];
  /** Instance decorators the domain's routes read (`app.db`, `app.telemetry`, ...). */
  decorators: string[];
}

/**
 * A domain's routes as an encapsulated Fastify plugin: what it decorates stays inside, and Fastify refuses to
 * start when a service it names is missing. Every domain answers through `registerRoutes`, which reads the
 * session store and sets `request.principal`, so those are needed by all of them.
 */
export function domainPlugin(
  name: string,
  needs: DomainNeeds,
  register: (app: FastifyInstance) => void | Promise<void>,
): FastifyPluginAsync {
  return fp(async (app) => register(app), {
    name,
    fastify: '5.x',
    dependencies: ['sessions', ...needs.plugins],
    decorators: { fastify: ['config', 'sessions', ...needs.decorators], request: ['principal'] },
    encapsulate: true,
  });
}

/**
 * A shared service as a named, non-encapsulated plugin: its decorators land on the root, so every domain
 * registered after it sees them, and domains name it in their dependencies.
 */
export function servicePlugin(
  name: string,
  needs: DomainNeeds,
  provide: (app: FastifyInstance) => Promise<void>,
): FastifyPluginAsync {
  return fp(async (app) => provide(app), {
    name,
    fastify: '5.x',
    dependencies: needs.plugins,
    decorators: { fastify: needs.decorators },
  });
}
