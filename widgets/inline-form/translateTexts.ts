const SCHEMA_TEXTS = new Set(['title', 'description']);
const UI_TEXTS = new Set(['ui:placeholder', 'ui:help', 'ui:title', 'ui:description']);

/**
 * A copy of a JSON Schema or uiSchema with its visible texts translated: page schemas hold i18n keys, the form
 * shows words. Property names are never touched, only the text-bearing keys.
 */
export function translateTexts<T>(value: T, t: (key: string) => string, ui = false): T {
  const texts = ui ? UI_TEXTS : SCHEMA_TEXTS;
  if (Array.isArray(value)) return value.map((v) => translateTexts(v, t, ui)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, texts.has(k) && typeof v === 'string' ? t(v) : translateTexts(v, t, ui)]),
  ) as T;
}
