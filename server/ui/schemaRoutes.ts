import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';

/**
 * Page schemas straight from `schemas/pages/<id>.json`, read on every request, so a changed file shows on
 * the next reload without a rebuild. A file that is not JSON answers its parse error for the page to show.
 */
export function registerSchemaRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route<{ Params: { id: string } }>({
      method: 'GET',
      url: '/ui/schema/:id',
      access: 'signed-in',
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } } },
      },
      handler: async (request, reply) => {
        const file = path.join(app.config.schemasDir, 'pages', `${request.params.id}.json`);
        let text: string;
        try {
          text = await fs.readFile(file, 'utf8');
        } catch {
          throw new ApiError(404, 'server.notFound');
        }
        try {
          return ok(JSON.parse(text));
        } catch (error) {
          return reply
            .status(500)
            .send({ code: 500, msg: `schemas/pages/${request.params.id}.json: ${(error as Error).message}` });
        }
      },
    }),
  ]);
}
