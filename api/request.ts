import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { languageHeader } from '../locales';
import i18n from 'i18next';
import { storedLanguage } from './language';
import { bodyCodeOutcome, httpStatusOutcome, noAnswerOutcome, type Outcome } from './outcome';
import { readToken } from './tokenStorage';
import { showToast } from './toaster';
import type { Envelope, PageEnvelope } from '../shared/envelope';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no anti-forgery token (sign-in, captcha). */
    skipAuth?: boolean;
    /** Keep quiet on failure: polling screens keep their last data without a toast (spec-digest 001 §7). */
    silent?: boolean;
  }
}

/** Called once when the server says the session has expired; the session store installs it. */
let onSessionExpired: () => void = () => undefined;
export function whenSessionExpires(handler: () => void): void {
  onSessionExpired = handler;
}

export const request = axios.create({ baseURL: '/prod-api', timeout: 60_000 });

request.interceptors.request.use((config) => {
  // The session cookie goes along by itself; writes prove with this token that they come from a portal page.
  const token = readToken();
  if (token && !config.skipAuth) config.headers.set('X-CSRF-Token', token);
  config.headers.set('Content-Language', languageHeader[storedLanguage()]);
  return config;
});

export class RequestFailure extends Error {
  constructor(
    readonly outcome: Outcome,
    readonly body?: unknown,
  ) {
    super(outcome.kind === 'error' || outcome.kind === 'info' ? outcome.text : outcome.kind);
  }
}

function act(outcome: Outcome, silent: boolean | undefined, body?: unknown): never {
  if (outcome.kind === 'expired') onSessionExpired();
  else if (!silent && outcome.kind === 'error') {
    showToast(outcome.text, 'danger');
    if (outcome.redirect) window.location.assign(outcome.redirect);
  }
  throw new RequestFailure(outcome, body);
}

request.interceptors.response.use(
  (response: AxiosResponse) => {
    if (response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer') return response;
    const body = response.data as { code?: number; msg?: string };
    const outcome = bodyCodeOutcome(body?.code ?? 200, body?.msg, i18n.t);
    if (outcome.kind === 'ok') return response;
    if (outcome.kind === 'info') {
      if (!response.config.silent) showToast(outcome.text, 'primary');
      return response;
    }
    return act(outcome, response.config.silent, body);
  },
  (error: AxiosError) => {
    const silent = error.config?.silent;
    const body = error.response?.data as { code?: unknown; msg?: string } | undefined;
    if (body && typeof body.code === 'number') return act(bodyCodeOutcome(body.code, body.msg, i18n.t), silent, body);
    if (error.response) return act(httpStatusOutcome(error.response.status, i18n.t), silent);
    return act(noAnswerOutcome(error.message, i18n.t), silent);
  },
);

/** A call answering `{code, msg, data}`; resolves with data. */
export async function callData<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await request.request<Envelope<T>>(config);
  return response.data.data as T;
}

/** A call answering a page `{code, msg, rows, total}`. */
export async function callPage<T>(config: AxiosRequestConfig): Promise<PageEnvelope<T>> {
  const response = await request.request<PageEnvelope<T>>(config);
  return response.data;
}
