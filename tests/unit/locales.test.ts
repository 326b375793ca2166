import { describe, expect, it } from 'vitest';
import { languages } from '../../locales';
import { catalogues } from '../../locales/catalogues';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') for (const [k, v] of leaves(child, path)) out.set(k, v);
    else out.set(path, String(child));
  }
  return out;
}

const english = leaves(catalogues.en);
/** Words a language really shares with English (German Status, Danish and Polish Model, Spanish No); everything else must differ. */
const SHARED_WORDS: Partial<Record<string, string[]>> = {
  de: ['Wind', 'Normal', 'Benchmarking', 'Video', 'Filter', 'Status', 'Labels', 'Label', 'Alarm', 'Online', 'Browser'],
  da: ['Model', 'Performance ratio (PR)', 'Alarm', 'Online', 'Normal', 'Start', 'Browser'],
  es: ['No', 'Total', 'Normal', 'Manual', 'Avatar'],
  pl: ['Model', 'Alarm', 'Online'],
};
/** Names of languages and bare units read the same everywhere. */
const sameEverywhere = (key: string, value: string) =>
  key.startsWith('language.') ||
  (/^[\d\s()+\-kKMWhp.{}a-z]*$/.test(value) && value.length <= 4) ||
  (key.startsWith('quotaUnit.') && !/[A-Za-z]{3,}/.test(value.replace('kWh', '')));

describe('the six message catalogues', () => {
  it.each(languages)('%s has exactly the English keys', (lng) => {
    expect([...leaves(catalogues[lng]).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(languages)('%s has no empty text', (lng) => {
    const empty = [...leaves(catalogues[lng])].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(languages)('%s keeps every placeholder of the English text', (lng) => {
    const broken = [...leaves(catalogues[lng])].filter(([k, v]) => {
      const wanted = (english.get(k)!.match(/{{\w+}}/g) ?? []).sort().join();
      return (v.match(/{{\w+}}/g) ?? []).sort().join() !== wanted;
    });
    expect(broken.map(([k]) => k)).toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))('%s leaves no English text behind', (lng) => {
    const untranslated = [...leaves(catalogues[lng])]
      .filter(([k, v]) => v === english.get(k) && !sameEverywhere(k, v) && !SHARED_WORDS[lng]?.includes(v))
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});
