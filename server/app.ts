import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config';
import { openDatabase, type Db, type Dialect } from './db/database';
import { SessionStore } from './auth/sessions';
import { CaptchaService } from './auth/captcha';
import type { LiveStore } from './telemetry/liveStore';
import { TelemetryService } from './telemetry/telemetryService';
import { StationInfoCache } from './stations/stationCache';
import { seedDemo } from './demo/seedDemo';
import { storeDemoDiagrams } from './demo/demoDiagrams';
import { ensureDictionaries } from './system/dictionaries';
import { registerEquipmentRoutes } from './equipment/equipmentRoutes';
import { installErrorHandler } from './http/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { installJsonParser } from './http/jsonBody';
import { refuseNulInUrls } from './http/nulGuard';
import { installValidators } from './http/validation';
import { recordRoutes } from './http/routeTable';
import { translatorFor } from './http/language';
import { registerSessionRoutes } from './auth/routes';
import { registerMenuRoutes } from './menu/routes';
import { registerStationRoutes } from './stations/stationRoutes';
import { registerCollectionRoutes } from './stations/collectionRoutes';
import { registerSystemRoutes } from './system/routes';
import { registerTelemetryRoutes } from './telemetry/routes';
import { registerInverterRoutes } from './monitor/inverterRoutes';
import { registerHomeRoutes } from './monitor/homeRoutes';
import { registerFleetOverviewRoutes } from './monitor/fleetOverviewRoutes';
import { registerFleetMapRoutes } from './monitor/fleetMapRoutes';
import { registerStationHomeRoutes } from './monitor/stationHomeRoutes';
import { registerPointRoutes } from './monitor/pointRoutes';
import { registerDiagramRoutes } from './monitor/diagramRoutes';
import { registerEventRoutes } from './events/eventRoutes';
import { registerRemote } from './remote/remotePlugin';
import { registerSchemaRoutes } from './ui/schemaRoutes';
import { loadEntities } from './entities/entityFiles';
import { FileStore } from './files/fileStore';
import { registerFileRoutes } from './files/fileRoutes';
import { registerEntityRoutes } from './entities/entityRoutes';
import { EntityRegistry } from './entities/entityRegistry';
import { registerEntityUiRoutes } from './entities/entityUiRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    dialect: Dialect;
    sessions: SessionStore;
    captcha: CaptchaService;
    liveStore: LiveStore;
    telemetry: TelemetryService;
    stationCache: StationInfoCache;
    files: FileStore;
    /** The entities of schemas/entities with their rules of access (the navigator reads labels through it). */
    entities: EntityRegistry;
  }
}

async function tokenSecret(db: Db): Promise<Buffer> {
  const row = await db
    .selectFrom('sys_config')
    .select('config_value')
    .where('config_key', '=', 'token.secret')
    .executeTakeFirst();
  if (row) return Buffer.from(row.config_value, 'base64');
  const secret = crypto.randomBytes(32);
  await db
    .insertInto('sys_config')
    .values({ config_key: 'token.secret', config_value: secret.toString('base64') })
    .execute();
  return secret;
}

/** The whole portal server: storage, services, `/prod-api` routes and the browser app. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: config.trustProxy, bodyLimit: 2 * 1024 * 1024 });
  const entities = loadEntities(config.schemasDir);
  const database = await openDatabase(config, entities);
  if (config.seedDemo) await seedDemo(database.db, config.dataDir, config.demoPassword);
  // Also on a demo store seeded before diagrams existed: each storage plant gets its single-line diagram.
  if (config.seedDemo) await storeDemoDiagrams(database.db, config.dataDir);
  await ensureDictionaries(database.db);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('sessions', new SessionStore(database.db, await tokenSecret(database.db), config.sessionIdleMinutes * 60_000));
  app.decorate('captcha', new CaptchaService(database.db));
  const telemetry = new TelemetryService(database.db, {
    simulate: config.simulate,
    seed: config.simSeed,
    backfillDays: config.backfillDays,
    autoRun: config.telemetryAutoRun,
    mqttUrl: config.mqttUrl,
  });
  app.decorate('telemetry', telemetry);
  app.decorate('liveStore', telemetry.live);
  app.decorate('stationCache', new StationInfoCache());
  const uploads = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  app.decorate('files', new FileStore(database.db, uploads, entities));
  app.decorateRequest('principal', null);
  app.addHook('onClose', async () => {
    await telemetry.stop();
    await database.close();
  });

  recordRoutes(app);
  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(cookie);
  installJsonParser(app);
  refuseNulInUrls(app);
  installValidators(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  registerSessionRoutes(app);
  registerMenuRoutes(app);
  registerStationRoutes(app);
  registerCollectionRoutes(app);
  registerEquipmentRoutes(app);
  registerSystemRoutes(app);
  registerTelemetryRoutes(app);
  registerInverterRoutes(app);
  registerHomeRoutes(app);
  registerFleetOverviewRoutes(app);
  registerFleetMapRoutes(app);
  registerStationHomeRoutes(app);
  registerPointRoutes(app);
  registerDiagramRoutes(app);
  registerEventRoutes(app);
  registerRemote(app);
  registerSchemaRoutes(app);
  registerFileRoutes(app);
  const byName = new Map(entities.map((e) => [e.name, e]));
  app.decorate('entities', new EntityRegistry(app, byName));
  for (const entity of entities) registerEntityRoutes(app, entity, byName);
  registerEntityUiRoutes(app, entities);

  const hasApp = fs.existsSync(path.join(config.appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: config.appDir,
      prefix: '/',
      wildcard: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await telemetry.start();
  const indexHtml = hasApp ? fs.readFileSync(path.join(config.appDir, 'index.html')) : null;

  // History-mode routing: any page path that is not an API or a file answers with the app.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/prod-api/') || request.url === '/prod-api') {
      return reply.status(404).send({ code: 404, msg: translatorFor(request)('server.notFound') });
    }
    if (indexHtml && request.method === 'GET' && !path.extname(request.url.split('?')[0]!)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
  return app;
}
