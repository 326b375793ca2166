/**
 * Latin words on a Chinese screen that a Chinese reader should not meet: everything but unit symbols,
 * abbreviations an operator reads as such (PCS, SOC), codes and models with digits, and proper names the
 * caller allows (stations, groups, people and devices as their owners named them).
 */

/** Unit symbols and abbreviations that Chinese power-station screens write in Latin letters. */
const UNIVERSAL = new Set(
  [
    'kW',
    'kWh',
    'kWp',
    'MW',
    'MWh',
    'MWp',
    'GWh',
    'kvar',
    'kVA',
    'kV',
    'mV',
    'MPa',
    'ppm',
    'rpm',
    'Hz',
    'mA',
    'Wh',
    'ms',
    'km',
    'kg',
    'm/s',
    'W/m²',
    'kWh/kWp',
    'kWh/m²',
    'Modbus',
    'MQTT',
    'TCP',
    'Excel',
    'PDF',
    'Chrome',
    'Linux',
    'Windows',
    'Chromium',
    'mV',
    'kPa',
    'MPa',
    'ppm',
    'mΩ',
    // Each language names itself in the language menu.
    'English',
    'Deutsch',
    'Dansk',
    'Español',
    'Polski',
  ].map((w) => w.toLowerCase()),
);

/** A token the eye reads as a word: two or more Latin letters, maybe with inner apostrophes or hyphens. */
const WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*\p{Script=Latin}/gu;

/**
 * Words of `text` that are neither a unit, an abbreviation (all capitals, at most six letters), part of a
 * code with digits (SG110CX, I12, dci3), nor in `allowed` (lower-case proper-name words).
 */
export function foreignWords(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  for (const token of text.split(/[\s,;:()[\]{}<>"“”「」（）：，。、|·/]+/)) {
    if (!token || /\d/.test(token) || UNIVERSAL.has(token.toLowerCase())) continue;
    for (const [word] of token.matchAll(WORD)) {
      const lower = word.toLowerCase();
      if (/^[A-Z]{2,6}$/.test(word) || UNIVERSAL.has(lower) || allowed.has(lower)) continue;
      found.add(word);
    }
  }
  return [...found];
}

/** The lower-case words of proper names (station, group, user and device names) for `foreignWords`. */
export function properNameWords(names: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const name of names) for (const [word] of name.matchAll(WORD)) words.add(word.toLowerCase());
  return words;
}
