import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';
import { translatorFor } from './language';
import { storeRefusal } from '../db/storeRefusal';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The field a schema complaint is about: `pageNum`, `psIds/2`, or the missing property. */
function fieldOf(issue: ValidationIssue): string {
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  const base = issue.instancePath.replace(/^\//, '');
  return [base, missing].filter(Boolean).join('/') || '-';
}

/**
 * Every failure leaves as the envelope with a localized message: refusals with their own code,
 * schema violations as 400 naming the field, client mistakes Fastify detects with their status, and only
 * real faults as 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const t = translatorFor(request);
    if (error instanceof ApiError) {
      const field = error.field;
      return reply.status(error.code).send({
        code: error.code,
        msg: error.text ?? t(error.messageKey, { ...error.params, defaultValue: error.messageKey }),
        ...(field ? { field } : {}),
      });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const issue = fastifyError.validation[0] as ValidationIssue;
      const field = fieldOf(issue);
      return reply.status(400).send({
        code: 400,
        msg: t('server.invalidField', { field, reason: issue.message ?? issue.keyword }),
        field,
      });
    }
    const refusal = storeRefusal(error);
    if (refusal) {
      // 507 Insufficient Storage: the request was fine and may succeed once space returns.
      const code = refusal === 'notUnique' ? 409 : refusal === 'storeFull' ? 507 : 400;
      return reply.status(code).send({ code, msg: t(`server.${refusal}`) });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: 429, msg: t('server.tooManyAttempts') });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: t('server.badRequest', { reason: fastifyError.message }) });
    }
    request.log.error(error);
    return reply.status(500).send({ code: 500, msg: t('server.internal') });
  });
}
