/**
 * The six interface languages, in the order the language switcher lists them. Declared in shared/ so that
 * contracts can name them (a language a call takes); locales/ holds their catalogues.
 */
export const languages = ['zh', 'en', 'de', 'da', 'es', 'pl'] as const;
export type Language = (typeof languages)[number];

/** Whether a stored or sent code is one of the interface languages. */
export const isLanguage = (code: string): code is Language => (languages as readonly string[]).includes(code);
