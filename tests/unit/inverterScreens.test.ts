import { describe, expect, it } from 'vitest';
import { branchIcons, inverterAt, orderInverters } from '../../widgets/monitor/inverterRules';
import { FORMATTERS, pickText } from '../../shared/formatters';
import { splitApi } from '../../engine/path';
import { dayIn } from '../../widgets/data/DatePickerWidget';

const inv = (equipType: string, collectId: number) => ({ equipType, collectId, equipName: `${equipType} ${collectId}` });
const fleet = [inv('GCNBQ', 1), inv('ZCNBQ', 2), inv('JZNBQ', 9), inv('HLX', 1), inv('JZNBQ', 3)];

describe('inverter order and paging (spec-digest 001 §2.1)', () => {
  it('inverters are ordered JZNBQ, ZCNBQ, GCNBQ, each by communication number, other devices left out', () => {
    expect(orderInverters(fleet).map((i) => `${i.equipType}${i.collectId}`)).toEqual(['JZNBQ3', 'JZNBQ9', 'ZCNBQ2', 'GCNBQ1']);
  });

  it('Previous is disabled at the first inverter and Next at the last', () => {
    expect(inverterAt(fleet, 'JZNBQ3')).toMatchObject({ index: 0, previous: null, next: { collectId: 9 } });
    expect(inverterAt(fleet, 'GCNBQ1')).toMatchObject({ index: 3, previous: { equipType: 'ZCNBQ' }, next: null });
  });

  it('an id that matches no inverter is unknown', () => {
    expect(inverterAt(fleet, 'ZCNBQ7')).toBeNull();
    expect(inverterAt(fleet, 'HLX1')).toBeNull();
  });
});

describe('branch icons of an inverter card (spec-digest 001 §2.2, §4)', () => {
  it('a central inverter hides the branch that is not connected (state 3)', () => {
    const icons = branchIcons({
      equipType: 'ZCNBQ',
      dciDatas: [
        { name: 'DC1', state: 0 },
        { name: 'DC2', state: 3 },
        { name: 'DC3', state: 2 },
      ],
    });
    expect(icons.map((i) => [i.name, i.intent])).toEqual([
      ['DC1', 'success'],
      ['DC3', 'danger'],
    ]);
  });

  it('a string inverter shows each combiner box: lost communication grey, zero red, low amber', () => {
    const icons = branchIcons({
      equipType: 'JZNBQ',
      dciDatas: [
        { hlxState: 3, dciState: 2 },
        { hlxState: 1, dciState: 2 },
        { hlxState: 1, dciState: 1 },
        { hlxState: 1, dciState: 0 },
      ],
    });
    expect(icons.map((i) => i.intent)).toEqual(['none', 'danger', 'warning', 'success']);
  });
});

describe('page bindings for the inverter screens', () => {
  it('pick chooses the curve of the inverter type, with a fallback', () => {
    expect(pickText('JZNBQ', 'JZNBQ=hlxTotalCurve,nbqDciCurve')).toBe('hlxTotalCurve');
    expect(pickText('GCNBQ', 'JZNBQ=hlxTotalCurve,nbqDciCurve')).toBe('nbqDciCurve');
    expect(FORMATTERS.is!('JZNBQ', 'JZNBQ', 'en')).toBeTruthy();
    expect(FORMATTERS.is!('ZCNBQ', 'JZNBQ', 'en')).toBeFalsy();
  });

  it('an API whose path holds a binding with spaces keeps its whole path', () => {
    expect(splitApi('POST /monitor/nbqRealData/${state.inv.equipType | pick:JZNBQ=a,b}')).toEqual([
      'POST',
      '/monitor/nbqRealData/${state.inv.equipType | pick:JZNBQ=a,b}',
    ]);
  });

  it("the date pickers' today is the station's, not the browser's", () => {
    const now = new Date(Date.UTC(2026, 10, 22, 23, 30));
    expect(dayIn('Europe/Berlin', now)).toBe('2026-11-23');
    expect(dayIn('Atlantic/Azores', now)).toBe('2026-11-22');
    expect(dayIn('Asia/Shanghai', now)).toBe('2026-11-23');
  });
});
