import type { Device } from '../../telemetry/pointRegistry';
import { unitsFor } from './transformer';
import { familyOf, isOfFamily, isPowerUnit } from '../../../shared/deviceTypes';

// What feeds a station's AC network (a converter also draws from it) are the registry's power units: the
// devices a transformer carries. Each family is split across a plant's transformers on its own, so each
// transformer gets its share of each.
/** The nameplate of a transformer registered without one: the demo's 3150 kVA unit. */
const UNKNOWN_KVA = 3150;

/**
 * A station's electrical tree as the simulator uses it, from the devices' parents: the box transformer each
 * feeding device sits behind (the nearest above it), and which transformer each transformer feeds through.
 * Built when the models are, not on every step.
 */
export interface StationTopology {
  /** The station's box transformers, each before the one it feeds through. */
  readonly transformers: readonly Device[];
  /** Of each transformer (same order), the index of the one it feeds through; -1: the grid connection. */
  readonly upstream: readonly number[];
  /**
   * Of each transformer, its rating (kVA): as many units of its nameplate in parallel as what it carries needs
   * at rated output. The demo registers one 3150 kVA transformer per block of a plant of tens of MW.
   */
  readonly ratingKva: readonly number[];
  /** The index of the transformer each feeding device sits behind, by equipId; absent: behind none. */
  readonly feederOf: ReadonlyMap<number, number>;
}

/** The group (0-based) of each of `count` items in order, split into `groups` contiguous groups as even as can be. */
export function evenSplit(count: number, groups: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor((i * groups) / count));
}

/**
 * The topology of a station's devices. A feeding device without a transformer above it feeds the grid
 * connection through a step-up the portal does not monitor. A plant none of whose feeding devices has a
 * transformer above it (a store made before devices were wired to them, or wiring never entered) is taken as
 * the demo seed wires it: each kind split evenly across its transformers in collector order.
 */
export function stationTopology(devices: readonly Device[], ratedKw: (d: Device) => number): StationTopology {
  const byId = new Map(devices.map((d) => [d.equipId, d]));
  const inOrder = (a: Device, b: Device) => a.collectId - b.collectId;
  const transformers = devices.filter((d) => isOfFamily(d.equipType, 'boxTransformer')).sort(inOrder);
  const feeding = devices.filter((d) => isPowerUnit(d.equipType)).sort(inOrder);

  const feederOf = new Map<number, Device>();
  for (const d of feeding) {
    const above = transformerAbove(d, byId);
    if (above) feederOf.set(d.equipId, above);
  }
  if (feederOf.size === 0 && transformers.length > 0)
    for (const kind of new Set(feeding.map((d) => familyOf(d.equipType)))) {
      const ofKind = feeding.filter((d) => familyOf(d.equipType) === kind);
      evenSplit(ofKind.length, transformers.length).forEach((group, i) => feederOf.set(ofKind[i]!.equipId, transformers[group]!));
    }

  const up = upstreamWithoutCycles(transformers, byId);
  const depth = (t: Device) => {
    let n = 0;
    for (let u = up.get(t); u; u = up.get(u)) n++;
    return n;
  };
  // The lowest first, so that each transformer's load is known before the one it feeds through is settled.
  const ordered = transformers.map((t) => ({ t, depth: depth(t) })).sort((a, b) => b.depth - a.depth || inOrder(a.t, b.t));
  const index = new Map(ordered.map(({ t }, i) => [t, i]));
  const upstream = ordered.map(({ t }) => {
    const u = up.get(t);
    return u ? index.get(u)! : -1;
  });

  const carriedKw = new Array<number>(ordered.length).fill(0);
  for (const d of feeding) {
    const t = feederOf.get(d.equipId);
    if (t) carriedKw[index.get(t)!]! += ratedKw(d);
  }
  const ratingKva = ordered.map(({ t }, i) => {
    const nameplate = t.peakPower ?? UNKNOWN_KVA;
    if (upstream[i]! >= 0) carriedKw[upstream[i]!]! += carriedKw[i]!;
    return nameplate * unitsFor(carriedKw[i]!, nameplate);
  });

  return {
    transformers: ordered.map(({ t }) => t),
    upstream,
    ratingKva,
    feederOf: new Map([...feederOf].map(([equipId, t]) => [equipId, index.get(t)!])),
  };
}

/** The nearest transformer above a device in the tree of parents; a loop in edited parents ends the search. */
function transformerAbove(d: Device, byId: ReadonlyMap<number, Device>): Device | undefined {
  const seen = new Set<number>([d.equipId]);
  for (let p = d.parentId === null ? undefined : byId.get(d.parentId); p && !seen.has(p.equipId);) {
    if (isOfFamily(p.equipType, 'boxTransformer')) return p;
    seen.add(p.equipId);
    p = p.parentId === null ? undefined : byId.get(p.parentId);
  }
  return undefined;
}

/** The transformer each transformer feeds through; a transformer found above itself feeds the grid connection. */
function upstreamWithoutCycles(
  transformers: readonly Device[],
  byId: ReadonlyMap<number, Device>,
): Map<Device, Device | undefined> {
  const up = new Map(transformers.map((t) => [t, transformerAbove(t, byId)]));
  for (const t of transformers) {
    const seen = new Set<Device>();
    for (let u = up.get(t); u && !seen.has(u); u = up.get(u)) {
      if (u === t) {
        up.set(t, undefined);
        break;
      }
      seen.add(u);
    }
  }
  return up;
}
