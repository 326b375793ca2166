import { describe, expect, it } from 'vitest';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { demoEquipment } from '../../server/demo/demoEquipment';
import { shares } from '../../server/demo/plantBlocks';
import { STRING_KWP, inverterAcRating } from '../../server/sources/simulator/solar';
import { POINT_TABLES } from '../../server/telemetry/catalogue/pointTables';
import { CENTRAL_INVERTERS } from '../../server/telemetry/catalogue/deviceModels';

const ofTypes = (station: (typeof DEMO_STATIONS)[number], ...types: string[]) =>
  demoEquipment(station).filter((d) => types.includes(d.equipType));
const peakSum = (list: { peakPower: number | null }[]) => list.reduce((sum, d) => sum + (d.peakPower ?? 0), 0);

describe('demo plants add up', () => {
  it('every PV plant’s inverters carry its whole kWp', () => {
    for (const s of DEMO_STATIONS.filter((s) => s.type === 'PV' || s.type === 'PVES'))
      expect(peakSum(ofTypes(s, 'JZNBQ', 'ZCNBQ', 'GCNBQ')), s.name).toBeCloseTo(s.capacity, 3);
  });

  it('every wind farm’s turbines are of one model and rate its capacity exactly', () => {
    for (const s of DEMO_STATIONS.filter((s) => s.type === 'WP')) {
      const turbines = ofTypes(s, 'FJ');
      expect(new Set(turbines.map((d) => d.peakPower)).size, s.name).toBe(1);
      expect(peakSum(turbines), s.name).toBe(s.capacity);
    }
  });

  it('every grid storage plant’s PCS rate its power within 3 %, none above its model', () => {
    for (const s of DEMO_STATIONS.filter((s) => s.type === 'ES')) {
      const converters = ofTypes(s, 'PCS');
      expect(Math.abs(peakSum(converters) / s.capacity - 1), s.name).toBeLessThan(0.03);
      for (const d of converters) expect(d.peakPower, s.name).toBeLessThanOrEqual(2500);
    }
  });

  it('a string inverter has its combiner box’s strings; a central one runs within 15 % of its model’s rating', () => {
    for (const s of DEMO_STATIONS.filter((s) => s.pvType && s.pvType !== '2')) {
      for (const d of ofTypes(s, 'JZNBQ')) expect(d.peakPower, s.name).toBeCloseTo((s.branches ?? 8) * STRING_KWP, 1);
      for (const d of ofTypes(s, 'ZCNBQ')) {
        const model = Object.values(CENTRAL_INVERTERS).find((m) => m.name === d.model)!;
        expect(Math.abs(inverterAcRating(d.peakPower!) / model.kw - 1), `${s.name} ${d.equipName}`).toBeLessThan(0.15);
      }
    }
  });

  it('every device model of the demo fleet has a point table', () => {
    const tables = new Set(POINT_TABLES.map((t) => `${t.equipType}|${t.model}`));
    for (const s of DEMO_STATIONS)
      for (const d of demoEquipment(s)) expect(tables.has(`${d.equipType}|${d.model}`), `${s.name} ${d.model}`).toBe(true);
  });

  it('shares of a capacity differ by at most 0.1 and add up to it', () => {
    const parts = shares(164970.4, 16);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(164970.4, 6);
  });
});
