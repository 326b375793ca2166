import type { HeldCell } from './blockMemory';
import { countryFactors } from '../emissions/gridFactors';
import { readPlantSettings, type PlantParamFault, type PlantSettings } from '../stations/plantParams';
import type { Db } from '../db/database';
import type { PointType } from './catalogue/pointTables';
import { STATION_TABLE } from './catalogue/pointTables';
import { liveKey } from './liveStore';
import { DeviceOwners } from './deviceOwners';
import { ShardedMap } from './shardedMap';
import type { TimeSlice } from './timeSlice';
import { isTimeZone } from '../../shared/stationDay';

/** What ingest needs to know of a point: its definition, its device and its station. */
export interface PointDefinition {
  code: string;
  name: string;
  type: PointType;
  unit: string | null;
  historyMinutes: number;
  alarmLevel: number | null;
  upper: number | null;
  lower: number | null;
  min: number | null;
  max: number | null;
  options: string | null;
  showInList: boolean;
  showInCard: boolean;
  order: number;
  /** A calculated point's formula over the same device's point codes (calculatedPoints.ts); null when measured. */
  formula: string | null;
}

export interface Device {
  equipId: number;
  psId: number;
  equipType: string;
  collectId: number;
  pointConfigId: number | null;
  name: string;
  place: string | null;
  model: string | null;
  sn: string | null;
  peakPower: number | null;
  parentId: number | null;
  order: number;
}

export interface StationFacts {
  psId: number;
  /** The station's code, e.g. CN-PV-001. */
  code: string;
  psName: string;
  psType: string;
  /** The department owning the station: whom it is visible to (stations/scope.ts). */
  deptId: number;
  timeZone: string;
  latitude: number;
  longitude: number;
  capacity: number;
  batteryCapacity: number;
  /** ISO country code: the currency of its prices (quotas/currency.ts). */
  country: string;
  params: Record<string, string>;
  /** The parameters with a meaning, checked: a bad stored value is replaced by its default (plantParams.ts). */
  settings: PlantSettings;
  /** The stored parameters the portal cannot use: raised as alarms (plantParamAlarms.ts). */
  paramFaults: PlantParamFault[];
}

/** A resolved point: looked up once, then written by ingest without further look-ups. */
export interface PointHandle {
  key: string;
  /** Dense number of the point in this process, where live stores keep its value (liveStore.ts). */
  index: number;
  station: StationFacts;
  device: Device | null;
  equipType: string;
  collectId: number;
  pointCode: string;
  def: PointDefinition | null;
  seriesId: number | null;
  /** Last history slot recorded, to take the first value of each slot. */
  lastSlot: number;
  /** Alarm state kept by the rules: 0 normal, 1 active (YX) or 1 high / -1 low (YC). */
  alarmState: number | null;
  /** The history block this point writes to now, kept here so a write needs no look-up. */
  block: HistoryBlock | null;
}

export interface HistoryBlock extends HeldCell {
  /** The station of the series, whose day statistics follow what is written. */
  psId: number;
  seriesId: number;
  day: string;
  start: number;
  end: number;
  /** Period slots of the whole day. */
  slots: number;
  /**
   * The samples memory holds (its cell, blockMemory.ts), from slot `first` on: a few recent slots while the day
   * runs live (the store holds the rest), the whole day while a backfill fills it between two writes.
   */
  first: number;
  /** Holds samples the store does not have yet. */
  dirty: boolean;
  /** Its samples are on their way to the store: until they are there, memory must keep them. */
  writing?: boolean;
  /** Written out and dropped from memory: the next write opens it again. */
  evicted?: boolean;
  /**
   * Windows added to its stored row since this process last wrote the row as one whole day (daySlots.ts);
   * unset until it has, when the row's format is unknown.
   */
  appended?: number;
}

/**
 * Stations, devices, point definitions and history series, loaded from the store and kept in memory;
 * `refresh()` picks up changed configuration without a restart.
 */
export class PointRegistry {
  /** The devices real sources feed, claimed by those sources (equipIds survive a refresh). */
  readonly owners = new DeviceOwners();
  stations = new Map<number, StationFacts>();
  devices = new Map<number, Device>();
  private deviceByKey = new Map<string, Device>();
  private byStation = new Map<number, Device[]>();
  private children: Map<number, Device[]> | null = null;
  private defsByConfig = new Map<number, Map<string, PointDefinition>>();
  private series = new ShardedMap<number>();
  private readonly handles = new ShardedMap<PointHandle>();
  /** Handles by owner (a device's equipId, -psId for the station itself) and code: see `handleOn`. */
  private byOwner = new Map<number, Map<string, PointHandle>>();
  private readonly stationDefs = new Map(STATION_TABLE.points.map((p, i) => [p.code, fromTemplate(p, i)]));

  /** Counts the refreshes: answers built from the configuration before one are out of date. */
  generation = 0;

  constructor(
    private readonly db: Db,
    /** The stations this registry keeps (a fill process's share, fillProcesses.ts); all when absent. */
    private readonly only?: { has(psId: number): boolean },
  ) {}

  async refresh(): Promise<void> {
    const [stations, params, devices, defs, series] = await Promise.all([
      this.db
        .selectFrom('power_station')
        .select([
          'ps_id',
          'ps_code',
          'ps_name',
          'ps_type',
          'dept_id',
          'time_zone',
          'latitude',
          'longitude',
          'capacity',
          'battery_capacity',
          'country',
        ])
        // The screens' order: the registry's stations keep it, so lists built from them need no sort.
        .orderBy('order_num')
        .orderBy('ps_id')
        .execute(),
      this.db.selectFrom('ps_param').select(['ps_id', 'param_code', 'param_value']).where('status', '=', '0').execute(),
      this.db.selectFrom('equipment').selectAll().orderBy('ps_id').orderBy('order_num').execute(),
      this.db.selectFrom('point_def').selectAll().orderBy('point_config_id').orderBy('order_num').execute(),
      this.db.selectFrom('series').selectAll().execute(),
    ]);
    const only = this.only;
    this.stations = new Map(
      (only ? stations.filter((s) => only.has(s.ps_id)) : stations).map((s) => [
        s.ps_id,
        {
          psId: s.ps_id,
          code: s.ps_code ?? '',
          psName: s.ps_name,
          psType: s.ps_type,
          deptId: s.dept_id,
          timeZone: s.time_zone,
          latitude: s.latitude,
          longitude: s.longitude,
          capacity: s.capacity,
          batteryCapacity: s.battery_capacity,
          country: s.country ?? '',
          params: {},
          settings: readPlantSettings({}).settings,
          paramFaults: [],
        },
      ]),
    );
    for (const p of params) {
      const station = this.stations.get(p.ps_id);
      if (station) station.params[p.param_code] = p.param_value;
    }
    for (const station of this.stations.values()) {
      const { settings, faults } = readPlantSettings(station.params, { co2_factor: countryFactors(station.country).co2 });
      // A zone the runtime does not know would break every day boundary of the fleet's statistics.
      if (!isTimeZone(station.timeZone)) {
        faults.push({ code: 'time_zone', value: station.timeZone, fallback: 'UTC' });
        station.timeZone = 'UTC';
      }
      Object.assign(station, { settings, paramFaults: faults });
    }
    this.devices = new Map(
      (only ? devices.filter((d) => only.has(d.ps_id)) : devices).map((d) => [
        d.equip_id,
        {
          equipId: d.equip_id,
          psId: d.ps_id,
          equipType: d.equip_type,
          collectId: d.collect_id,
          pointConfigId: d.point_config_id,
          name: d.equip_name,
          place: d.place,
          model: d.model,
          sn: d.sn,
          peakPower: d.peak_power,
          parentId: d.parent_id,
          order: d.order_num,
        },
      ]),
    );
    this.byStation = new Map();
    this.children = null;
    this.deviceByKey = new Map([...this.devices.values()].map((d) => [`${d.psId}_${d.equipType}_${d.collectId}`, d]));
    this.defsByConfig = new Map();
    for (const d of defs) {
      let map = this.defsByConfig.get(d.point_config_id);
      if (!map) this.defsByConfig.set(d.point_config_id, (map = new Map()));
      map.set(d.point_code, {
        code: d.point_code,
        name: d.description,
        type: d.point_type as PointType,
        unit: d.unit,
        historyMinutes: d.history_minutes,
        alarmLevel: d.alarm_flag ? d.event_level : null,
        upper: d.upper_limit,
        lower: d.lower_limit,
        min: d.min_value,
        max: d.max_value,
        options: d.options,
        showInList: Boolean(d.show_in_list),
        showInCard: Boolean(d.show_in_card),
        order: d.order_num,
        formula: d.formula,
      });
    }
    this.series = new ShardedMap(series.map((s) => [liveKey(s.ps_id, s.equip_type, s.collect_id, s.point_code), s.series_id]));
    await this.ensureSeries();
    // Handles keep their alarm state and slot across a refresh; their definitions are re-resolved.
    for (const handle of this.handles.values()) this.resolve(handle);
    this.byOwner = new Map();
    this.generation++;
  }

  /** The points of a device's configuration, in order. */
  pointsOf(device: Device): PointDefinition[] {
    if (device.equipType === 'PS') return [...this.stationDefs.values()];
    return [...(this.defsByConfig.get(device.pointConfigId ?? -1)?.values() ?? [])].sort((a, b) => a.order - b.order);
  }

  /** The definition of a device's point by code; null when the device's table has none. */
  definitionOf(device: Device, code: string): PointDefinition | null {
    if (device.equipType === 'PS') return this.stationDefs.get(code) ?? null;
    return this.defsByConfig.get(device.pointConfigId ?? -1)?.get(code) ?? null;
  }

  /** The devices of a station in their configured order (kept until the next refresh). */
  devicesOf(psId: number): Device[] {
    if (this.byStation.size === 0) {
      // Grouped in one pass: a thousand stations filtering every device each would hold the loop for seconds.
      for (const d of this.devices.values()) {
        const list = this.byStation.get(d.psId);
        if (list) list.push(d);
        else this.byStation.set(d.psId, [d]);
      }
      for (const list of this.byStation.values()) list.sort((a, b) => a.order - b.order);
    }
    return this.byStation.get(psId) ?? [];
  }

  /** Devices attached below a device (the combiner boxes of a string inverter). */
  childrenOf(equipId: number): Device[] {
    if (!this.children) {
      this.children = new Map();
      for (const d of this.devices.values())
        if (d.parentId !== null) this.children.set(d.parentId, [...(this.children.get(d.parentId) ?? []), d]);
    }
    return this.children.get(equipId) ?? [];
  }

  deviceAt(psId: number, equipType: string, collectId: number): Device | undefined {
    return this.deviceByKey.get(`${psId}_${equipType}_${collectId}`);
  }

  /** Forgets which points' limits stand violated (another process went on from them: see retakeOpenAlarms). */
  async forgetAlarmStates(slice: TimeSlice): Promise<void> {
    let visited = 0;
    for (const handle of this.handles.values()) {
      handle.alarmState = null;
      // A thousand stations' handles take some 200 ms.
      if ((++visited & 1023) === 0) await slice.check();
    }
  }

  /**
   * Forgets where each point's history stood: a fill that goes back in time (today first, then the past:
   * telemetryService.ts fillPart) finds its days' blocks itself, and takes the first sample of every period again.
   */
  async forgetHistoryPlaces(slice: TimeSlice): Promise<void> {
    let visited = 0;
    for (const handle of this.handles.values()) {
      handle.lastSlot = -1;
      handle.block = null;
      if ((++visited & 1023) === 0) await slice.check();
    }
  }

  /**
   * The handle of a point of a device (null: of the station itself), found by the device's number and the
   * code: the simulator and the state monitor ask for most of the fleet's points at every step, and this one
   * index serves both (each kept a copy: some 30 MB at a thousand stations, twice while history catches up).
   */
  handleOn(psId: number, device: Device | null, code: string): PointHandle | null {
    const owner = device ? device.equipId : -psId;
    let byCode = this.byOwner.get(owner);
    if (!byCode) this.byOwner.set(owner, (byCode = new Map()));
    const known = byCode.get(code);
    // A caller holding a device as it was before a refresh (another type or number) finds its own point.
    if (known && (!device || (known.equipType === device.equipType && known.collectId === device.collectId))) return known;
    const handle = this.handle(psId, device?.equipType ?? 'PS', device?.collectId ?? 0, code);
    if (handle && !known) byCode.set(code, handle);
    return handle;
  }

  /** The handle of a point; null when the station is unknown. */
  handle(psId: number, equipType: string, collectId: number, pointCode: string): PointHandle | null {
    const key = liveKey(psId, equipType, collectId, pointCode);
    let handle = this.handles.get(key);
    if (!handle) {
      const station = this.stations.get(psId);
      if (!station) return null;
      handle = {
        key,
        index: this.handles.size, // handles are never dropped, so this stays dense and unique
        station,
        device: null,
        equipType,
        collectId,
        pointCode,
        def: null,
        seriesId: null,
        lastSlot: -1,
        alarmState: null,
        block: null,
      };
      this.resolve(handle);
      this.handles.set(key, handle);
    }
    return handle;
  }

  private resolve(handle: PointHandle): void {
    handle.station = this.stations.get(handle.station.psId) ?? handle.station;
    handle.device = this.deviceAt(handle.station.psId, handle.equipType, handle.collectId) ?? null;
    handle.def =
      handle.equipType === 'PS'
        ? (this.stationDefs.get(handle.pointCode) ?? null)
        : (this.defsByConfig.get(handle.device?.pointConfigId ?? -1)?.get(handle.pointCode) ?? null);
    handle.seriesId = this.series.get(handle.key) ?? null;
  }

  /** Creates the history series of every historized point of every device and station. */
  private async ensureSeries(): Promise<void> {
    const wanted: { ps_id: number; equip_type: string; collect_id: number; point_code: string; period_minutes: number }[] = [];
    const add = (psId: number, equipType: string, collectId: number, def: PointDefinition) => {
      if (def.historyMinutes > 0 && !this.series.has(liveKey(psId, equipType, collectId, def.code)))
        wanted.push({
          ps_id: psId,
          equip_type: equipType,
          collect_id: collectId,
          point_code: def.code,
          period_minutes: def.historyMinutes,
        });
    };
    for (const station of this.stations.values()) for (const def of this.stationDefs.values()) add(station.psId, 'PS', 0, def);
    for (const device of this.devices.values())
      for (const def of this.pointsOf(device)) add(device.psId, device.equipType, device.collectId, def);
    const columns = ['series_id', 'ps_id', 'equip_type', 'collect_id', 'point_code'] as const;
    const keep = (rows: { series_id: number; ps_id: number; equip_type: string; collect_id: number; point_code: string }[]) => {
      for (const r of rows) this.series.set(liveKey(r.ps_id, r.equip_type, r.collect_id, r.point_code), r.series_id);
    };
    for (let i = 0; i < wanted.length; i += 500)
      keep(
        await this.db
          .insertInto('series')
          .values(wanted.slice(i, i + 500))
          .onConflict((c) => c.columns(['ps_id', 'equip_type', 'collect_id', 'point_code']).doNothing())
          .returning(columns)
          .execute(),
      );
    // The processes of a deployment refresh together (at start, at a configuration change): another one made
    // the rest meanwhile.
    const missing = new Set<number>();
    for (const w of wanted)
      if (!this.series.has(liveKey(w.ps_id, w.equip_type, w.collect_id, w.point_code))) missing.add(w.ps_id);
    const made = [...missing];
    for (let i = 0; i < made.length; i += 500)
      keep(
        await this.db
          .selectFrom('series')
          .select(columns)
          .where('ps_id', 'in', made.slice(i, i + 500))
          .execute(),
      );
  }

  seriesId(psId: number, equipType: string, collectId: number, pointCode: string): number | null {
    return this.series.get(liveKey(psId, equipType, collectId, pointCode)) ?? null;
  }
}

function fromTemplate(p: (typeof STATION_TABLE.points)[number], order: number): PointDefinition {
  return {
    code: p.code,
    name: p.name,
    type: p.type,
    unit: p.unit ?? null,
    historyMinutes: p.history ?? 0,
    alarmLevel: p.alarm ?? null,
    upper: p.upper ?? null,
    lower: p.lower ?? null,
    min: p.min ?? null,
    max: p.max ?? null,
    options: p.options ?? null,
    showInList: true,
    showInCard: Boolean(p.card),
    order,
    formula: null,
  };
}
