import { openDatabase, type Db, type Dialect } from './db/database';
import { seedDemo } from './demo/seedDemo';
import { storeDemoDiagrams } from './demo/demoDiagrams';
import { ensureDictionaries } from './system/dictionaries';
import { servicePlugin } from './http/domainPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

/** The store (SQLite or PostgreSQL) with the demo fleet and the dictionaries in it; closed with the app. */
export const storage = servicePlugin('storage', { plugins: [], decorators: ['config'] }, async (app) => {
  const { config } = app;
  const database = await openDatabase(config);
  if (config.seedDemo) await seedDemo(database.db, config.dataDir, config.demoPassword);
  // Also on a demo store seeded before diagrams existed: each storage plant gets its single-line diagram.
  if (config.seedDemo) await storeDemoDiagrams(database.db, config.dataDir);
  await ensureDictionaries(database.db);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.addHook('onClose', () => database.close());
});
