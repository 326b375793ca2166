import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, resources, type Language } from '../locales';
import { storedLanguage } from '../api/language';

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
