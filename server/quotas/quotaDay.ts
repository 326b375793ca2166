import { evaluateNumber, FormulaError, type FormulaScope, type FormulaValue } from '../../shared/formula';
import { counterDayEnergy } from '../telemetry/counterEnergy';
import type { DailyStatTable } from '../db/tables';
import type { QuotaCatalogue } from './catalogue';
import type { DayFacts } from './dayFacts';
import { PERIOD_MINUTES } from './dayFacts';
import { DEVICE_CLASSES } from './quotaNames';
import type { QuotaValues } from '../../shared/quotaDto';
import { stationFactors, type EmissionFactors } from '../emissions/gridFactors';

export type { QuotaValues };

const STATION_COLUMNS: Record<string, keyof DailyStatTable> = {
  generation: 'generation',
  charge: 'charge',
  discharge: 'discharge',
  irradiation: 'irradiation',
  maxPower: 'max_power',
  equivalentHours: 'equivalent_hours',
  storedChange: 'stored_change',
};

/** The station's avoided emissions per kWh, as the fleet overview counts them. */
const EMISSION_FIELDS: Record<string, keyof EmissionFactors> = {
  co2Factor: 'co2',
  so2Factor: 'so2',
  dustFactor: 'dust',
  coalFactor: 'coal',
};

/**
 * A station day's quotas, each formula in dependency order over the day's facts. An editable quota takes
 * what staff entered (0 when nothing was), so the quotas computed from it follow the entry.
 */
export function computeDay(catalogue: QuotaCatalogue, facts: DayFacts, edits: ReadonlyMap<string, number>): QuotaValues {
  const values: QuotaValues = {};
  const scope = dayScope(facts, values);
  for (const q of catalogue.order) {
    if (q.modify) values[q.quotaCode] = edits.get(q.quotaCode) ?? 0;
    else values[q.quotaCode] = finite(safely(() => evaluateNumber(q.ast!, scope)));
  }
  return values;
}

/** A formula the catalogue check let through fails only on data it did not foresee: the quota has no value. */
function safely(compute: () => number): number {
  try {
    return compute();
  } catch (error) {
    if (error instanceof FormulaError) return NaN;
    throw error;
  }
}

export function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function dayScope(facts: DayFacts, values: QuotaValues): FormulaScope {
  const stationRow = facts.stats.get(0);
  const classOf = (name: string) => DEVICE_CLASSES[name as keyof typeof DEVICE_CLASSES] as readonly string[] | undefined;
  return {
    periodMinutes: PERIOD_MINUTES,
    value(name) {
      if (Object.hasOwn(values, name)) return values[name] ?? NaN;
      const [head, field] = name.split('.') as [string, string | undefined];
      if (head === 'station') {
        if (field === 'capacity') return facts.station.capacity;
        if (field === 'battery') return facts.station.batteryCapacity;
        if (field === 'generating') return facts.station.psType === 'ES' ? 0 : 1;
        const factor = field && EMISSION_FIELDS[field];
        if (factor) return stationFactors(facts.station)[factor];
        const column = field && STATION_COLUMNS[field];
        return column ? Number(stationRow?.[column] ?? NaN) : undefined;
      }
      if (head === 'period') return field === 'hours' ? facts.hours : field === 'days' ? 1 : undefined;
      const types = classOf(head);
      if (!types || !field) return undefined;
      const members = facts.devices.filter((d) => types.includes(d.equipType));
      if (field === 'capacity') return members.map((d) => d.peakPower ?? NaN);
      const column = STATION_COLUMNS[field];
      return column ? members.map((d) => Number(facts.stats.get(d.equipId)?.[column] ?? NaN)) : undefined;
    },
    call(fn, args) {
      const [kind, code] = args as [string, string];
      if (fn === 'tariff') return facts.prices.get(kind);
      if (fn === 'counter') {
        const counters = facts.counters.get(`${kind}:${code}`);
        if (!counters) return undefined;
        return counters.length ? counters.reduce((sum, c) => sum + counterDayEnergy(c), 0) : NaN;
      }
      const curves = facts.curves.get(`${kind}:${code}`);
      if (!curves) return undefined;
      if (fn === 'series') return perSlot(curves, facts, true);
      if (fn === 'seriesSum') return perSlot(curves, facts, false);
      return undefined;
    },
  };
}

/** Each slot's mean (or sum) over the devices that have a sample there; NaN where none has. */
function perSlot(curves: Float64Array[], facts: DayFacts, mean: boolean): FormulaValue {
  const slots = Math.round((facts.hours * 60) / PERIOD_MINUTES);
  const out = new Float64Array(slots).fill(NaN);
  for (let s = 0; s < slots; s++) {
    let sum = 0;
    let n = 0;
    for (const c of curves) {
      const v = c[s];
      if (v === undefined || Number.isNaN(v)) continue;
      sum += v;
      n++;
    }
    if (n) out[s] = mean ? sum / n : sum;
  }
  return out;
}
