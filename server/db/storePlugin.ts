import { openDatabase, type Db, type Dialect } from './database';
import { seedDemo } from '../demo/seedDemo';
import { storeDemoDiagrams } from '../demo/demoDiagrams';
import { ensureDictionaries } from '../system/dictionaries';
import { servicePlugin } from '../http/domainPlugin';
import { loadEntities } from '../entities/entityFiles';
import type { EntityDefinition } from '../entities/definition';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    /** The definitions of schemas/entities: the one source of their tables and of their routes. */
    entityDefinitions: EntityDefinition[];
  }
}

/**
 * The store (SQLite or PostgreSQL), its entity tables made as their definitions declare, with the demo fleet
 * and the dictionaries in it; closed with the app.
 */
export const store = servicePlugin('store', { plugins: [], decorators: ['config'] }, async (app) => {
  const { config } = app;
  const definitions = loadEntities(config.schemasDir);
  const database = await openDatabase(config, definitions);
  if (config.seedDemo) await seedDemo(database.db, config.dataDir, config.demoPassword);
  // Also on a demo store seeded before diagrams existed: each storage plant gets its single-line diagram.
  if (config.seedDemo) await storeDemoDiagrams(database.db, config.dataDir);
  await ensureDictionaries(database.db);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('entityDefinitions', definitions);
  app.addHook('onClose', () => database.close());
});
