import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders } from './securityHeaders';
import { translatorFor } from './language';

/**
 * What the router refuses before any route or hook runs (a path that is not valid UTF-8, a path parameter
 * over its length limit) leaves like every other refusal: the envelope in the caller's language, with the
 * security headers, instead of Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  void reply.status(status).send({ code: status, msg: translatorFor(request)(tooLong ? 'server.urlTooLong' : 'server.badUrl') });
}
