import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config';
import { installErrorHandler } from './http/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { answerFrameworkError } from './http/frameworkErrors';
import { installJsonParser } from './http/jsonBody';
import { refuseNulInUrls } from './http/nulGuard';
import { installValidators } from './http/validation';
import { recordRoutes } from './http/routeTable';
import { translatorFor } from './http/language';
import { store } from './db/storePlugin';
import { sessions } from './auth/sessionsPlugin';
import { entityRegistry } from './entities/entityRegistryPlugin';
import { fileStore } from './files/fileStorePlugin';
import { stationCache } from './stations/stationCachePlugin';
import { telemetry } from './telemetry/telemetryPlugin';
import { quotaService, quotaAnalysisRoutes } from './quotas/quotasPlugin';
import { remoteReservations, remoteControl } from './remote/remotePlugin';
import { sessionRoutes } from './auth/routes';
import { menuRoutes } from './menu/routes';
import { stationRoutes } from './stations/stationsPlugin';
import { equipmentRoutes } from './equipment/equipmentRoutes';
import { systemRoutes } from './system/routes';
import { telemetryRoutes } from './telemetry/routes';
import { monitorRoutes } from './monitor/monitorPlugin';
import { energyStorageRoutes } from './energyStorage/energyStoragePlugin';
import { cameraRoutes } from './cameras/camerasPlugin';
import { eventRoutes } from './alarms/eventRoutes';
import { alarms } from './alarms/alarmsPlugin';
import { todoRoutes } from './todo/todoRoutes';
import { subscriptionRoutes } from './alarmMail/subscriptionRoutes';
import { pageSchemaRoutes } from './ui/schemaRoutes';
import { fileRoutes } from './files/fileRoutes';
import { entityRoutes } from './entities/entitiesPlugin';
import { profileRoutes } from './people/profileRoutes';
import { staffRoutes } from './people/staffRoutes';
import { noticeRoutes } from './notices/noticeRoutes';
import { documentRoutes } from './documents/documentsPlugin';
import { registrationRoutes } from './registration/registrationRoutes';
import { ClusterLink } from './cluster/clusterLink';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** Redis shared with the deployment's other processes, or null for a single node. */
    cluster: ClusterLink | null;
  }
}

/** The PDF viewer's address (spec-digest 000 §2), a page of the app despite its extension. */
const PDF_VIEWER_PATH = '/pdf/web/viewer.html';

/** How long one plugin may take to start before the server gives up. */
const STARTUP_LIMIT_MS = 10 * 60_000;

/** The whole portal server: storage, services, `/prod-api` routes and the browser app. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // The storage plugin migrates and seeds, which on a large fleet takes far longer than Fastify's 10 s default.
    pluginTimeout: STARTUP_LIMIT_MS,
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('config', config);

  recordRoutes(app);
  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(cookie);
  installJsonParser(app);
  refuseNulInUrls(app);
  installValidators(app);
  const cluster = config.redisUrl ? await ClusterLink.open(config.redisUrl, config.redisPrefix) : null;
  app.decorate('cluster', cluster);
  app.addHook('onClose', async () => cluster?.close());
  // With several API nodes a limit counts the requests of all of them.
  const shared = cluster ? { redis: cluster.redis, nameSpace: cluster.key('rate:') } : {};
  await app.register(rateLimit, { global: false, ...shared });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  // Shared services first, named and on the root; then each domain as an encapsulated plugin naming the
  // services it needs (Fastify refuses to start when one is missing or comes later). Hooks, parsers and the
  // error handler above are on the root before any domain, so every domain inherits them.
  for (const plugin of [
    store,
    sessions,
    entityRegistry,
    fileStore,
    stationCache,
    telemetry,
    quotaService,
    alarms,
    remoteReservations,
    sessionRoutes,
    menuRoutes,
    stationRoutes,
    equipmentRoutes,
    systemRoutes,
    telemetryRoutes,
    monitorRoutes,
    cameraRoutes,
    eventRoutes,
    todoRoutes,
    subscriptionRoutes,
    quotaAnalysisRoutes,
    remoteControl,
    energyStorageRoutes,
    pageSchemaRoutes,
    fileRoutes,
    entityRoutes,
    profileRoutes,
    staffRoutes,
    noticeRoutes,
    documentRoutes,
    registrationRoutes,
  ])
    await app.register(plugin);

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
  const indexHtml = hasApp ? fs.readFileSync(path.join(config.appDir, 'index.html')) : null;

  // History-mode routing: any page path that is not an API or a file answers with the app.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/prod-api/') || request.url === '/prod-api') {
      return reply.status(404).send({ code: 404, msg: translatorFor(request)('server.notFound') });
    }
    const pagePath = request.url.split('?')[0]!;
    // The PDF viewer keeps the address the spec gives it (a route of the app, docs/documents.md).
    if (indexHtml && request.method === 'GET' && (!path.extname(pagePath) || pagePath === PDF_VIEWER_PATH)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).type('text/plain').send(translatorFor(request)('server.notFound'));
  });
  return app;
}
