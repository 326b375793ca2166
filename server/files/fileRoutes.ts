import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { INLINE, MEDIA_TYPES } from './fileContent';
import { domainPlugin } from '../http/domainPlugin';
import { storedFile } from '../../shared/contracts/files';

/** A served file shows, never runs: even a file that slipped past every check gets no script and no frame. */
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Uploaded files and station photos, only to signed-in callers who may see a plant of a row pointing at the
 * file (or who uploaded it); anyone else gets the same 404 as for a missing file. Pictures show inline,
 * everything else (PDF, office files, archives) downloads.
 */
function registerFileRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(storedFile, {
      access: 'signed-in',
      handler: async (request, reply) => {
        const url = `/profile/${request.params.folder}/${request.params.name}`;
        const file = app.files.pathOf(url);
        if (!file || !(await app.files.mayRead(callerOf(request), url))) throw new ApiError(404, 'server.notFound');
        const ext = path.extname(file).toLowerCase();
        const content = ext === '.svg' ? await app.files.readSvg(url) : await fs.readFile(file).catch(() => null);
        if (content === null) throw new ApiError(404, 'server.notFound');
        return reply
          .type(MEDIA_TYPES[ext] ?? 'application/octet-stream')
          .header('content-security-policy', FILE_POLICY)
          .header('content-disposition', `${INLINE.has(ext) ? 'inline' : 'attachment'}; filename="${request.params.name}"`)
          .send(content);
      },
    }),
  ]);
}

/** Uploaded files and station photos. */
export const fileRoutes = domainPlugin('file-routes', { plugins: ['file-store'], decorators: ['files'] }, registerFileRoutes);
