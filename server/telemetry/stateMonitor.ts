import type { LiveStore } from './liveStore';
import type { EventSink, PointSink } from './liveGate';
import type { Device, PointHandle, PointRegistry, StationFacts } from './pointRegistry';
import { EVENT_ACTION, EVENT_TYPE } from './eventLog';
import { runAtOnce } from './timeSlice';
import {
  BRANCH_STATE,
  INVERTER_STATE,
  STATION_STATE,
  branchCount,
  branchCurrentPrefix,
  branchStates,
  inverterState,
} from './deviceStates';
import { meterRoles } from './meterRoles';
import { deviceType, isInverterType, isOfFamily } from '../../shared/deviceTypes';
import { StationCalendar } from '../../shared/stationDay';
import { numberedCodes } from './catalogue/numberedCodes';
import { CalculatedPoints } from './calculatedPoints';
import { StationGuard } from './stationGuard';
import { deriveStationFigures, type DeviceReader } from './stationFigures';

/** Counter readings at the start of each station day, for "today" figures. */
type DayBases = Map<string, { day: string; value: number }>;

/**
 * Derives what no device sends: inverter, box and branch states, the station's own points (power,
 * energy today, state, abnormal inverters, charge and discharge, SOC, grid and load) and the devices'
 * calculated points. It runs every few seconds and after each backfill step; the derived values go
 * through ingest like measured ones (estimated where a device they read was silent: stationFigures.ts), and
 * state changes into faults become events.
 */
export class StateMonitor {
  /** Each inverter's, turbine's and PCS's last state, by equipId. */
  private readonly deviceStates = new Map<number, number>();
  /** Each station's last state, by psId. */
  private readonly stationStates = new Map<number, number>();
  /** Each box's or inverter's last branch states, by equipId. */
  private readonly branchMemory = new Map<number, number[]>();
  private readonly bases: DayBases = new Map();
  private readonly calendar = new StationCalendar();
  /** Station states that changed since the last call, to store on the station row. */
  private readonly changedStationStates = new Map<number, number>();
  private readonly guard = new StationGuard('state monitor');
  /** The devices' calculated points, evaluated after each station's states (calculatedPoints.ts). */
  readonly calculated: CalculatedPoints;

  constructor(
    private readonly registry: PointRegistry,
    private readonly live: LiveStore,
    /** Ingest, or the gate in front of it while history catches up. */
    private readonly ingest: PointSink,
    private readonly events: EventSink,
    /** Counter readings at day start from history, for a restart in the middle of a day. */
    private readonly historyBase: (station: StationFacts, key: string, day: string) => number | undefined = () => undefined,
  ) {
    this.calculated = new CalculatedPoints(registry, live, ingest);
  }

  /** Forgets the device and branch states it knew (another process went on from them: see retakeOpenAlarms). */
  forgetStates(): void {
    this.deviceStates.clear();
    this.branchMemory.clear();
  }

  /** Takes back a state an earlier run left open (its event occurred and never vanished). */
  restoreDeviceState(equipId: number, state: number): void {
    this.deviceStates.set(equipId, state);
  }

  restoreBranchState(equipId: number, branch: number, state: number): void {
    const memory = [...(this.branchMemory.get(equipId) ?? [])];
    for (let i = 0; i < branch; i++) memory[i] ??= 0;
    memory[branch - 1] = state;
    this.branchMemory.set(equipId, memory);
  }

  takeStationStates(): Map<number, number> {
    const copy = new Map(this.changedStationStates);
    this.changedStationStates.clear();
    return copy;
  }

  /**
   * Derives every station's points at `now`. Device states (inverter, box, branch) go to the live store
   * only when `writeDeviceStates`: a backfill needs them at its last step only.
   */
  evaluateAll(now: number, periodMs: number, writeDeviceStates = true): void {
    runAtOnce(this.evaluations(now, periodMs, writeDeviceStates));
  }

  /** The same evaluation station by station, yielding after each, so a caller can give the event loop back. */
  *evaluations(now: number, periodMs: number, writeDeviceStates = true): Generator<void> {
    for (const station of this.registry.stations.values()) {
      this.guard.run(station.psId, () => {
        this.evaluateStation(station, now, periodMs, writeDeviceStates);
        this.calculated.evaluateStation(station, now, periodMs);
      });
      yield;
    }
  }

  /**
   * Continues from another monitor of the same fleet (the catch-up's, once history has caught up): the
   * device and branch states its events were raised against, and the counters' readings at day start it
   * found. Devices a real source feeds keep this monitor's memory: only it has seen their values.
   */
  continueFrom(other: StateMonitor): void {
    const simulated = (equipId: number) => !this.registry.owners.owns(equipId);
    copyWhere(this.deviceStates, other.deviceStates, simulated);
    for (const [equipId, states] of other.branchMemory) if (simulated(equipId)) this.branchMemory.set(equipId, [...states]);
    copyWhere(this.bases, other.bases, () => true);
  }

  private handleOf(station: StationFacts, d: Device | null, code: string): PointHandle | null {
    return this.registry.handleOn(station.psId, d, code);
  }

  /** A device's branch currents and their states as handles, resolved once: most of a fleet's points are branches. */
  private readonly branchRuns = new Map<number, { currents: (PointHandle | null)[]; states: (PointHandle | null)[] }>();

  private branchHandles(station: StationFacts, d: Device, count: number) {
    let run = this.branchRuns.get(d.equipId);
    if (!run || run.currents.length !== count) {
      const resolve = (codes: readonly string[]) => codes.slice(0, count).map((code) => this.handleOf(station, d, code));
      run = {
        currents: resolve(numberedCodes(branchCurrentPrefix(d), count)),
        states: resolve(numberedCodes('dciState', count)),
      };
      this.branchRuns.set(d.equipId, run);
    }
    return run;
  }

  /** A value fresh enough to count (not interrupted). */
  private value(station: StationFacts, d: Device, code: string, now: number): number | undefined {
    const h = this.handleOf(station, d, code);
    return h ? this.live.currentAt(h, now) : undefined;
  }

  private derive(
    station: StationFacts,
    d: Device | null,
    code: string,
    value: number,
    now: number,
    periodMs: number,
    estimated = false,
  ) {
    const h = this.handleOf(station, d, code);
    if (h) this.ingest.write(h, value, now, periodMs, estimated);
  }

  /** The station's devices as its figures read them at `now`. */
  private readerAt(station: StationFacts, now: number): DeviceReader {
    return {
      has: (d, code) => this.handleOf(station, d, code) !== null,
      value: (d, code) => this.value(station, d, code, now),
      today: (d, code) => this.today(station, d, code, now),
    };
  }

  private stateEvent(
    station: StationFacts,
    d: Device,
    code: string,
    level: number,
    occur: boolean,
    key: string,
    params: object,
    now: number,
  ) {
    this.events.raise({
      ps_id: station.psId,
      equip_id: d.equipId,
      equip_type: d.equipType,
      collect_id: d.collectId,
      point_code: code,
      level,
      event_time: now,
      event_type: EVENT_TYPE.state,
      action: occur ? EVENT_ACTION.occur : EVENT_ACTION.vanish,
      content_key: key,
      content_params: JSON.stringify({ device: d.name, ...params }),
      confirmed: 0,
    });
  }

  /** Today's growth of a counter: its reading now less its reading at the station's local midnight. */
  private today(station: StationFacts, d: Device, code: string, now: number): number | undefined {
    const reading = this.value(station, d, code, now);
    if (reading === undefined) return undefined;
    const day = this.calendar.dayOf(station.timeZone, now).day;
    const key = this.handleOf(station, d, code)!.key;
    let base = this.bases.get(key);
    if (!base || base.day !== day) {
      base = { day, value: this.historyBase(station, key, day) ?? reading };
      this.bases.set(key, base);
    }
    return Math.max(0, reading - base.value);
  }

  private evaluateStation(station: StationFacts, now: number, periodMs: number, writeDeviceStates: boolean): void {
    const devices = this.registry.devicesOf(station.psId);
    let abnormalInverters = 0;
    let abnormalBranches = 0;
    let anyData = false;

    for (const d of devices) {
      const isInverter = isInverterType(d.equipType);
      if (deviceType(d.equipType)?.powerUnit) {
        const powerInterrupted = this.value(station, d, 'P', now) === undefined;
        if (!powerInterrupted) anyData = true;
        const state = inverterState(
          powerInterrupted,
          this.value(station, d, 'Run', now),
          this.value(station, d, 'Alarm', now),
          this.value(station, d, 'Fault', now),
        );
        if (writeDeviceStates) this.derive(station, d, 'nbqState', state, now, periodMs);
        if (isInverter && state >= INVERTER_STATE.alarm) abnormalInverters++;
        const before = this.deviceStates.get(d.equipId);
        this.deviceStates.set(d.equipId, state);
        const faulty = (s: number | undefined) => s === INVERTER_STATE.fault || s === INVERTER_STATE.interrupted;
        if (before !== undefined && faulty(state) !== faulty(before)) {
          const which = faulty(state) ? state : before;
          this.stateEvent(
            station,
            d,
            'nbqState',
            which === INVERTER_STATE.fault ? 2 : 1,
            faulty(state),
            which === INVERTER_STATE.fault ? 'event.deviceFault' : 'event.commLost',
            {},
            now,
          );
        }
      }
      if (deviceType(d.equipType)?.branches) {
        abnormalBranches += this.evaluateBranches(station, d, now, periodMs, writeDeviceStates);
      }
    }

    const { grid } = meterRoles(devices, station.psType);
    if (anyData || (grid && this.value(station, grid, 'P', now) !== undefined)) {
      const put = (code: string, value: number, estimated = false) =>
        this.derive(station, null, code, value, now, periodMs, estimated);
      put('abnormalNbqNum', abnormalInverters);
      // The other cause of an abnormal station: a hover on its state names both counts.
      put('abnormalBranchNum', abnormalBranches);
      deriveStationFigures(station, devices, this.readerAt(station, now), put);
    }
    const pstate = !anyData
      ? STATION_STATE.interrupt
      : abnormalInverters > 0 || abnormalBranches > 0
        ? STATION_STATE.abnormal
        : STATION_STATE.normal;
    const before = this.stationStates.get(station.psId);
    // The station's state point keeps the period of its source, so an interrupted station still reads as such.
    this.derive(station, null, 'pstate', pstate, now, periodMs);
    if (before !== pstate) {
      this.stationStates.set(station.psId, pstate);
      this.changedStationStates.set(station.psId, pstate);
    }
  }

  /** Judges each branch of a combiner box or inverter; returns how many are zero or low. */
  private evaluateBranches(station: StationFacts, d: Device, now: number, periodMs: number, writeDeviceStates: boolean): number {
    const count = branchCount(station, d);
    const codes = numberedCodes(branchCurrentPrefix(d), count);
    const handles = this.branchHandles(station, d, count);
    const currents: (number | undefined)[] = new Array(count);
    let interrupted = true;
    for (let i = 0; i < count; i++) {
      const h = handles.currents[i];
      currents[i] = h ? this.live.currentAt(h, now) : undefined;
      if (currents[i] !== undefined) interrupted = false;
    }
    if (isOfFamily(d.equipType, 'combinerBox') && writeDeviceStates)
      this.derive(station, d, 'hlxState', interrupted ? 3 : 1, now, periodMs);
    if (interrupted) return 0;
    const memory = this.branchMemory.get(d.equipId);
    const previous = memory ?? [];
    const states = branchStates(currents, previous);
    let abnormal = 0;
    states.forEach((state, i) => {
      const stateHandle = handles.states[i];
      if (writeDeviceStates && stateHandle) this.ingest.write(stateHandle, state, now, periodMs);
      const faulty = state === BRANCH_STATE.zero || state === BRANCH_STATE.low;
      if (faulty) abnormal++;
      const was = previous[i];
      const wasFaulty = was === BRANCH_STATE.zero || was === BRANCH_STATE.low;
      // A branch already faulty at its first judgement (monitoring started in daylight) is reported too, or it
      // would stand unreported for good; after a restart its open alarm is restored, so it does not repeat.
      const changed = was === undefined ? faulty : faulty !== wasFaulty || (faulty && was !== state);
      if (changed) {
        if (wasFaulty)
          this.stateEvent(
            station,
            d,
            codes[i]!,
            was === BRANCH_STATE.zero ? 2 : 1,
            false,
            was === BRANCH_STATE.zero ? 'event.branchZero' : 'event.branchLow',
            { branch: i + 1 },
            now,
          );
        if (faulty)
          this.stateEvent(
            station,
            d,
            codes[i]!,
            state === BRANCH_STATE.zero ? 2 : 1,
            true,
            state === BRANCH_STATE.zero ? 'event.branchZero' : 'event.branchLow',
            { branch: i + 1 },
            now,
          );
      }
    });
    // Kept in place: an array replaced every tick lives just long enough to be promoted, then dies.
    if (memory && memory.length === states.length) for (let i = 0; i < states.length; i++) memory[i] = states[i]!;
    else this.branchMemory.set(d.equipId, states);
    return abnormal;
  }
}

function copyWhere<K, V>(target: Map<K, V>, source: Map<K, V>, wanted: (key: K) => boolean): void {
  for (const [key, value] of source) if (wanted(key)) target.set(key, value);
}
