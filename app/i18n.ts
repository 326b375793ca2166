import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, resources, type Language } from '../locales';

/** The chosen language survives sign-out and reloads (spec 000 §1). */
export const LANGUAGE_KEY = 'portal-language';

export function storedLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_KEY);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : defaultLanguage;
}

/** Stores the language and reloads, so every text, date and chart is rebuilt in it. */
export function switchLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  window.location.reload();
}

export function initI18n(language: Language = storedLanguage()) {
  document.documentElement.lang = language;
  return i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

export const i18n = i18next;
