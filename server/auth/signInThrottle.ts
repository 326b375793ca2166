import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';

/** One count for `Admin`, ` admin ` and `ａｄｍｉｎ`: the user name as the sign-in compares it, folded further. */
export function accountKey(body: unknown): string {
  const name = (body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' ? name.normalize('NFKC').trim().toLowerCase() : '';
}

/**
 * Sign-in attempts per account and minute, beside the route's limit per client address: guesses at one
 * account spread over many addresses are limited too. It runs as the sign-in route's preHandler, since the
 * account is in the body.
 */
export function signInPerAccount(app: FastifyInstance, max: number): (request: FastifyRequest) => Promise<void> {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `sign-in account ${accountKey(request.body)}`,
  });
  return async (request) => {
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw new ApiError(429, 'server.login.accountThrottled');
  };
}
