import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { catalogues } from '../../locales/catalogues';
import { stateCause } from '../../shared/stationStateCause';

const t = i18next.createInstance();
await t.init({ lng: 'en', resources: { en: { translation: catalogues.en }, zh: { translation: catalogues.zh } } });
const time = () => '14:03';

describe('a station state names its cause on hover', () => {
  it('an abnormal plant with no abnormal inverter names its strings', () =>
    expect(stateCause({ pstate: 0, abnormalNbqNum: 0, abnormalBranchNum: 3 }, t.t, time)).toBe('Strings reading zero or low: 3'));
  it('both causes are named when both hold', () =>
    expect(stateCause({ pstate: 0, abnormalNbqNum: 2, abnormalBranchNum: 1 }, t.t, time)).toBe(
      'Inverters in alarm or fault: 2; Strings reading zero or low: 1',
    ));
  it('an interrupted plant says since when nothing arrived, in the reader’s language', () => {
    expect(stateCause({ pstate: 5, time: 1 }, t.t, time)).toBe('Communication interrupted: no reading since 14:03');
    expect(stateCause({ pstate: 5, time: null }, t.getFixedT('zh'), time)).toBe('通讯中断：尚未收到任何数据');
  });
  it('an abnormal plant whose counts are not known yet says so rather than nothing', () =>
    expect(stateCause({ pstate: 0 }, t.t, time)).toBe('Abnormal, cause not known yet'));
  it('a normal plant needs no cause', () => expect(stateCause({ pstate: 1, abnormalBranchNum: 0 }, t.t, time)).toBeNull());
});
