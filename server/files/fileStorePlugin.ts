import fs from 'node:fs';
import path from 'node:path';
import { servicePlugin } from '../http/domainPlugin';
import { FileStore } from './fileStore';
import { svgSanitizer } from './svgOffThread';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** Uploaded files under the data folder, with the entity fields that point at them (who may read a file). */
export const fileStore = servicePlugin(
  'file-store',
  { plugins: ['store', 'entity-registry'], decorators: ['config', 'db', 'entities'] },
  async (app) => {
    const uploads = path.join(app.config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    app.decorate('files', new FileStore(app.db, uploads, [...app.entities.definitions.values()]));
    svgSanitizer.warm();
  },
);
