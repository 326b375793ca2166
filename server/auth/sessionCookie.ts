import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's session travels in an HttpOnly cookie, out of reach of any script on the page; API clients may
 * send the same token as `Authorization: Bearer`. A cookie is sent by the browser on its own, so writes that
 * ride on it must also carry the session's anti-forgery token (X-CSRF-Token), which only the portal's own
 * pages know. SameSite=Strict keeps the cookie off cross-site requests in the first place.
 */
export const SESSION_COOKIE = 'portal_session';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/prod-api';

export interface SessionCredential {
  token: string;
  via: 'bearer' | 'cookie';
}

export function sessionCredential(request: FastifyRequest): SessionCredential | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'bearer' && token) return { token, via: 'bearer' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
}
