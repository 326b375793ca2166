import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { download } from '../../shared/contracts/documents';
import { MEDIA_TYPES } from '../files/fileContent';
import type { DocumentLibrary } from './documentLibrary';
import type { DocumentDisk } from './documentDisk';
import { attachmentHeader, EXPORT_NAME, VERSION_NAME } from './documentNames';

/** A downloaded file is data, never a page: no script, no frame, even if the browser were asked to show it. */
const FILE_POLICY = "default-src 'none'; sandbox";

/**
 * `GET /common/download?fileName=...&delete=true` (spec-digest 000 §7): the browser's one way to save a file the
 * server keeps. `fileName` is an opaque name, never a path: a document version (`doc_…`, served to whoever
 * reads its folder) or an export the server generated for the caller (`exp_…`, looked up in the caller's own
 * export area only). Anything else, traversal in any spelling included, is refused before the disk is touched;
 * `delete=true` removes the caller's own export once read, and is refused for documents.
 */
export function registerDownloadRoutes(app: FastifyInstance, library: DocumentLibrary, disk: DocumentDisk): void {
  registerRoutes(app, [
    route(download, {
      access: 'signed-in',
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const { fileName } = request.query;
        const remove = request.query.delete === 'true';
        let content: Buffer | null = null;
        let savedAs: string;
        const exported = EXPORT_NAME.exec(fileName);
        if (VERSION_NAME.test(fileName)) {
          if (remove) throw new ApiError(400, 'server.download.notDeletable', {}, 'delete');
          const version = await library.readableVersion(caller, fileName);
          if (version) content = await disk.readInside(disk.versionsDir, fileName);
          savedAs = version?.name ?? fileName;
        } else if (exported) {
          const area = await disk.exportArea(caller.userId);
          content = await disk.readInside(area, fileName);
          if (content && remove) await fs.rm(path.join(area, fileName), { force: true });
          savedAs = `${exported[1]}.xlsx`;
        } else {
          throw new ApiError(400, 'server.download.badName', {}, 'fileName');
        }
        if (!content) throw new ApiError(404, 'server.download.notFound', {}, 'fileName');
        return reply
          .type(MEDIA_TYPES[path.extname(fileName)] ?? 'application/octet-stream')
          .header('content-security-policy', FILE_POLICY)
          .header('content-disposition', attachmentHeader(savedAs))
          .send(content);
      },
    }),
  ]);
}
