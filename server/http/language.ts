import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';
import { languages, type Language } from '../../locales/index';
import { resources } from '../../locales/catalogues';

/** One i18next instance for the server: the same catalogues the browser uses. */
const server = i18next.createInstance();
await server.init({
  resources,
  fallbackLng: 'en',
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The caller's language from the `content-language` header the browser sends (en-US, zh-CN, ...), else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = String(request.headers['content-language'] || request.headers['accept-language'] || '');
  const code = header.slice(0, 2).toLowerCase();
  return (languages as readonly string[]).includes(code) ? (code as Language) : 'en';
}

export function translatorFor(request: FastifyRequest): TFunction {
  return translatorIn(requestLanguage(request));
}

/** Texts in a given language (mail goes out in the subscriber's language, not a request's). */
export function translatorIn(language: string): TFunction {
  return server.getFixedT((languages as readonly string[]).includes(language) ? language : 'en');
}
