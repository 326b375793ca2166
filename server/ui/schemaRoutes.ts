import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { migratePage } from '../../engine/pageSchema';
import { validatePage } from '../../engine/validatePage';
import { domainPlugin } from '../http/domainPlugin';
import { pageSchema } from '../../shared/contracts/ui';

/**
 * Page schemas straight from `schemas/pages/<id>.json`, read on every request, so a changed file shows on
 * the next reload without a rebuild. The server migrates and checks the page (the browser's CSP forbids the
 * compiled validators ajv builds): the answer is the page, or the problems for the screen to show.
 */
function registerSchemaRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(pageSchema, {
      access: 'signed-in',
      handler: async (request) => {
        const name = `schemas/pages/${request.params.id}.json`;
        let text: string;
        try {
          text = await fs.readFile(path.join(app.config.schemasDir, 'pages', `${request.params.id}.json`), 'utf8');
        } catch {
          throw new ApiError(404, 'server.notFound');
        }
        let page: Record<string, unknown>;
        try {
          page = migratePage(JSON.parse(text) as Record<string, unknown>);
        } catch (error) {
          return ok({ page: null, problems: [`${name}: ${(error as Error).message}`] });
        }
        const problems = validatePage(page, name);
        return ok({ page: problems.length ? null : page, problems });
      },
    }),
  ]);
}

/** Page schemas for the engine. */
export const pageSchemaRoutes = domainPlugin('page-schema-routes', { plugins: [], decorators: [] }, registerSchemaRoutes);
