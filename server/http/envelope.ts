import type { Envelope, PageEnvelope } from '../../shared/envelope';

export type { Envelope, PageEnvelope } from '../../shared/envelope';

export function ok<T>(data?: T, msg = 'ok'): Envelope<T> {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

export function page<T>(rows: T[], total: number, pageSize?: number): PageEnvelope<T> {
  const result: PageEnvelope<T> = { code: 200, msg: 'ok', rows, total };
  if (pageSize) result.pages = Math.ceil(total / pageSize);
  return result;
}

/** A refusal the handler raises; the error handler turns it into an envelope with the same HTTP status. */
export class ApiError extends Error {
  constructor(
    /** 502 and 504: a device behind the server failed or did not answer (remote commands). */
    readonly code: 400 | 401 | 403 | 404 | 409 | 423 | 429 | 502 | 504,
    /** An i18n key under `server.` or a plain text already localized. */
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    /** A message already in the caller's language (validation built from field labels). */
    readonly text?: string,
  ) {
    super(text ?? messageKey);
  }
}
