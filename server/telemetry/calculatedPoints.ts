import type { LiveStore } from './liveStore';
import { qualityOf } from './liveStore';
import type { PointSink } from './liveGate';
import type { Device, PointDefinition, PointHandle, PointRegistry, StationFacts } from './pointRegistry';
import {
  FormulaError,
  evaluateNumber,
  formulaNames,
  parsePointFormula,
  type FormulaNode,
  type FormulaScope,
} from '../../shared/formula';

/** A calculated point of a point table: its formula, parsed, and the codes it reads. */
interface Calculation {
  def: PointDefinition;
  /** Null when the formula cannot give a value: it does not parse, or reads an unknown code or itself. */
  formula: FormulaNode | null;
  inputs: string[];
}

/** A calculated point of one device, with the handles it writes and reads. */
interface DeviceCalculation {
  target: PointHandle;
  formula: FormulaNode;
  /** The time and value last written, so an unchanged result is not written again every tick. */
  writtenTime: number;
  writtenValue: number;
}

interface DevicePlan {
  calculations: DeviceCalculation[];
  inputs: Map<string, PointHandle>;
}

/**
 * Calculated points: a point whose definition carries a formula (point_def.formula) takes its value from that
 * formula over the same device's current values, and writes it through ingest like a measured value, so it
 * has live value, quality, history and alarms. The state monitor evaluates them on its tick, after the
 * station's own states, rather than on each input's arrival: a device's inputs arrive one by one, and a
 * result on each would mix new and old readings and cost a formula per sample on the hottest path, while a
 * tick sees one consistent picture, costs one evaluation per point and yields between stations.
 *
 * A result is as old as its oldest input read (its time and period are that input's), so it turns stale with
 * it. When an input has no current value, or the formula reads a code the device's table lacks, the point
 * gets no value and ages like a silent one.
 */
export class CalculatedPoints {
  /** Evaluations that threw something other than a formula error: a bug, counted rather than stopping the tick. */
  failures = 0;
  private generation = -1;
  /** Formulas parsed by text: definitions are rebuilt on every registry refresh, their texts rarely change. */
  private parsed = new Map<string, FormulaNode | null>();
  private parsedBefore = new Map<string, FormulaNode | null>();
  private readonly byConfig = new Map<number, Calculation[]>();
  private readonly byStation = new Map<number, DevicePlan[]>();

  constructor(
    private readonly registry: PointRegistry,
    private readonly live: LiveStore,
    private readonly sink: PointSink,
  ) {}

  /** Evaluates the calculated points of a station's devices at `now`; `periodMs` is the tick's period. */
  evaluateStation(station: StationFacts, now: number, periodMs: number): void {
    if (this.generation !== this.registry.generation) this.forgetPlans();
    let plans = this.byStation.get(station.psId);
    if (!plans) this.byStation.set(station.psId, (plans = this.stationPlans(station)));
    for (const plan of plans) for (const calculation of plan.calculations) this.evaluate(plan, calculation, now, periodMs);
  }

  private evaluate(plan: DevicePlan, calculation: DeviceCalculation, now: number, periodMs: number): void {
    let oldest = Infinity;
    let oldestPeriod = periodMs;
    let complete = true;
    const scope: FormulaScope = {
      value: (code) => {
        const reading = this.live.raw(plan.inputs.get(code)!.key);
        if (!reading || qualityOf(reading, now) === 'interrupted') {
          complete = false;
          return NaN;
        }
        if (reading.time < oldest) {
          oldest = reading.time;
          oldestPeriod = reading.periodMs;
        }
        return reading.value;
      },
    };
    let value: number;
    try {
      value = evaluateNumber(calculation.formula, scope);
    } catch (error) {
      if (!(error instanceof FormulaError)) this.failures++;
      return;
    }
    if (!complete || !Number.isFinite(value)) return;
    // A formula of constants reads nothing: it is as fresh as the tick.
    const time = oldest === Infinity ? now : oldest;
    if (time === calculation.writtenTime && value === calculation.writtenValue) return;
    calculation.writtenTime = time;
    calculation.writtenValue = value;
    this.sink.write(calculation.target, value, time, oldestPeriod);
  }

  /** Point tables changed (or devices, stations): plans are built again, formulas parsed again if their text changed. */
  private forgetPlans(): void {
    this.generation = this.registry.generation;
    this.byConfig.clear();
    this.byStation.clear();
    this.parsedBefore = this.parsed;
    this.parsed = new Map();
  }

  private stationPlans(station: StationFacts): DevicePlan[] {
    const plans: DevicePlan[] = [];
    for (const device of this.registry.devicesOf(station.psId)) {
      if (device.pointConfigId === null) continue;
      let calculations = this.byConfig.get(device.pointConfigId);
      if (!calculations) this.byConfig.set(device.pointConfigId, (calculations = this.tableCalculations(device)));
      if (calculations.length) plans.push(this.devicePlan(station, device, calculations));
    }
    return plans;
  }

  private devicePlan(station: StationFacts, device: Device, calculations: Calculation[]): DevicePlan {
    const handle = (code: string) => this.registry.handle(station.psId, device.equipType, device.collectId, code)!;
    const plan: DevicePlan = { calculations: [], inputs: new Map() };
    for (const c of calculations) {
      if (!c.formula) continue;
      plan.calculations.push({ target: handle(c.def.code), formula: c.formula, writtenTime: NaN, writtenValue: NaN });
      for (const code of c.inputs) if (!plan.inputs.has(code)) plan.inputs.set(code, handle(code));
    }
    return plan;
  }

  /**
   * The calculated points of a device's point table, those another reads after it, so a result read by another
   * formula is this tick's. A formula that reads an unknown code, or itself through others, gets no value.
   */
  private tableCalculations(device: Device): Calculation[] {
    const calculations = new Map<string, Calculation>();
    for (const def of this.registry.pointsOf(device)) {
      if (!def.formula) continue;
      const formula = this.parse(def.formula);
      const inputs = formula ? [...new Set(formulaNames(formula).map((n) => n.name))] : [];
      const known = inputs.every((code) => code !== def.code && this.registry.definitionOf(device, code));
      calculations.set(def.code, { def, formula: known ? formula : null, inputs });
    }
    // Kahn's order over the calculated inputs; what a cycle leaves unordered gets no value.
    const ordered: Calculation[] = [];
    const waiting = new Map([...calculations.values()].map((c) => [c, c.inputs.filter((code) => calculations.has(code)).length]));
    const ready = [...waiting].filter(([, n]) => n === 0).map(([c]) => c);
    while (ready.length) {
      const c = ready.shift()!;
      waiting.delete(c);
      ordered.push(c);
      for (const [other, n] of waiting)
        if (other.inputs.includes(c.def.code)) {
          waiting.set(other, n - 1);
          if (n === 1) ready.push(other);
        }
    }
    for (const c of waiting.keys()) ordered.push({ ...c, formula: null });
    return ordered;
  }

  private parse(text: string): FormulaNode | null {
    let node = this.parsed.get(text) ?? this.parsedBefore.get(text);
    if (node === undefined) {
      try {
        node = parsePointFormula(text);
      } catch (error) {
        if (!(error instanceof FormulaError)) throw error;
        // Stored before the format checked it, or imported around it: no value, as for an unknown code.
        node = null;
      }
    }
    this.parsed.set(text, node);
    return node;
  }
}
