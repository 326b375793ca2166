import type { Device, PointHandle, PointRegistry, StationFacts } from '../../telemetry/pointRegistry';
import { STRING_KWP, inverterAc, inverterAcRating } from './solar';
import { dcPowerPerKwp } from './pv/dcPower';
import { LINE_LOSS } from './pv/gridLosses';
import { stationTopology } from './topology';
import { PowerFlow } from './powerFlow';
import { topOilC } from './transformer';
import { climateFor } from './pv/siteClimates';
import { weatherAt, type SiteClimate, type Weather } from './weather';
import { turbinePower, windSpeed } from './wind';
import { StorageUnits, type RunSettingsOf, type StationParts } from './storageUnits';
import { hash, smoothNormal, unit } from './noise';
import type { FaultPlan } from './faults';
import { StationCalendar } from '../../../shared/stationDay';
import { meterRoles } from '../../telemetry/meterRoles';
import { FREE_RUNNING, applyCommand, controlledPower, type DeviceControl } from './deviceControls';
import type { CommandFailureReason } from '../../telemetry/commandResult';
import { numberedCodes } from '../../telemetry/catalogue/numberedCodes';
import { PowerQualityAnalysers } from './powerQuality';
import { deviceType, EQUIP, familyOf, isOfFamily, type DeviceFamily } from '../../../shared/deviceTypes';

export type Emit = (handle: PointHandle, value: number) => void;
/**
 * An array-valued reading of a device (a pack's cells, a spectrum): live only (telemetry/vectorStore.ts). Its
 * period is the step's unless the device reports it less often.
 */
export type EmitVector = (device: Device, code: string, values: readonly number[], periodMs?: number) => void;
const NO_VECTORS: EmitVector = () => undefined;

/** A string (STRING_KWP) gives 13 A at 1100 V at standard conditions. */
const STRING_VMPP = 1100;
/** Peak power of an inverter whose own is not known: a central one of 12 inputs of 21 strings, else 8 strings. */
const UNKNOWN_KWP = { central: 12 * 21 * STRING_KWP, other: 8 * STRING_KWP };
/** The DC inputs an inverter measures itself, as the device-type registry gives them (8 without). */
const dcInputsOf = (equipType: string) => {
  const count = deviceType(equipType)?.branches?.count;
  return typeof count === 'number' ? count : 8;
};
/**
 * The lines between the transformers and the station's meter, a share of what they carry: a PV plant's
 * (pv/gridLosses.ts, 1 %), a wind farm's 2 % (longer collector lines, and each turbine's own step-up
 * transformer). A storage plant's converters sit at its grid connection: their losses are in their efficiency.
 */
const WIND_LINE_LOSS = 0.02;
const PHASE_VOLTAGES = ['Ua', 'Ub', 'Uc'];
const PHASE_CURRENTS = ['Ia', 'Ib', 'Ic'];

/** A counter's last stored reading and its reading at the station's local midnight (kWh). */
export interface StoredCounter {
  total: number;
  midnight: number;
}

interface EnergyState {
  day: string;
  today: number;
  total: number;
  lastPower: number;
}

/**
 * The physics of one station's devices at an instant: PV from the sun at the station's coordinates and
 * clouds, wind from a Weibull wind and the turbine power curve, storage from the tariff schedule.
 * Energy counters integrate the power and only increase.
 */
export class StationSimulator implements StationParts {
  private readonly site: SiteClimate;
  /** A device's numbered points (a box's branches, an inverter's inputs) as one run of handles. */
  private readonly runs = new Map<number, { prefix: string; handles: PointHandle[] }>();
  private readonly boxesOf = new Map<number, Device[]>();
  /** 1-based position of each combiner box in the station, and of each device among its type. */
  private readonly numberOf = new Map<number, number>();
  /** Which transformer each device feeds through, and the step's power through them (topology.ts, powerFlow.ts). */
  private flow: PowerFlow;
  private readonly energy = new Map<string, EnergyState>();
  private readonly calendar = new StationCalendar();
  private readonly devices: Device[];
  /** The meter on a PV-plus-storage site's PV feeder, which counts the PV output rather than the station's. */
  private readonly pvMeter: Device | undefined;
  private readonly branches: number;
  private readonly storage: StorageUnits;
  /** Devices a remote command has stopped, limited or switched, by equipId. */
  private readonly controls = new Map<number, DeviceControl>();
  /** The power-quality analysers on the grid meter's feeder (powerQuality.ts). */
  private readonly powerQuality: PowerQualityAnalysers;

  constructor(
    readonly station: StationFacts,
    private readonly registry: PointRegistry,
    readonly seed: number,
    readonly faults: FaultPlan,
    /** This station's counter readings to continue from, by `equipId:pointCode`. */
    counters: ReadonlyMap<string, StoredCounter>,
    settingsOf: RunSettingsOf,
    /** Registered while the portal runs: its counters start at zero, not at years of operation. */
    private readonly newStation = false,
  ) {
    const windy =
      station.psType === 'WP' ? (Math.abs(station.latitude - 54) < 3 || station.psName.includes('Coastal') ? 8.6 : 7.4) : 4.5;
    this.site = {
      latitude: station.latitude,
      longitude: station.longitude,
      tilt: station.settings.module_tilt,
      azimuth: station.settings.module_azimuth,
      windScale: windy,
      seed,
      siteId: station.psId,
      climate: climateFor(station.latitude, station.longitude),
    };
    this.devices = registry.devicesOf(station.psId);
    this.pvMeter = meterRoles(this.devices, station.psType).pv;
    this.branches = station.settings.hlx_branch_num;
    this.storage = new StorageUnits(this, registry, this.devices, settingsOf);
    this.flow = this.wiredFlow(this.devices);
    const seen = new Map<string, number>();
    for (const d of [...this.devices].sort((a, b) => a.collectId - b.collectId)) {
      const n = (seen.get(d.equipType) ?? 0) + 1;
      seen.set(d.equipType, n);
      this.numberOf.set(d.equipId, n);
      if (isOfFamily(d.equipType, 'combinerBox') && d.parentId !== null)
        this.boxesOf.set(d.parentId, [...(this.boxesOf.get(d.parentId) ?? []), d]);
    }
    for (const [key, c] of counters) this.energy.set(key, { day: '', today: c.total - c.midnight, total: c.total, lastPower: 0 });
    this.powerQuality = new PowerQualityAnalysers(station, registry, seed, faults.harmonicResonance);
  }

  /**
   * Takes the devices' parents as they are configured now (a device moved to another transformer): the
   * topology is built here and when the model is, never on a step.
   */
  rewire(): void {
    this.flow = this.wiredFlow(this.devices.map((d) => this.registry.devices.get(d.equipId) ?? d));
  }

  private wiredFlow(devices: Device[]): PowerFlow {
    return new PowerFlow(stationTopology(devices, (d) => this.ratedKw(d)));
  }

  /** The most a feeding device puts out (kW): what its transformer must be rated for. */
  private ratedKw(d: Device): number {
    if (isOfFamily(d.equipType, 'windTurbine')) return d.peakPower ?? 3000;
    if (isOfFamily(d.equipType, 'pcs')) return this.storage.ratingOf(d);
    return inverterAcRating(this.kwpOf(d));
  }

  private readonly breakerOpen = (transformer: Device) => this.control(transformer).breakerOpen;

  /** Whether a device's box transformer, and every one above it, is closed this step (StationParts). */
  energized(d: Device): boolean {
    return this.flow.energized(d);
  }

  /** The energy counters the model keeps, by `equipId:pointCode`. */
  counterKeys(): string[] {
    return [...this.energy.keys()];
  }

  /**
   * A remote command to one of this station's devices; it takes effect from the next step. A reason when the
   * simulated device refuses it or does not model it.
   */
  command(device: Device, code: string, value: number): true | CommandFailureReason {
    const refusal = this.storage.refusal(device, code);
    if (refusal) return refusal;
    const next = applyCommand(device.equipType, code, value, this.control(device));
    if (typeof next === 'string') return next;
    this.controls.set(device.equipId, next);
    return true;
  }

  /** Forgets a set-point written to every device of a family (manual dispatch re-enabled: the station's power applies). */
  releaseSetPoints(family: DeviceFamily, code: string): void {
    for (const d of this.devices) {
      const control = this.controls.get(d.equipId);
      if (familyOf(d.equipType) !== family || !control || !(code in control.setPoints)) continue;
      const { [code]: _released, ...rest } = control.setPoints;
      this.controls.set(d.equipId, { ...control, setPoints: rest });
    }
  }

  /** Takes over the energy counters and storage state of another model of this station (FleetSimulator.continueFrom). */
  continueCountersFrom(other: StationSimulator): void {
    this.energy.clear();
    for (const [key, state] of other.energy) this.energy.set(key, { ...state });
    this.storage.continueFrom(other.storage);
  }

  control(device: Device): Readonly<DeviceControl> {
    return this.controls.get(device.equipId) ?? FREE_RUNNING;
  }

  h(device: Device, code: string): PointHandle {
    return this.registry.handleOn(this.station.psId, device, code)!;
  }

  /**
   * The handles of a device's numbered points, resolved once: a fleet's branches and inputs are most of its
   * points, and two look-ups for each at every step were a tenth of the first start's fill.
   */
  private handleRun(device: Device, prefix: string, count: number): readonly PointHandle[] {
    let run = this.runs.get(device.equipId);
    if (run?.prefix !== prefix || run.handles.length !== count) {
      run = {
        prefix,
        handles: numberedCodes(prefix, count)
          .slice(0, count)
          .map((code) => this.h(device, code)),
      };
      this.runs.set(device.equipId, run);
    }
    return run.handles;
  }

  /** Integrates power (kW) over the step into the device's energy today and its total counter (kWh). */
  private integrate(key: string, powerKw: number, t: number, dtSeconds: number, base: () => number): EnergyState {
    const day = this.calendar.dayOf(this.station.timeZone, t).day;
    let state = this.energy.get(key);
    if (!state) {
      state = { day, today: 0, total: base(), lastPower: powerKw };
      this.energy.set(key, state);
    }
    if (state.day !== day) {
      // A state restored from history carries today's energy so far; a new day starts from zero.
      if (state.day !== '') state.today = 0;
      state.day = day;
    }
    const kwh = (Math.max(0, (powerKw + state.lastPower) / 2) * dtSeconds) / 3600;
    state.today += kwh;
    state.total += kwh;
    state.lastPower = powerKw;
    return state;
  }

  /** A starting counter: years in operation at a typical yield, different per device. */
  private counterBase(device: Device, ratedKw: number): number {
    if (this.newStation) return 0;
    return Math.round(ratedKw * (900 + 600 * unit(this.seed, device.equipId, 7)) * (2 + 6 * unit(this.seed, device.equipId, 8)));
  }

  counter(device: Device, code: string, kw: number, t: number, dt: number, ratedKwh: number): number {
    return this.integrate(`${device.equipId}:${code}`, kw, t, dt, () => this.counterBase(device, ratedKwh)).total;
  }

  noise(channel: number, t: number, scale = 60): number {
    return smoothNormal(this.seed, this.station.psId * 1000 + channel, t / 1000, scale);
  }

  step(t: number, dtSeconds: number, emit: Emit, emitVector: EmitVector = NO_VECTORS): void {
    if (this.faults.silentFromMs !== undefined && t >= this.faults.silentFromMs) return;
    const w = weatherAt(this.site, t);
    const minute = this.calendar.minuteOfDay(this.station.timeZone, t);
    const type = this.station.psType;

    // The generators first, then the storage (which may balance them against the load); the transformers
    // carry what is behind each, and the meters what they all deliver. Behind an open breaker nothing runs.
    const flow = this.flow;
    flow.begin(this.breakerOpen);
    let inverterKw = 0;
    for (const d of this.devices) {
      let kw = 0;
      switch (d.equipType) {
        case EQUIP.stringInverter:
          kw = this.stringInverter(d, flow.energized(d), w, t, dtSeconds, emit);
          break;
        case EQUIP.centralInverter:
        case EQUIP.gridTiedInverter:
          kw = this.inverterWithInputs(d, flow.energized(d), w, t, dtSeconds, emit);
          break;
        case EQUIP.windTurbine:
          flow.add('wind', d, this.turbine(d, flow.energized(d), w, t, dtSeconds, emit));
          continue;
        default:
          continue;
      }
      inverterKw += kw;
      flow.add('pv', d, kw);
    }
    // What the PV meter counts; a PV-plus-storage site charges from its surplus over the site's load.
    const pvKw = flow.pvDelivered() * (1 - LINE_LOSS);
    const loadKw =
      type === 'PVES'
        ? this.station.capacity *
          (0.18 + 0.14 * Math.max(0, Math.sin(((minute - 360) / 720) * Math.PI))) *
          (1 + 0.05 * this.noise(12, t, 900))
        : 0;
    let pcsKw = 0;
    if (this.storage.converters.length) {
      pcsKw = this.storage.step(minute, loadKw - pvKw, w, t, dtSeconds, emit, emitVector);
      for (const pcs of this.storage.converters) flow.add('storage', pcs, this.storage.outputOf(pcs));
    }
    flow.settle();
    const lineLoss = type === 'WP' ? WIND_LINE_LOSS : type === 'ES' ? 0 : LINE_LOSS;
    // The lines lose either way; the site's load is drawn at its grid connection, so an open transformer
    // does not cut it off.
    const delivered = flow.delivered();
    const stationKw = delivered - lineLoss * Math.abs(delivered) - loadKw;

    for (const d of this.devices) {
      switch (d.equipType) {
        case EQUIP.weatherStation:
          this.weatherStation(d, w, t, dtSeconds, emit);
          break;
        case EQUIP.meter:
          this.meter(d, d === this.pvMeter ? pvKw : stationKw, t, dtSeconds, emit);
          break;
        case EQUIP.boxTransformer:
          this.boxTransformer(d, w, t, emit);
          break;
        case EQUIP.camera:
          emit(this.h(d, 'Online'), 1);
          break;
        case EQUIP.powerQualityAnalyser:
          this.powerQuality.measure(
            d,
            { gridKw: stationKw, converterKw: inverterKw + Math.abs(pcsKw), minute },
            t,
            emit,
            emitVector,
          );
          break;
      }
    }
  }

  private weatherStation(d: Device, w: Weather, t: number, dt: number, emit: Emit) {
    emit(this.h(d, 'Irr'), round(w.poa, 1));
    emit(this.h(d, 'IrrH'), round(w.ghi, 1));
    emit(this.h(d, 'Tamb'), round(w.ambient, 1));
    emit(this.h(d, 'Tmod'), round(w.moduleTemp, 1));
    emit(this.h(d, 'WindSpeed'), round(w.wind * 0.7, 1));
    emit(this.h(d, 'Humidity'), round(w.humidity, 0));
    // Irradiation in kWh/m²: integrate W/m² as if it were kW on one m² per 1000.
    const irr = this.integrate(`${d.equipId}:DayIrr`, w.poa / 1000, t, dt, () => 0);
    emit(this.h(d, 'DayIrr'), round(irr.today, 3));
  }

  /** The grid's frequency at the station, the same for all its devices: drawn once a step. */
  private frequency = { t: NaN, hz: 50 };

  private frequencyAt(t: number): number {
    if (this.frequency.t !== t) this.frequency = { t, hz: round(50 + 0.02 * this.noise(1, t, 30), 3) };
    return this.frequency.hz;
  }

  /**
   * The AC side of a device; without a reactive power given, a power factor of 0.99 (3 % of P as kvar). Its
   * phases stand a little apart, each by its own fixed share (the impedances of its three conductors differ).
   */
  gridSide(d: Device, kw: number, voltage: number, t: number, emit: Emit, kvar?: number) {
    const u = voltage * (1 + 0.004 * this.noise(d.equipId * 10 + 1, t));
    const apparent = kvar === undefined ? Math.abs(kw) / 0.99 : Math.hypot(kw, kvar);
    const pf = apparent === 0 ? 1 : kvar === undefined ? 0.99 : round(Math.abs(kw) / apparent, 3);
    const current = apparent === 0 ? 0 : (apparent * 1000) / (3 * u);
    emit(this.h(d, 'P'), round(kw, 2));
    emit(this.h(d, 'Q'), round(kvar ?? kw * 0.03, 2));
    emit(this.h(d, 'PF'), pf);
    emit(this.h(d, 'F'), this.frequencyAt(t));
    for (let shift = 0; shift < 3; shift++) {
      emit(this.h(d, PHASE_VOLTAGES[shift]!), round(u * (1 + 0.002 * (2 * unit(this.seed, d.equipId, 20 + shift) - 1)), 1));
      emit(this.h(d, PHASE_CURRENTS[shift]!), round(current * (1 + 0.01 * (2 * unit(this.seed, d.equipId, 23 + shift) - 1)), 2));
    }
  }

  private meter(d: Device, kw: number, t: number, dt: number, emit: Emit) {
    this.gridSide(d, kw, 20_207, t, emit);
    const exp = this.integrate(`${d.equipId}:EExp`, Math.max(0, kw), t, dt, () => this.counterBase(d, this.station.capacity));
    const imp = this.integrate(`${d.equipId}:EImp`, Math.max(0, -kw), t, dt, () =>
      this.counterBase(d, this.station.capacity / 20),
    );
    emit(this.h(d, 'EExp'), round(exp.total, 2));
    emit(this.h(d, 'EImp'), round(imp.total, 2));
  }

  /** A box transformer: what the devices behind it deliver through it (settled by the step's power flow). */
  private boxTransformer(d: Device, w: Weather, t: number, emit: Emit) {
    const open = this.control(d).breakerOpen;
    const i = this.flow.transformerIndex(d)!;
    emit(this.h(d, 'P'), round(this.flow.transformerKw[i]!, 2));
    emit(this.h(d, 'Uhv'), round(35 * (1 + 0.005 * this.noise(d.equipId, t)), 2));
    // De-energized, its oil stands at the air's temperature.
    emit(this.h(d, 'OilTemp'), round(this.flow.isCut(d) ? w.ambient : topOilC(w.ambient, this.flow.load[i]!), 1));
    emit(this.h(d, 'Breaker'), open ? 0 : 1);
    emit(this.h(d, 'BreakerCtl'), open ? 0 : 1);
    emit(this.h(d, 'GasAlarm'), 0);
  }

  /**
   * A string's current at the mean (A) and the strings' voltage (V) this step: the array's DC power per kWp
   * (pv/dcPower.ts) at the string's voltage. One weather for the whole station, so drawn once a step.
   */
  private strings = { t: NaN, amps: 0, udc: 0 };

  private stringsAt(w: Weather, t: number): { amps: number; udc: number } {
    if (this.strings.t !== t) {
      const udc = this.stringVoltage(w);
      const amps = udc < 1 ? 0 : (STRING_KWP * 1000 * dcPowerPerKwp(w.effectivePoa, w.moduleTemp)) / udc;
      this.strings = { t, amps, udc };
    }
    return this.strings;
  }

  /**
   * Each string (or input) of a device a few per cent from the mean, for good (a spread of mean 1: the array's
   * mismatch loss is in the DC power already); drawn once per device.
   */
  private readonly spreads = new Map<number, Float64Array>();

  private spreadOf(d: Device, count: number): Float64Array {
    let spread = this.spreads.get(d.equipId);
    if (!spread || spread.length < count) {
      spread = Float64Array.from({ length: count }, (_, i) => 0.98 + 0.04 * unit(this.seed, hash(d.equipId, i + 1)));
      this.spreads.set(d.equipId, spread);
    }
    return spread;
  }

  private stringVoltage(w: Weather): number {
    if (w.poa < 5) return w.elevation > 0 ? 900 * (w.poa / 5) : 0;
    return STRING_VMPP * (1 - 0.003 * (w.moduleTemp - 25)) * (0.97 + 0.03 * Math.min(1, w.poa / 200));
  }

  /** Peak power (kWp) of an inverter: the modules connected to it. */
  private kwpOf(d: Device): number {
    return d.peakPower ?? (d.equipType === EQUIP.centralInverter ? UNKNOWN_KWP.central : UNKNOWN_KWP.other);
  }

  /**
   * A string inverter fed by its combiner boxes; answers its AC output (kW). Without the grid (`energized`
   * false) it does not run: Run 0, a shutdown to the state monitor, as at night, until the breaker closes.
   */
  private stringInverter(d: Device, energized: boolean, w: Weather, t: number, dt: number, emit: Emit): number {
    const boxes = this.boxesOf.get(d.equipId) ?? [];
    const { amps, udc } = this.stringsAt(w, t);
    // A stopped inverter, or one without the grid, draws no current from its strings.
    const drawing = this.control(d).stopped || !energized ? 0 : 1;
    let dcKw = 0;
    for (const box of boxes) {
      const boxNumber = this.numberOf.get(box.equipId)!;
      const spread = this.spreadOf(box, this.branches);
      const branchHandles = this.handleRun(box, 'I', this.branches);
      let total = 0;
      for (let i = 1; i <= this.branches; i++) {
        const f = this.faults;
        if (f.absentBranch && f.absentBranch.box === boxNumber && f.absentBranch.branch === i) continue;
        let current = amps * spread[i - 1]! * drawing;
        if (f.zeroBranch && f.zeroBranch.box === boxNumber && f.zeroBranch.branch === i && t >= f.zeroBranch.fromMs) current = 0;
        if (f.lowBranch && f.lowBranch.box === boxNumber && f.lowBranch.branch === i) current *= f.lowBranch.share;
        emit(branchHandles[i - 1]!, round(current, 2));
        total += current;
      }
      emit(this.h(box, 'Itotal'), round(total, 2));
      emit(this.h(box, 'Ubus'), round(udc, 1));
      emit(this.h(box, 'Temp'), round(w.ambient + 5 + total / 20, 1));
      emit(this.h(box, 'Comm'), 1);
      dcKw += (total * udc) / 1000;
    }
    if (boxes.length === 0) dcKw = this.kwpOf(d) * dcPowerPerKwp(w.effectivePoa, w.moduleTemp) * drawing;
    return this.inverterOutputs(d, dcKw, udc, w, t, dt, emit);
  }

  /**
   * A central or rooftop inverter whose DC inputs it measures itself; each input gathers its share of the
   * inverter's strings (a mean, so the inputs add up to its kWp). Answers its AC output (kW).
   */
  private inverterWithInputs(d: Device, energized: boolean, w: Weather, t: number, dt: number, emit: Emit): number {
    const inputs = dcInputsOf(d.equipType);
    const strings = this.kwpOf(d) / (inputs * STRING_KWP);
    const { amps, udc } = this.stringsAt(w, t);
    const drawing = this.control(d).stopped || !energized ? 0 : 1;
    const spread = this.spreadOf(d, inputs);
    let dcKw = 0;
    const inputHandles = this.handleRun(d, 'dci', inputs);
    for (let i = 1; i <= inputs; i++) {
      const current = amps * spread[i - 1]! * strings * drawing;
      emit(inputHandles[i - 1]!, round(current, 2));
      dcKw += (current * udc) / 1000;
    }
    return this.inverterOutputs(d, dcKw, udc, w, t, dt, emit);
  }

  /** The AC side from the DC power available: clipped at the AC rating, limited by its controls; answers the output (kW). */
  private inverterOutputs(d: Device, available: number, udc: number, w: Weather, t: number, dt: number, emit: Emit): number {
    const rated = inverterAcRating(this.kwpOf(d));
    const control = this.control(d);
    let dcKw = available;
    let ac = inverterAc(dcKw, rated);
    const limited = controlledPower(ac.acKw, rated, control);
    if (limited < ac.acKw) {
      // Curtailed: the tracker moves off the maximum power point and draws only what the output needs.
      dcKw = limited > 0 ? limited / (ac.efficiency / 100) : 0;
      ac = { acKw: limited, efficiency: limited > 0 ? ac.efficiency : 0, running: limited > 0 };
    }
    this.gridSide(d, ac.acKw, d.equipType === EQUIP.centralInverter ? 346 : 462, t, emit);
    emit(this.h(d, 'Pdc'), round(ac.running ? dcKw : 0, 2));
    emit(this.h(d, 'Udc'), round(udc, 1));
    emit(this.h(d, 'Eff'), round(ac.efficiency, 2));
    emit(this.h(d, 'Temp'), round(w.ambient + 8 + 22 * (ac.acKw / rated), 1));
    const energy = this.integrate(`${d.equipId}:TotalE`, ac.acKw, t, dt, () => this.counterBase(d, rated));
    emit(this.h(d, 'DayE'), round(energy.today, 2));
    emit(this.h(d, 'TotalE'), round(energy.total, 2));
    this.status(d, ac.running, t, emit);
    this.controlFeedback(d, emit);
    return ac.acKw;
  }

  /** The control points read back what the device was last told, as a real device's registers do. */
  private controlFeedback(d: Device, emit: Emit) {
    const control = this.control(d);
    emit(this.h(d, 'OnOff'), control.stopped ? 0 : 1);
    if (!isOfFamily(d.equipType, 'pcs')) emit(this.h(d, 'PLimit'), control.limitPct);
  }

  private status(d: Device, running: boolean, t: number, emit: Emit) {
    const alarm = this.faults.inverterAlarm;
    const inverterNumber = this.numberOf.get(d.equipId)!;
    const alarmed = Boolean(
      alarm && d.equipType === EQUIP.stringInverter && alarm.inverter === inverterNumber && t >= alarm.fromMs,
    );
    emit(this.h(d, 'Run'), running ? 1 : 0);
    emit(this.h(d, 'Alarm'), alarmed ? 1 : 0);
    emit(this.h(d, 'Fault'), 0);
  }

  /**
   * A turbine at its hub's wind (the site's, a few per cent apart per turbine); answers its output (kW).
   * Without the grid it stands with its blades feathered, as above cut-out.
   */
  private turbine(d: Device, energized: boolean, w: Weather, t: number, dt: number, emit: Emit): number {
    const rated = d.peakPower ?? 3000;
    const wind =
      windSpeed(this.seed, this.station.psId * 100 + 1, t / 1000, this.site.windScale) *
      (0.93 + 0.14 * unit(this.seed, d.equipId, 3));
    const kw = energized ? controlledPower(turbinePower(wind, rated), rated, this.control(d)) : 0;
    const feathered = wind > 25 || !energized;
    emit(this.h(d, 'P'), round(kw, 1));
    emit(this.h(d, 'WindSpeed'), round(wind, 2));
    emit(this.h(d, 'RotorSpeed'), round(kw > 0 ? 6.2 + 11.5 * Math.min(1, Math.sqrt(kw / rated)) : 0, 2));
    emit(this.h(d, 'Pitch'), round(feathered ? 88 : wind > 12.5 ? Math.min(25, (wind - 12.5) * 1.9) : 0, 1));
    emit(this.h(d, 'GenTemp'), round(w.ambient + 25 + 45 * (kw / rated), 1));
    const energy = this.integrate(`${d.equipId}:TotalE`, kw, t, dt, () => this.counterBase(d, rated * 0.35));
    emit(this.h(d, 'DayE'), round(energy.today, 2));
    emit(this.h(d, 'TotalE'), round(energy.total, 2));
    this.status(d, kw > 0, t, emit);
    this.controlFeedback(d, emit);
    return kw;
  }
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
