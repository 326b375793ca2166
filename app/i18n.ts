import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from '../locales';
import { storedLanguage } from '../api/language';

/**
 * Loads the catalogue of one language and starts i18next with it. A page holds one language (switching
 * reloads it, api/language.ts), so the five others are never downloaded; the catalogues test keeps their
 * keys identical, so nothing falls back.
 */
export async function initI18n(language: Language = storedLanguage()) {
  document.documentElement.lang = language;
  const { default: translation } = (await import(`../locales/${language}.json`)) as { default: object };
  return i18next.use(initReactI18next).init({
    resources: { [language]: { translation } },
    lng: language,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

export const i18n = i18next;
