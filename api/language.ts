import { defaultLanguage, languages, type Language } from '../locales';

/** The chosen language survives sign-out and reloads (spec-digest 000 §1); every request asks for it. */
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
