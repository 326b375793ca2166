import zh from './zh.json';
import en from './en.json';
import de from './de.json';
import da from './da.json';
import es from './es.json';
import pl from './pl.json';
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

export const catalogues: Record<Language, typeof en> = { zh, en, de, da, es, pl };

export const resources = Object.fromEntries(languages.map((lng) => [lng, { translation: catalogues[lng] }])) as Record<
  Language,
  { translation: typeof en }
>;
