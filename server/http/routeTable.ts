import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route the app answers, as Fastify registered it. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  /** Who may call it (route.ts); none for routes outside `/prod-api`'s route records. */
  access?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, including those of plugins and entity definitions. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Keeps the list of routes as Fastify registers them, so the app can tell what it answers: the API fuzz
 * suite walks every route from it, and a new route is covered without anyone adding it to a list.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    const access = options.config?.access;
    for (const method of [options.method].flat()) table.push({ method, url: options.url, schema: options.schema, access });
  });
}
