import { describe, expect, it } from 'vitest';
import { checkEntity, checkEntitySet, type EntityDefinition } from '../../server/entities/definition';
import { isFormula } from '../../server/entities/formula';
import { rangesProblem } from '../../server/entities/hooks/tariffHooks';
import { SPARE_PART } from '../fixtures/sparePart';

const FILE = 'schemas/entities/sparePart.json';

describe('a mistake in an entity definition names its file, path and what was expected', () => {
  it('a misspelled field type', () => {
    const broken = { ...SPARE_PART, fields: { ...SPARE_PART.fields, stock: { column: 'stock', type: 'int' } } };
    expect(checkEntity(broken, FILE)).toEqual([
      expect.stringMatching(
        /^schemas\/entities\/sparePart.json \/fields\/stock\/type: must be equal to one of the allowed values/,
      ),
    ]);
  });

  it('a reference to an entity that does not exist', () => {
    const def = {
      ...SPARE_PART,
      fields: { ...SPARE_PART.fields, supplierId: { column: 'supplier_id', type: 'integer', ref: 'supplier' } },
    };
    expect(checkEntitySet([{ def: def as EntityDefinition, file: FILE }])).toEqual([
      expect.stringMatching(
        /^schemas\/entities\/sparePart.json \/fields\/supplierId\/ref: no entity "supplier" \(known: .*powerStation/,
      ),
    ]);
  });

  it('an array field without its items', () => {
    const def = { ...SPARE_PART, fields: { ...SPARE_PART.fields, sizes: { column: 'sizes', type: 'array' } } };
    expect(checkEntity(def, FILE)).toEqual([expect.stringContaining('/fields/sizes: "items" belongs to array fields')]);
  });
});

describe('point formulas', () => {
  it.each(['P1', 'abs(P1) * 0.5 + (P2 - P3) / 2', '-YC_ACP.total * 1e-3', 'max(P1, P2, 0)'])('"%s" is a formula', (text) =>
    expect(isFormula(text)).toBe(true),
  );
  it.each(['', 'P1 + * 2', 'P1 P2', '(P1', 'evil(P1)', 'P1; drop table', 'P1 ** 2', 'max()'])('"%s" is a formula error', (text) =>
    expect(isFormula(text)).toBe(false),
  );
});

describe('tariff time ranges', () => {
  it('a range must start before it ends, and ranges may not overlap; touching ones may', () => {
    expect(rangesProblem([{ start: '12:00', end: '08:00' }])).toBe('order');
    expect(
      rangesProblem([
        { start: '08:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
    ).toBe('overlap');
    expect(
      rangesProblem([
        { start: '08:00', end: '12:00' },
        { start: '12:00', end: '24:00' },
      ]),
    ).toBeNull();
  });
});
