import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../http/envelope';

/** The sign-in route, whose attempts are also counted per account. */
const SIGN_IN_URL = '/prod-api/reception/login';

/** One count for `Admin`, ` admin ` and `ａｄｍｉｎ`: the user name as the sign-in compares it, folded further. */
export function accountKey(body: unknown): string {
  const name = (body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' ? name.normalize('NFKC').trim().toLowerCase() : '';
}

/**
 * Sign-in attempts per account and minute, beside the route's limit per client address: guesses at one
 * account spread over many addresses are limited too. The count runs once the body is read (preHandler),
 * since the account is in the body; it is added to the sign-in route as Fastify registers it.
 */
export function limitSignInPerAccount(app: FastifyInstance, max: number): void {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `sign-in account ${accountKey(request.body)}`,
  });
  const perAccount: preHandlerAsyncHookHandler = async (request) => {
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw new ApiError(429, 'server.login.accountThrottled');
  };
  app.addHook('onRoute', (options) => {
    if (options.url !== SIGN_IN_URL) return;
    const existing = options.preHandler ? [options.preHandler].flat() : [];
    options.preHandler = [...existing, perAccount];
  });
}
