import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page may run only its own bundled scripts: no inline script, no eval, no plug-ins, no framing (a
 * remote-control screen inside another site's frame could be clicked by that site). Inline styles stay:
 * Blueprint and ECharts position popovers and tooltips with style attributes.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
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
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets, computed once: they do not vary by request (no nonces), and running helmet's
 * middleware on every request cost 40 % of a bare route's throughput.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Security headers on every answer: the CSP and its companions from helmet, `no-store` on API answers (a
 * shared control-room PC must not keep a plant's data in its cache), HSTS only when the portal is reached
 * over https (browsers ignore it on http, and a LAN install may have no certificate).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply);
    done();
  });
}

const HEADERS = helmetHeaders(OPTIONS);

/** The same headers on an answer no hook runs for (a URL the router refuses, frameworkErrors.ts). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(HEADERS);
  if (request.url.startsWith('/prod-api/')) reply.header('cache-control', 'no-store');
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}
