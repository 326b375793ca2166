import { describe, expect, it } from 'vitest';
import { demoEquipment, namesIn } from '../../server/demo/demoEquipment';
import { COUNTRY_LANGUAGE, DEMO_STATIONS } from '../../server/demo/demoFleet';
import { translatorIn } from '../../server/http/language';
import { foreignWords, properNameWords } from '../e2e/latinWords';

/** The devices of a demo station as the seed names them: in its country's language. */
const devicesOf = (s: (typeof DEMO_STATIONS)[number]) => {
  const { name, place } = namesIn(translatorIn(COUNTRY_LANGUAGE[s.country]));
  return demoEquipment(s, undefined, name, place);
};

describe('demo devices are named in their country’s language', () => {
  it('a Chinese reader meets no English word in a Chinese station’s device names and places', () => {
    const models = properNameWords(DEMO_STATIONS.flatMap((s) => demoEquipment(s).map((d) => d.model)));
    const english = DEMO_STATIONS.filter((s) => s.country === 'CN')
      .flatMap(devicesOf)
      .flatMap((d) => [d.equipName, d.place])
      .filter((text) => foreignWords(text, models).length > 0);
    expect([...new Set(english)]).toEqual([]);
  });

  it('a German, Danish, Spanish or Polish station names its devices in its own language, not English', () => {
    for (const s of DEMO_STATIONS.filter((s) => s.country !== 'CN')) {
      const english = demoEquipment(s);
      const own = devicesOf(s);
      const grid = own.findIndex((d) => d.equipType === 'DB');
      expect(own[grid]!.equipName, s.name).not.toBe(english[grid]!.equipName);
      expect(own[grid]!.place, s.name).not.toBe(english[grid]!.place);
      // The same devices in the same order: only the words differ.
      expect(own.map((d) => [d.equipType, d.collectId, d.model])).toEqual(
        english.map((d) => [d.equipType, d.collectId, d.model]),
      );
    }
  });
});
