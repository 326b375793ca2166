import { languages, type Language } from '../shared/languages';

export { languages, type Language };
export const defaultLanguage: Language = 'en';

/** The header value each language sends (spec-digest 000 §7). */
export const languageHeader: Record<Language, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  de: 'de-DE',
  da: 'da-DK',
  es: 'es-ES',
  pl: 'pl-PL',
};
