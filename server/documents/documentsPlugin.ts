import type { FastifyInstance } from 'fastify';
import { domainPlugin } from '../http/domainPlugin';
import { DocumentLibrary } from './documentLibrary';
import { DocumentDisk } from './documentDisk';
import { registerDocumentRoutes } from './documentRoutes';
import { registerDownloadRoutes } from './downloadRoutes';
import { seedDemoDocuments } from './demoDocuments';

/** The document library and `/common/download` (docs/documents.md). */
export const documentRoutes = domainPlugin(
  'document-routes',
  { plugins: ['store'], decorators: ['db'] },
  async (app: FastifyInstance) => {
    const disk = new DocumentDisk(app.config.dataDir);
    await disk.prepare();
    const library = new DocumentLibrary(app.db);
    if (app.config.seedDemo) await seedDemoDocuments(app.db, disk);
    registerDocumentRoutes(app, library, disk);
    registerDownloadRoutes(app, library, disk);
  },
);
