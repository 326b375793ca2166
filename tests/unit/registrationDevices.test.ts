import { describe, expect, it } from 'vitest';
import type { TemplateDevice } from '../../shared/registration';
import { withoutDevice } from '../../widgets/registration/stepSchema';

const device = (equipType: string, parent: number | null = null): TemplateDevice => ({
  equipType,
  equipName: equipType,
  collectId: 1,
  place: null,
  model: null,
  peakPower: null,
  parent,
});

describe('leaving a device out of a registration', () => {
  // 0 meter, 1 transformer, 2 inverter under it, 3 its combiner box, 4 a second inverter under the transformer.
  const devices = [device('DB'), device('XB'), device('JZNBQ', 1), device('HLX', 2), device('ZCNBQ', 1)];

  it('takes an inverter’s combiner boxes with it', () => {
    expect(withoutDevice(devices, 2).map((d) => [d.equipType, d.parent])).toEqual([
      ['DB', null],
      ['XB', null],
      ['ZCNBQ', 1],
    ]);
  });

  it('leaves what a box transformer carried, under no transformer', () => {
    expect(withoutDevice(devices, 1).map((d) => [d.equipType, d.parent])).toEqual([
      ['DB', null],
      ['JZNBQ', null],
      ['HLX', 1],
      ['ZCNBQ', null],
    ]);
  });
});
