import { DC_AC_RATIO, STRING_KWP } from '../sources/simulator/solar';
import {
  CENTRAL_INVERTERS,
  HYBRID_PCS,
  ROOFTOP_INVERTER,
  STORAGE_PCS,
  STRING_INVERTERS,
  TURBINES,
  type RatedModel,
} from '../telemetry/catalogue/deviceModels';
import type { DemoStation } from './demoFleet';

/**
 * How a demo plant's capacity is split into the units that generate it, so its devices add up to the
 * plant: inverters to its kWp, turbines to its kW, converters to its power. Units of one kind share the
 * capacity in equal parts, each a multiple of 0.1 so the figures read well, the parts summing exactly.
 */
export interface Units {
  model: RatedModel;
  /** Peak power of each unit (kWp of an inverter, kW otherwise); they sum to the split capacity. */
  ratings: number[];
}

/** Ground plants show this many string inverters with their combiner boxes; central inverters carry the rest. */
export const STRING_INVERTER_COUNT = 6;
/** Up to this capacity a ground plant's central inverters are blocks; above it, medium-voltage skids. */
const BLOCKS_UP_TO_KWP = 100_000;

/** `total` in `count` parts that differ by at most 0.1 and add up to it. */
export function shares(total: number, count: number): number[] {
  const tenths = (i: number) => Math.round((total * 10 * i) / count);
  return Array.from({ length: count }, (_, i) => (tenths(i + 1) - tenths(i)) / 10);
}

/** As many units of a model as its size suggests (at least one), sharing `total` equally. */
function unitsOf(model: RatedModel, total: number, unitSize: number): Units {
  return { model, ratings: shares(total, Math.max(1, Math.round(total / unitSize))) };
}

/** The string inverters of a ground plant, each with one combiner box: as many kWp as the box's strings. */
export function stringInverters(capacityKwp: number, branches: 8 | 12 | 16): Units {
  const kwp = Math.round(branches * STRING_KWP * 10) / 10;
  const count = Math.min(STRING_INVERTER_COUNT, Math.floor(capacityKwp / kwp));
  return { model: STRING_INVERTERS[branches], ratings: new Array<number>(count).fill(kwp) };
}

/** The central inverters carrying what a ground plant's string inverters leave; none when nothing is left. */
export function centralInverters(capacityKwp: number, restKwp: number): Units | null {
  if (restKwp < 0.05) return null;
  const model = capacityKwp > BLOCKS_UP_TO_KWP ? CENTRAL_INVERTERS.skid : CENTRAL_INVERTERS.block;
  return unitsOf(model, restKwp, model.kw * DC_AC_RATIO);
}

/** A rooftop plant's inverters, each loaded with modules to its rating times the DC/AC ratio. */
export function rooftopInverters(capacityKwp: number): Units {
  return unitsOf(ROOFTOP_INVERTER, capacityKwp, ROOFTOP_INVERTER.kw * DC_AC_RATIO);
}

/**
 * A wind farm's turbines: of the first model whose rating divides the capacity; a capacity none divides
 * gets turbines of the last model, derated to share it.
 */
export function turbines(capacityKw: number): Units {
  const fits = TURBINES.find((m) => capacityKw % m.kw === 0);
  if (fits) return { model: fits, ratings: new Array<number>(capacityKw / fits.kw).fill(fits.kw) };
  const model = TURBINES[TURBINES.length - 1]!;
  return { model, ratings: shares(capacityKw, Math.max(1, Math.ceil(capacityKw / model.kw))) };
}

/**
 * The power conversion systems: grid storage has as many as its power needs, sharing it; a PV-plus-storage
 * site has units of their full rating up to half its battery energy (at least two hours of storage, so its
 * cells run within their continuous 0.5 C: batteryBank.ts).
 */
export function storageConverters(station: Pick<DemoStation, 'type' | 'capacity' | 'battery'>): Units {
  if (station.type === 'ES')
    return { model: STORAGE_PCS, ratings: shares(station.capacity, Math.max(1, Math.ceil(station.capacity / STORAGE_PCS.kw))) };
  const count = Math.max(1, Math.floor((station.battery ?? 0) / 2 / HYBRID_PCS.kw));
  return { model: HYBRID_PCS, ratings: new Array<number>(count).fill(HYBRID_PCS.kw) };
}
