/**
 * What the browser does with an answer (spec-digest 000 §8), as data so it can be tested without a browser.
 * An answer carrying the envelope is judged by its body code whatever its HTTP status; the HTTP status
 * table covers answers without one (a proxy error page, a server that is down).
 */
export type Outcome =
  { kind: 'ok' } | { kind: 'expired' } | { kind: 'info'; text: string } | { kind: 'error'; text: string; redirect?: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function bodyCodeOutcome(code: number, msg: string | undefined, t: Translate): Outcome {
  if (code === 200) return { kind: 'ok' };
  if (code === 401) return { kind: 'expired' };
  if (code === 204) return { kind: 'info', text: msg || t('errors.code.default') };
  if (code === 403 || code === 404) return { kind: 'error', text: t(`errors.code.${code}`) };
  return { kind: 'error', text: msg || t('errors.code.default') };
}

const KNOWN_STATUS = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505];

export function httpStatusOutcome(status: number, t: Translate): Outcome {
  const text = KNOWN_STATUS.includes(status) ? t(`errors.http.${status}`) : t('errors.http.other', { status });
  return status === 401 ? { kind: 'error', text, redirect: '/401' } : { kind: 'error', text };
}

/** No answer at all: a timeout, a network failure or anything else that kept the server from answering. */
export function noAnswerOutcome(message: string, t: Translate): Outcome {
  if (/timeout/i.test(message)) return { kind: 'error', text: t('errors.network.timeout') };
  if (/network error|failed with status code/i.test(message)) return { kind: 'error', text: t('errors.network.backend') };
  return { kind: 'error', text: t('errors.network.connect') };
}
