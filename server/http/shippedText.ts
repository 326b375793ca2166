import type { TFunction } from 'i18next';
import { languages } from '../../locales/index';
import { translatorIn } from './language';

/**
 * A stored name the portal gave (a locale key's text, in whichever language it was stored), in the reader's
 * language; a name someone changed it to is theirs and stays as stored. So a station parameter or a tariff
 * period the system named reads 峰时段 to a Chinese reader and Peak to an English one, whoever saved it.
 */
export function shippedText(t: TFunction, key: string, stored: string): string {
  return languages.some((language) => translatorIn(language)(key) === stored) ? String(t(key)) : stored;
}
