import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The page may run only its own bundled scripts: no inline script, no eval, no plug-ins, no framing (a
 * remote-control screen inside another site's frame could be clicked by that site). Inline styles stay:
 * Blueprint and ECharts position popovers and tooltips with style attributes.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
  },
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer: the CSP and its companions from helmet, `no-store` on API answers (a
 * shared control-room PC must not keep a plant's data in its cache), HSTS only when the portal is reached
 * over https (browsers ignore it on http, and a LAN install may have no certificate).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/prod-api/')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
