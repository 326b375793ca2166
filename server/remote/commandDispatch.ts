import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { translatorFor } from '../http/language';
import { remoteSetting } from './remoteSetting';
import { OperationPasswordRefused, checkOperationPassword } from './operationPassword';
import { auditRemote, type RemoteAttempt, type RemoteOutcome } from './remoteAudit';

/** Audits a refusal of the attempt, then refuses it. */
export async function refuse(
  app: FastifyInstance,
  attempt: RemoteAttempt,
  outcome: RemoteOutcome,
  error: ApiError,
): Promise<never> {
  await auditRemote(app.db, attempt, outcome);
  throw error;
}

/**
 * What every remote command must pass before its own rules: the caller's operation password (with the
 * lockout) and the remote setting of the plant with the device's override. Refusals are audited.
 */
export async function guardAttempt(app: FastifyInstance, attempt: RemoteAttempt, passwd: string): Promise<void> {
  try {
    await checkOperationPassword(app.db, attempt.caller.userId, passwd);
  } catch (error) {
    if (error instanceof OperationPasswordRefused) await refuse(app, attempt, error.refusal, error);
    throw error;
  }
  const setting = await remoteSetting(app.db, attempt.psId, attempt.target.device.equipId);
  if (!setting.allowed) await refuse(app, attempt, 'disabled', new ApiError(403, 'server.remote.disabled'));
}

/**
 * Sends the command to the device and answers: `data: true` with "execution succeeded" or "set-point
 * succeeded", or 502 (the device failed or cannot be reached) / 504 (no answer within 3 s) with the reason.
 * Either way the attempt is audited with its outcome.
 */
export async function sendCommand(app: FastifyInstance, request: FastifyRequest, attempt: RemoteAttempt, value: number) {
  const t = translatorFor(request);
  const { device, def } = attempt.target;
  const result = await app.telemetry.command(attempt.psId, device.equipType, device.collectId, def.code, value);
  const verb = attempt.kind === 'adjust' ? 'set' : 'execute';
  if (result.ok) {
    await auditRemote(app.db, attempt, attempt.kind === 'adjust' ? 'set' : 'executed');
    return ok(true, t(verb === 'set' ? 'server.remote.setDone' : 'server.remote.executed'));
  }
  request.log.warn({ point: attempt.target.key, reason: result.reason, detail: result.detail }, 'remote command failed');
  const text = t(`server.remote.${verb}Failed`, { reason: t(`server.remote.reasons.${result.reason}`) });
  return refuse(
    app,
    attempt,
    result.reason,
    new ApiError(result.reason === 'timeout' ? 504 : 502, 'server.remote.failed', {}, undefined, text),
  );
}

/** A command value from the body: a number, or a numeric text (the dialog may send either). */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}
