import zh from './zh.json';
import en from './en.json';
import de from './de.json';
import da from './da.json';
import es from './es.json';
import pl from './pl.json';
import { languages, type Language } from './index';

/**
 * All six catalogues, for the server and the tests. The browser loads only the one of its language
 * (app/i18n.ts): a page holds one language, and switching reloads it.
 */
export const catalogues: Record<Language, typeof en> = { zh, en, de, da, es, pl };

export const resources = Object.fromEntries(languages.map((lng) => [lng, { translation: catalogues[lng] }])) as Record<
  Language,
  { translation: typeof en }
>;
