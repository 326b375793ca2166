import { COUNTRY_LANGUAGE, type DemoStation } from '../../server/demo/demoFleet';
import { DEVICE_NAMES, PLACE_NAMES, namesIn } from '../../server/demo/demoEquipment';
import { translatorIn } from '../../server/http/language';

/** The language a demo station (by code, CN-PV-001) names its devices and places in. */
function languageOf(code: string) {
  const language = COUNTRY_LANGUAGE[code.slice(0, 2) as DemoStation['country']];
  if (!language) throw new Error(`no demo country in ${code}`);
  return language;
}

/** A demo device's name as the seed gave it: in the station's country's language ("汇流箱 2" at Golmud). */
export function demoName(code: string, kind: keyof typeof DEVICE_NAMES, n?: number | string): string {
  return namesIn(translatorIn(languageOf(code))).name(kind, n);
}

/** A demo device's place, likewise ("并网点" at Shenzhen). */
export function demoPlace(code: string, kind: keyof typeof PLACE_NAMES, n?: number | string): string {
  return namesIn(translatorIn(languageOf(code))).place(kind, n);
}
