import type { TFunction } from 'i18next';
import { languages } from '../../locales/index';
import { translatorIn } from './language';

/** A locale key's text in every language, looked up once per key (the keys are the locale files', so few). */
const textsOfKey = new Map<string, Set<string>>();

function textsOf(key: string): Set<string> {
  let texts = textsOfKey.get(key);
  if (!texts) {
    texts = new Set(languages.map((language) => String(translatorIn(language)(key))));
    textsOfKey.set(key, texts);
  }
  return texts;
}

/**
 * A stored name the portal gave (a locale key's text, in whichever language it was stored), in the reader's
 * language; a name someone changed it to is theirs and stays as stored. So a station parameter or a tariff
 * period the system named reads 峰时段 to a Chinese reader and Peak to an English one, whoever saved it.
 */
export function shippedText(t: TFunction, key: string, stored: string): string {
  return textsOf(key).has(stored) ? String(t(key)) : stored;
}
