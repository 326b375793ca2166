import type { Device, PointHandle, PointRegistry, StationFacts } from '../../telemetry/pointRegistry';
import type { CommandFailureReason } from '../../telemetry/commandResult';
import type { RunSettings } from '../../../shared/runSettings';
import { BATTERY_CLUSTER, CONTAINER_HVAC } from '../../telemetry/catalogue/deviceModels';
import { storageAt, stepBattery, type BatteryModel, type BatteryState } from './storage';
import { CONTINUOUS_CLUSTER_A, clustersPerConverter } from './batteryBank';
import { BATTERY_CELL, CLUSTER_KWH } from '../../telemetry/catalogue/deviceModels';
import { requestedPower, settingsSchedule } from './storageDispatch';
import { clusterCells, type CellValues } from './batteryCells';
import { startingAir, stepContainer, type ContainerAir } from './container';
import type { DeviceControl } from './deviceControls';
import type { Weather } from './weather';
import type { FaultPlan } from './faults';
import { unit } from './noise';
import { isOfFamily } from '../../../shared/deviceTypes';
import type { Emit, EmitVector } from './stationSimulator';

/** What the storage units use of their station's simulator. */
export interface StationParts {
  readonly station: StationFacts;
  readonly seed: number;
  readonly faults: FaultPlan;
  h(device: Device, code: string): PointHandle;
  control(device: Device): Readonly<DeviceControl>;
  /** Whether the device's box transformer is closed: without the grid a converter neither charges nor discharges. */
  energized(device: Device): boolean;
  noise(channel: number, t: number, scale?: number): number;
  /** Integrates power into a counter (kWh), answering its total. */
  counter(device: Device, code: string, kw: number, t: number, dt: number, ratedKwh: number): number;
  gridSide(d: Device, kw: number, voltage: number, t: number, emit: Emit, kvar: number): void;
}

/** The run settings of a station in force at an instant, as the energy management holds them (telemetry/runSettingsBook.ts). */
export type RunSettingsOf = (station: StationFacts, ratedKw: number, t?: number) => RunSettings;

const DAY_MS = 86_400_000;
/** A pause longer than this and the batteries stand where their settings would have brought them. */
const FOLLOWED_MS = 15 * 60_000;
const PCS_AC_VOLTAGE = 690;
/**
 * How often a cluster's BMS reports its cells, as its cell table is polled beside the faster power readings:
 * every 15 s, the clusters a step apart from one another. The cells were a third of the live step of a
 * thousand stations when every cluster's 384 cells were drawn every 3 s.
 */
const CELL_PERIOD_MS = 15_000;
/** The clusters' reports are spread over this many steps of the live period. */
const CELL_GROUPS = 5;

/** A cluster's cells as last reported, and what the cluster reads of them. */
interface CellReport extends CellValues {
  /** Which reporting period of the cluster this is, and the step that drew it. */
  period: number;
  drawnAt: number;
  /** The cluster's voltage, the sum of its cells' (V). */
  u: number;
  uMin: number;
  uMax: number;
  tMin: number;
  tMax: number;
}

/**
 * The storage of a station, converter by converter: each PCS with its battery clusters, air conditioner and
 * fire protection in one container. The energy management asks a station-wide power of its run settings;
 * each converter takes its battery's share of it (or, in manual mode, its own set-point) as far as its rating,
 * its running and its battery's charge allow. Each battery keeps its own state of charge, so a stopped converter's stays put.
 */
export class StorageUnits {
  readonly converters: Device[];
  readonly ratedKw: number;
  private readonly socMin: number;
  private readonly socMax: number;
  private batteries = new Map<number, BatteryState>();
  private air = new Map<number, ContainerAir>();
  private lastStep = 0;
  /** A converter's latest output (AC and DC, kW), for the cluster and container that follow it in the same step. */
  private readonly output = new Map<number, { acKw: number; dcKw: number }>();
  /** The clusters in parallel behind each converter, by its equipId (batteryBank.ts). */
  private readonly clusters = new Map<number, number>();
  private readonly clusterTotal: number;
  /** Each cluster's latest cell report, by its equipId. */
  private readonly cellReports = new Map<number, CellReport>();

  constructor(
    private readonly parts: StationParts,
    private readonly registry: PointRegistry,
    devices: Device[],
    private readonly settingsOf: RunSettingsOf,
  ) {
    this.converters = devices.filter((d) => isOfFamily(d.equipType, 'pcs'));
    this.ratedKw = this.converters.reduce((sum, d) => sum + this.ratingOf(d), 0);
    this.socMin = parts.station.settings.soc_min;
    this.socMax = parts.station.settings.soc_max;
    const counts = clustersPerConverter(
      parts.station.batteryCapacity,
      this.converters.map((d) => this.ratingOf(d)),
    );
    this.converters.forEach((d, i) => this.clusters.set(d.equipId, counts[i]!));
    this.clusterTotal = counts.reduce((a, b) => a + b, 0);
  }

  settings(t?: number): RunSettings {
    return this.settingsOf(this.parts.station, this.ratedKw, t);
  }

  /** Refuses what a converter cannot take in its station's run mode: a power set-point outside manual mode. */
  refusal(device: Device, code: string): CommandFailureReason | null {
    return isOfFamily(device.equipType, 'pcs') && code === 'PSet' && this.settings().runMode !== 'manual' ? 'notManual' : null;
  }

  /** Takes over the batteries' charge and the containers' air of another model of this station. */
  continueFrom(other: StorageUnits): void {
    this.batteries = new Map(other.batteries);
    this.air = new Map(other.air);
    this.lastStep = other.lastStep;
  }

  ratingOf(d: Device): number {
    return d.peakPower ?? (this.parts.station.psType === 'ES' ? 2500 : 500);
  }

  /** A converter's battery: its clusters' cells, whose nominal energy the state of charge is a share of. */
  private battery(d: Device): BatteryModel {
    return {
      ratedKw: this.ratingOf(d),
      energyKwh: (this.clusters.get(d.equipId) ?? 0) * CLUSTER_KWH,
      socMin: this.socMin,
      socMax: this.socMax,
    };
  }

  /** A battery the simulation has not followed stands where its settings would have brought it since midnight. */
  private startingSoc(settings: RunSettings, minute: number): number {
    const station = this.parts.station;
    const model = { ratedKw: this.ratedKw, energyKwh: this.clusterTotal * CLUSTER_KWH, socMin: this.socMin, socMax: this.socMax };
    return storageAt(model, settingsSchedule(settings, station.psType), minute).soc;
  }

  /** A converter's AC output in the last step (kW, discharge +). */
  outputOf(pcs: Device): number {
    return this.output.get(pcs.equipId)?.acKw ?? 0;
  }

  /**
   * One step of every unit: answers the converters' total output (kW, discharge +). `netLoadKw` is what the
   * site draws beyond its PV (0 at a grid storage station).
   */
  step(minute: number, netLoadKw: number, w: Weather, t: number, dt: number, emit: Emit, emitVector: EmitVector): number {
    const settings = this.settings(t);
    const station = this.parts.station;
    const asked = requestedPower(settings, { psType: station.psType, minute, ratedKw: this.ratedKw, netLoadKw });
    if (t - this.lastStep > FOLLOWED_MS) this.batteries.clear();
    this.lastStep = t;
    let total = 0;
    for (const pcs of this.converters) {
      const control = this.parts.control(pcs);
      const running = !control.stopped && this.parts.energized(pcs);
      const share = this.ratingOf(pcs) / this.ratedKw;
      // The station's power is shared by energy, so every cluster runs at one C-rate and the batteries keep step.
      const energyShare = (this.clusters.get(pcs.equipId) ?? 0) / this.clusterTotal;
      const own = settings.runMode === 'manual' ? control.setPoints.PSet : undefined;
      // It follows its set-point to within half a per cent below (never above: a PV surplus is not exceeded).
      const wanted = !running
        ? 0
        : (own ?? asked * energyShare) * (1 - 0.005 * Math.abs(this.parts.noise(11 + pcs.collectId, t)));
      const before = this.batteries.get(pcs.equipId) ?? { soc: this.startingSoc(settings, minute), dcKw: 0 };
      const next = stepBattery(this.battery(pcs), before, wanted, dt);
      this.batteries.set(pcs.equipId, { soc: next.soc, dcKw: next.dcKw });
      this.output.set(pcs.equipId, { acKw: next.acKw, dcKw: next.dcKw });
      total += next.acKw;
      const kvar = !running ? 0 : settings.runMode === 'manual' ? settings.reactivePowerKvar * share : next.acKw * 0.02;
      const children = this.registry.childrenOf(pcs.equipId);
      for (const kt of children.filter((c) => isOfFamily(c.equipType, 'airConditioner')))
        this.airConditioner(kt, pcs, w, t, dt, emit);
      let dcVoltage: number | null = null;
      for (const bc of children.filter((c) => isOfFamily(c.equipType, 'batteryCluster')))
        dcVoltage = this.cluster(bc, pcs, next.soc, next.dcKw, w, t, emit, emitVector);
      for (const xf of children.filter((c) => isOfFamily(c.equipType, 'fireProtection')))
        this.fireProtection(xf, pcs, w, t, emit);
      this.converter(pcs, running, next.acKw, next.dcKw, kvar, dcVoltage, settings, w, t, dt, emit);
    }
    return total;
  }

  private converter(
    d: Device,
    running: boolean,
    kw: number,
    dcKw: number,
    kvar: number,
    dcVoltage: number | null,
    settings: RunSettings,
    w: Weather,
    t: number,
    dt: number,
    emit: Emit,
  ) {
    const { parts } = this;
    const control = parts.control(d);
    const rated = this.ratingOf(d);
    parts.gridSide(d, kw, PCS_AC_VOLTAGE, t, emit, kvar);
    const udc = dcVoltage ?? 1250 + 40 * parts.noise(d.equipId, t, 600);
    emit(parts.h(d, 'Udc'), round(udc, 1));
    emit(parts.h(d, 'Idc'), round((dcKw * 1000) / udc, 1));
    emit(parts.h(d, 'Temp'), round(w.ambient + 6 + 25 * (Math.abs(kw) / rated), 1));
    emit(parts.h(d, 'ChargeE'), round(parts.counter(d, 'ChargeE', Math.max(0, -kw), t, dt, rated / 3), 2));
    emit(parts.h(d, 'DischargeE'), round(parts.counter(d, 'DischargeE', Math.max(0, kw), t, dt, rated / 3.3), 2));
    emit(parts.h(d, 'GridMode'), settings.gridMode === 'on' ? 1 : 0);
    emit(parts.h(d, 'Run'), running ? 1 : 0);
    emit(parts.h(d, 'Alarm'), 0);
    emit(parts.h(d, 'Fault'), 0);
    emit(parts.h(d, 'EStopOn'), control.emergencyStop ? 1 : 0);
    // The control points read back what the converter was last told.
    emit(parts.h(d, 'OnOff'), control.stopped ? 0 : 1);
    emit(parts.h(d, 'EStop'), control.emergencyStop ? 1 : 0);
    emit(parts.h(d, 'Reset'), 0);
    emit(parts.h(d, 'PSet'), round(control.setPoints.PSet ?? kw, 1));
  }

  /** The container air of a converter's unit, and its air conditioner's readings. */
  private airConditioner(d: Device, pcs: Device, w: Weather, t: number, dt: number, emit: Emit) {
    const { parts } = this;
    const control = parts.control(d);
    const coolSetC = control.setPoints.CoolSet ?? 25;
    const heatSetC = control.setPoints.HeatSet ?? 10;
    const out = this.output.get(pcs.equipId) ?? { acKw: 0, dcKw: 0 };
    const before = this.air.get(d.equipId) ?? startingAir({ outsideC: w.ambient, coolSetC, heatSetC });
    const { air, electricKw } = stepContainer(
      before,
      {
        outsideC: w.ambient,
        irradiance: w.ghi,
        // The converter's losses, and the cells' own (a fraction of it), heat the air.
        lossesKw: 1 + 1.3 * Math.abs(out.acKw - out.dcKw),
        coolSetC,
        heatSetC,
        running: !control.stopped,
        capacityKw: d.peakPower ?? CONTAINER_HVAC.kw,
      },
      dt,
    );
    this.air.set(d.equipId, air);
    emit(parts.h(d, 'Run'), control.stopped ? 0 : 1);
    emit(parts.h(d, 'Cooling'), air.cooling ? 1 : 0);
    emit(parts.h(d, 'Heating'), air.heating ? 1 : 0);
    emit(parts.h(d, 'Tin'), round(air.inside, 1));
    emit(parts.h(d, 'Tsupply'), round(air.cooling ? coolSetC - 9 : air.heating ? heatSetC + 12 : air.inside, 1));
    emit(parts.h(d, 'Tout'), round(w.ambient, 1));
    emit(parts.h(d, 'Humidity'), round(Math.min(90, w.humidity * (air.cooling ? 0.65 : 0.85)), 0));
    emit(parts.h(d, 'Power'), round(electricKw, 2));
    emit(parts.h(d, 'HighTemp'), air.inside > 35 ? 1 : 0);
    emit(parts.h(d, 'CompFault'), 0);
    emit(parts.h(d, 'OnOff'), control.stopped ? 0 : 1);
    emit(parts.h(d, 'CoolSet'), coolSetC);
    emit(parts.h(d, 'HeatSet'), heatSetC);
  }

  /** The air in a converter's container: its air conditioner's, else the outside air warmed by the losses. */
  private containerC(pcs: Device, w: Weather): number {
    const kt = this.registry.childrenOf(pcs.equipId).find((c) => isOfFamily(c.equipType, 'airConditioner'));
    const air = kt && this.air.get(kt.equipId);
    return air ? air.inside : w.ambient + 4 + 0.004 * Math.abs(this.output.get(pcs.equipId)?.acKw ?? 0);
  }

  /**
   * A converter's battery: its clusters in parallel on the DC bus, alike in the model, so the device reads as
   * one of them (voltage, current, cells) and each carries its share of the DC power. Answers the voltage.
   */
  private cluster(
    d: Device,
    pcs: Device,
    soc: number,
    dcKw: number,
    w: Weather,
    t: number,
    emit: Emit,
    emitVector: EmitVector,
  ): number {
    const { parts } = this;
    const layout = BATTERY_CLUSTER;
    const weak = this.weakCell(d, t);
    const clusterKw = dcKw / Math.max(1, this.clusters.get(pcs.equipId) ?? 1);
    // The current at the nominal voltage sets the cells' drop; the current read is the power over the true voltage.
    const nominalA = (clusterKw * 1000) / (layout.packs * layout.cellsPerPack * BATTERY_CELL.nominalV);
    const cells = this.cellReport(d, t, (into) =>
      clusterCells(
        layout,
        parts.seed,
        d.equipId,
        { soc, load: nominalA / CONTINUOUS_CLUSTER_A, containerC: this.containerC(pcs, w) },
        weak ?? undefined,
        into,
      ),
    );
    const { u, uMin, uMax, tMin, tMax } = cells;
    const baseSoh = 96 + 3 * unit(parts.seed, d.equipId, 9);
    // The BMS reading wanders a little (±0.05 % typical) around the model's charge, never past the limits it enforces.
    const reading = Math.min(this.socMax, Math.max(this.socMin, soc + 0.05 * parts.noise(d.equipId, t, 900)));
    emit(parts.h(d, 'SOC'), round(reading, 2));
    // A cluster is as healthy as its weakest cell.
    emit(parts.h(d, 'SOH'), round(weak ? Math.min(baseSoh, 100 * (1 - weak.capacityLoss)) : baseSoh, 1));
    emit(parts.h(d, 'U'), round(u, 1));
    emit(parts.h(d, 'I'), round((clusterKw * 1000) / u, 1));
    emit(parts.h(d, 'CellUmax'), uMax);
    emit(parts.h(d, 'CellUmin'), uMin);
    emit(parts.h(d, 'CellUdiff'), Math.round((uMax - uMin) * 1000));
    emit(parts.h(d, 'CellTmax'), tMax);
    emit(parts.h(d, 'CellTmin'), tMin);
    emit(
      parts.h(d, 'Riso'),
      Math.round(
        3000 + 1500 * unit(parts.seed, d.equipId, 10) - 25 * (w.humidity - 50) + 50 * parts.noise(d.equipId + 7, t, 1800),
      ),
    );
    emit(parts.h(d, 'Fault'), 0);
    if (cells.drawnAt === t) {
      emitVector(d, 'cellU', cells.voltages, CELL_PERIOD_MS);
      emitVector(d, 'cellT', cells.temperatures, CELL_PERIOD_MS);
    }
    return u;
  }

  /**
   * The cells as the cluster's BMS last reported them, drawn again (at `t`) when its next report is due. A
   * step over more than a period (the backfill's five minutes) draws them at every step. A report is drawn
   * into the arrays of the one before: kept for a period, new arrays would live just long enough to be
   * promoted by the collector, then die (at a thousand stations, 14 MB every 15 s).
   */
  private cellReport(d: Device, t: number, draw: (into?: CellValues) => CellValues): CellReport {
    const period = Math.floor(t / CELL_PERIOD_MS + (d.equipId % CELL_GROUPS) / CELL_GROUPS);
    const held = this.cellReports.get(d.equipId);
    if (held && held.period === period) return held;
    const { voltages, temperatures } = draw(held);
    const [uMin, uMax] = extremes(voltages);
    const [tMin, tMax] = extremes(temperatures);
    const u = voltages.reduce((a, b) => a + b, 0);
    const report = { period, drawnAt: t, voltages, temperatures, u, uMin, uMax, tMin, tMax };
    this.cellReports.set(d.equipId, report);
    return report;
  }

  /** The demo's drifting cell (faults.ts): its capacity fades a little more every day. */
  private weakCell(d: Device, t: number): { index: number; capacityLoss: number } | null {
    const plan = this.parts.faults.weakCell;
    if (!plan || t < plan.fromMs) return null;
    const clusters = this.registry.devicesOf(d.psId).filter((c) => isOfFamily(c.equipType, 'batteryCluster'));
    if (clusters.indexOf(d) !== plan.cluster - 1) return null;
    const days = (t - plan.fromMs) / DAY_MS;
    return {
      index: (plan.pack - 1) * BATTERY_CLUSTER.cellsPerPack + (plan.cell - 1),
      capacityLoss: Math.min(0.3, plan.lossAtStart + plan.lossPerDay * days),
    };
  }

  /** A container's fire protection: detectors, off-gas sensors and the extinguishing agent's pressure. */
  private fireProtection(d: Device, pcs: Device, w: Weather, t: number, emit: Emit) {
    const { parts } = this;
    const inside = this.containerC(pcs, w);
    const heat = inside > 70 ? 1 : 0;
    emit(parts.h(d, 'Temp'), round(inside + 0.3, 1));
    emit(parts.h(d, 'CO'), round(Math.max(0, 1 + 0.6 * parts.noise(d.equipId, t, 1200)), 1));
    emit(parts.h(d, 'H2'), round(Math.max(0, 0.4 * parts.noise(d.equipId + 3, t, 1200)), 1));
    emit(parts.h(d, 'AgentPressure'), round((2.5 * (273.15 + inside)) / 293.15, 2));
    emit(parts.h(d, 'Smoke'), 0);
    emit(parts.h(d, 'Heat'), heat);
    emit(parts.h(d, 'FireAlarm'), heat);
    emit(parts.h(d, 'Released'), 0);
    emit(parts.h(d, 'Fault'), 0);
    emit(parts.h(d, 'AutoMode'), 1);
    emit(parts.h(d, 'DoorOpen'), 0);
  }
}

function extremes(values: readonly number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
