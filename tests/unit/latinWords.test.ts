import { describe, expect, it } from 'vitest';
import { foreignWords, properNameWords } from '../e2e/latinWords';

describe('Latin words on a Chinese screen', () => {
  it('an English state or message is found', () => {
    expect(foreignWords('逆变器 Running 告警 Not found')).toEqual(['Running', 'Not', 'found']);
  });

  it('unit symbols, abbreviations and models with digits pass', () => {
    expect(foreignWords('语言 English Español Polski')).toEqual([]);
    expect(foreignWords('功率 12.5 kW 电量 3.2 万kWh SOC 98 % PCS 型号 SG110CX I12 W/m² 50 Hz')).toEqual([]);
  });

  it('a proper name passes only when the caller allows it', () => {
    const text = '电站 Meuro Solarpark Kassø 运行';
    expect(foreignWords(text)).toEqual(['Meuro', 'Solarpark', 'Kassø']);
    expect(foreignWords(text, properNameWords(['Solarpark Meuro', 'Kassø Solar Park']))).toEqual([]);
  });
});
