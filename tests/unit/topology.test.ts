import { describe, expect, it } from 'vitest';
import type { Device } from '../../server/telemetry/pointRegistry';
import { evenSplit, stationTopology } from '../../server/sources/simulator/topology';
import { PowerFlow } from '../../server/sources/simulator/powerFlow';
import { NO_LOAD_LOSS, topOilC, transformerLoad, transformerLossKw } from '../../server/sources/simulator/transformer';
import { TRANSFORMER_LOSS } from '../../server/sources/simulator/pv/gridLosses';
import { demoEquipment } from '../../server/demo/demoEquipment';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';

let nextId = 1;
function device(equipType: string, fields: Partial<Device> = {}): Device {
  const equipId = nextId++;
  return {
    equipId,
    psId: 1,
    equipType,
    collectId: equipId,
    pointConfigId: null,
    name: `${equipType} ${equipId}`,
    place: null,
    model: null,
    sn: null,
    peakPower: equipType === 'XB' ? 3150 : 1000,
    parentId: null,
    order: equipId,
    ...fields,
  };
}
const rated = (d: Device) => d.peakPower ?? 0;

describe('a station’s electrical tree', () => {
  it('puts each inverter behind the nearest transformer above it; one behind none feeds the grid connection directly', () => {
    const [a, b] = [device('XB'), device('XB')];
    const inverter = device('ZCNBQ', { parentId: a.equipId });
    const box = device('HLX', { parentId: inverter.equipId });
    const underBox = device('GCNBQ', { parentId: box.equipId });
    const turbine = device('FJ', { parentId: b.equipId });
    const loose = device('PCS');
    const topology = stationTopology([a, b, inverter, box, underBox, turbine, loose], rated);
    const behind = (d: Device) => topology.transformers[topology.feederOf.get(d.equipId)!];
    expect(behind(inverter)).toBe(a);
    expect(behind(underBox)).toBe(a);
    expect(behind(turbine)).toBe(b);
    expect(topology.feederOf.has(loose.equipId)).toBe(false);
    expect(topology.feederOf.has(box.equipId)).toBe(false);
  });

  it('splits each kind evenly across the transformers, in collector order, when none is wired to one', () => {
    expect(evenSplit(22, 3)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2]);
    const transformers = [device('XB'), device('XB')];
    const inverters = [1, 2, 3, 4].map(() => device('JZNBQ'));
    const converters = [1, 2].map(() => device('PCS'));
    const topology = stationTopology([...converters, ...inverters, ...transformers], rated);
    const slots = (list: Device[]) => list.map((d) => topology.transformers[topology.feederOf.get(d.equipId)!]);
    expect(slots(inverters)).toEqual([transformers[0], transformers[0], transformers[1], transformers[1]]);
    expect(slots(converters)).toEqual(transformers);
  });

  it('rates a transformer for what it carries: as many of its nameplate in parallel as the devices behind it need', () => {
    const xb = device('XB', { peakPower: 3150 });
    const inverters = [1, 2, 3, 4].map(() => device('ZCNBQ', { parentId: xb.equipId, peakPower: 2000 }));
    const empty = device('XB', { peakPower: 3150 });
    const topology = stationTopology([xb, empty, ...inverters], rated);
    // 8000 kW at a power factor of 0.99 is 8081 kVA: three units of 3150.
    expect(topology.ratingKva[topology.transformers.indexOf(xb)]).toBe(3 * 3150);
    expect(topology.ratingKva[topology.transformers.indexOf(empty)]).toBe(3150);
  });

  it('orders a transformer fed through another before it, and survives parents that loop', () => {
    const top = device('XB');
    const lower = device('XB', { parentId: top.equipId });
    const looped = device('XB');
    const other = device('XB', { parentId: looped.equipId });
    looped.parentId = other.equipId;
    const topology = stationTopology([top, lower, looped, other], rated);
    const index = (d: Device) => topology.transformers.indexOf(d);
    expect(index(lower)).toBeLessThan(index(top));
    expect(topology.upstream[index(lower)]).toBe(index(top));
    expect(topology.upstream[index(top)]).toBe(-1);
    expect([topology.upstream[index(looped)], topology.upstream[index(other)]]).toContain(-1);
  });

  it('the demo seed wires every unit of a plant with transformers to one of them, none to a plant without', () => {
    for (const station of DEMO_STATIONS) {
      const list = demoEquipment(station);
      const units = list.filter((d) => ['JZNBQ', 'ZCNBQ', 'GCNBQ', 'FJ', 'PCS'].includes(d.equipType));
      const hasTransformers = list.some((d) => d.equipType === 'XB');
      for (const unit of units)
        if (hasTransformers) expect(list[unit.parent!]?.equipType, `${station.name} ${unit.equipName}`).toBe('XB');
        else expect(unit.parent, `${station.name} ${unit.equipName}`).toBeUndefined();
    }
  });
});

describe('the power through a station’s transformers', () => {
  const xbA = device('XB');
  const xbB = device('XB');
  const invA = [1, 2].map(() => device('ZCNBQ', { parentId: xbA.equipId, peakPower: 1500 }));
  const invB = device('ZCNBQ', { parentId: xbB.equipId, peakPower: 1500 });
  const loose = device('ZCNBQ', { peakPower: 1500 });
  const flow = new PowerFlow(stationTopology([xbA, xbB, ...invA, invB, loose], rated));
  const kwOf = (d: Device) => flow.transformerKw[flow.transformerIndex(d)!]!;

  function step(open: Device[], feed: number) {
    flow.begin((t) => open.includes(t));
    for (const d of [...invA, invB, loose]) flow.add('pv', d, flow.energized(d) ? feed : 0);
    flow.settle();
  }

  it('each transformer carries the devices behind it, less its no-load and load losses of well under 1 %', () => {
    step([], 1000);
    const lossA = 2000 - kwOf(xbA);
    const lossB = 1000 - kwOf(xbB);
    expect(lossA / 2000).toBeGreaterThan(0.003);
    expect(lossA / 2000).toBeLessThan(0.01);
    expect(lossA).toBeCloseTo(transformerLossKw(transformerLoad(2000, 3150), 3150), 6);
    expect(lossB).toBeLessThan(lossA);
    // What reaches the grid connection: the transformers' readings and the loose inverter through a flat step-up.
    expect(flow.delivered()).toBeCloseTo(kwOf(xbA) + kwOf(xbB) + 1000 * (1 - TRANSFORMER_LOSS), 6);
    // The more loaded one runs warmer.
    expect(topOilC(20, flow.load[flow.transformerIndex(xbA)!]!)).toBeGreaterThan(
      topOilC(20, flow.load[flow.transformerIndex(xbB)!]!),
    );
  });

  it('an open breaker cuts its transformer and what is behind it, and nothing else', () => {
    step([xbA], 1000);
    for (const d of invA) expect(flow.energized(d)).toBe(false);
    expect(flow.energized(invB)).toBe(true);
    expect(flow.energized(loose)).toBe(true);
    expect(flow.isCut(xbA)).toBe(true);
    expect(kwOf(xbA)).toBe(0);
    expect(kwOf(xbB)).toBeGreaterThan(990);
    expect(flow.delivered()).toBeCloseTo(kwOf(xbB) + 1000 * (1 - TRANSFORMER_LOSS), 6);
  });

  it('at night an energized transformer draws its no-load loss; the PV feeder counts none of it', () => {
    step([], 0);
    expect(kwOf(xbA)).toBeCloseTo(-NO_LOAD_LOSS * 3150, 6);
    expect(flow.delivered()).toBeLessThan(0);
    expect(flow.pvDelivered()).toBe(0);
    expect(topOilC(20, 0)).toBeGreaterThan(20);
  });
});
