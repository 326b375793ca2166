import { describe, expect, it } from 'vitest';
import { checkEntity, checkEntitySet, type EntityDefinition } from '../../server/entities/definition';
import { isFormula } from '../../shared/formula';
import { rangesProblem } from '../../server/entities/hooks/tariffHooks';
import { loadEntities } from '../../server/entities/entityFiles';
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

  it('an owner field the caller could write, or a missing sharing field', () => {
    const def = {
      ...SPARE_PART,
      owner: { field: 'stock', entity: 'user', shared: 'public' },
    };
    expect(checkEntity(def, FILE)).toEqual([
      'schemas/entities/sparePart.json /owner: no field "public"',
      'schemas/entities/sparePart.json /owner/field: the owner field is set by the server and must be "readOnly"',
    ]);
  });

  it('an owner without a users entity, a use through a plain field, a cascade through a missing field', () => {
    const shipped = loadEntities('schemas').map((def) => ({ def, file: `schemas/entities/${def.name}.json` }));
    const def = {
      ...SPARE_PART,
      fields: { ...SPARE_PART.fields, ownerId: { column: 'owner_id', type: 'integer', readOnly: true } },
      owner: { field: 'ownerId', entity: 'channel' },
      usedBy: [{ entity: 'equipment', field: 'model' }],
      children: [{ entity: 'pointDef', field: 'partId', label: 'menu.info', path: '/info/pointDef', cascade: true }],
    } as EntityDefinition;
    expect(checkEntitySet([...shipped, { def, file: FILE }])).toEqual([
      'schemas/entities/sparePart.json /children/0/field: entity "pointDef" has no field "partId" to cascade through',
      'schemas/entities/sparePart.json /owner/entity: "channel" is not an entity of users with a "deptField"',
      'schemas/entities/sparePart.json /usedBy/0/field: "equipment.model" is not a reference to "sparePart"',
    ]);
  });

  it('an array field without its items', () => {
    const def = { ...SPARE_PART, fields: { ...SPARE_PART.fields, sizes: { column: 'sizes', type: 'array' } } };
    expect(checkEntity(def, FILE)).toEqual([expect.stringContaining('/fields/sizes: "items" belongs to array fields')]);
  });
});

describe('point formulas', () => {
  it.each([
    'P1',
    'abs(P1) * 0.5 + (P2 - P3) / 2',
    '-YC_ACP.total * 1e-3',
    'max(P1, P2, 0)',
    'Pdc / 1000',
    'if(P > 0, P / Pdc * 100, 0)',
    'ratio(P, Pdc) * 100',
    'ROUND(sqrt(Ia * Ia + Ib * Ib), 1)',
    'Run == 1 && Fault == 0',
  ])('"%s" is a formula', (text) => expect(isFormula(text)).toBe(true));
  it.each([
    '',
    'P1 + * 2',
    'P1 P2',
    '(P1',
    'evil(P1)',
    'P1; drop table',
    'P1 ** 2',
    'max()',
    // Series and host functions belong to quotas, not to one device's live values.
    'integral(P)',
    'increments(TotalE)',
    "series('QXZ', 'Irr')",
    "P + 'kW'",
    'if(P > 0, P)',
    `P${' + 1'.repeat(125)}`,
  ])('"%s" is a formula error', (text) => expect(isFormula(text)).toBe(false));
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
