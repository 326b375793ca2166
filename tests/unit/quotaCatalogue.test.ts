import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, readCatalogues } from '../../server/quotas/catalogue';
import { rollUp } from '../../server/quotas/rollup';

const fixture = () => JSON.parse(fs.readFileSync('tests/fixtures/quotas/availability.json', 'utf8'));
const withFormula = (code: string, formula: string, rollup?: string) => {
  const raw = fixture();
  const quota = raw.groups[0].quotas.find((q: { quotaCode: string }) => q.quotaCode === code);
  quota.formula = formula;
  if (rollup) quota.rollup = rollup;
  return raw;
};

describe('quota catalogues', () => {
  it('the shipped catalogues are sound and serve every station type for both uses', () => {
    const { catalogues, problems } = readCatalogues('schemas');
    expect(problems).toEqual([]);
    for (const use of ['indicator', 'report'])
      for (const type of ['PV', 'WP', 'ES', 'PVES'])
        expect(
          catalogues.some((c) => c.use === use && c.stationTypes.includes(type)),
          `${use} ${type}`,
        ).toBe(true);
  });

  it('a broken formula is refused naming the file, the quota and the position', () => {
    expect(checkCatalogue(withFormula('GENERATION', 'station.generation *'), 'quotas/x.json').problems).toEqual([
      expect.stringMatching(/^quotas\/x\.json: quota GENERATION: formula position 20: /),
    ]);
    expect(checkCatalogue(withFormula('GENERATION', 'station.generaton'), 'f').problems).toEqual([
      'f: quota GENERATION: formula position 0: unknown name station.generaton',
    ]);
    expect(checkCatalogue(withFormula('GENERATION', "avg(series('QXZ', 'Irrx'))"), 'f').problems).toEqual([
      'f: quota GENERATION: formula position 18: QXZ keeps no history of a point Irrx',
    ]);
    expect(checkCatalogue(withFormula('GENERATION', 'pow(2, 3)'), 'f').problems[0]).toContain('unknown function pow');
  });

  it('quotas that read each other in a circle are refused, and a ratio rolled up may read only period-wide figures', () => {
    expect(checkCatalogue(withFormula('GENERATION', 'INVERTER_OUTPUT_SHARE'), 'f').problems[0]).toContain(
      'GENERATION → INVERTER_OUTPUT_SHARE → GENERATION',
    );
    expect(
      checkCatalogue(withFormula('BEST_INVERTER_HOURS', 'max(inverters.equivalentHours)', 'formula'), 'f').problems[0],
    ).toContain('inverters.equivalentHours is one day');
  });

  it('days roll up into a month: energies add, ratios are computed again, never averaged', () => {
    const { catalogue } = checkCatalogue(fixture(), 'f');
    const days = [
      { GENERATION: 100, INVERTER_OUTPUT: 102, INVERTER_OUTPUT_SHARE: 102, BEST_INVERTER_HOURS: 1 },
      { GENERATION: 300, INVERTER_OUTPUT: 303, INVERTER_OUTPUT_SHARE: 101, BEST_INVERTER_HOURS: 3 },
      { GENERATION: null, INVERTER_OUTPUT: null, INVERTER_OUTPUT_SHARE: null, BEST_INVERTER_HOURS: null },
    ];
    const month = rollUp(catalogue!, days, { capacity: 100, battery: 0, hours: 72, days: 3 });
    expect(month.GENERATION).toBe(400);
    expect(month.INVERTER_OUTPUT).toBe(405);
    expect(month.BEST_INVERTER_HOURS).toBe(4);
    // 405 / 400, not the mean of 102 % and 101 %.
    expect(month.INVERTER_OUTPUT_SHARE).toBeCloseTo(101.25, 10);
  });
});
