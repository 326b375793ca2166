import {
  BATTERY_CLUSTER,
  CONTAINER_HVAC,
  FIRE_PROTECTION,
  CENTRAL_DC_INPUTS,
  CENTRAL_INVERTERS,
  HYBRID_PCS,
  ROOFTOP_DC_INPUTS,
  ROOFTOP_INVERTER,
  STORAGE_PCS,
  STRING_INVERTERS,
  TURBINES,
} from './deviceModels';
import { POWER_QUALITY_TABLE } from './powerQualityTable';
import { EQUIP, STATION_ITSELF, type EquipType } from '../../../shared/deviceTypes';
import { STATION_POINTS } from '../../../shared/stationPoints';

/** The default device point configurations the demo fleet and new devices start from. */
export type PointType = 'YC' | 'YX' | 'YK' | 'YM' | 'YT' | 'JL';

export interface PointTemplate {
  code: string;
  /** English description; the API shows the localized name while it is unchanged. */
  name: string;
  type: PointType;
  unit?: string;
  /** Minutes between history samples; absent keeps no history. */
  history?: number;
  /** Alarm flag with this event level (1 warning, 2 common fault, 3 serious fault). */
  alarm?: 1 | 2 | 3;
  upper?: number;
  lower?: number;
  min?: number;
  max?: number;
  /** Control choices, "label-value" pairs joined by commas. */
  options?: string;
  /** Shown on the device card. */
  card?: boolean;
}

export interface PointTable {
  equipType: EquipType | typeof STATION_ITSELF;
  model: string;
  points: PointTemplate[];
}

const H = 5;

const gridSide: PointTemplate[] = [
  { code: 'P', name: 'Active power', type: 'YC', unit: 'kW', history: H, card: true },
  { code: 'Q', name: 'Reactive power', type: 'YC', unit: 'kvar' },
  { code: 'PF', name: 'Power factor', type: 'YC' },
  { code: 'F', name: 'Grid frequency', type: 'YC', unit: 'Hz', upper: 50.5, lower: 49.5, alarm: 1 },
  { code: 'Ua', name: 'Phase A voltage', type: 'YC', unit: 'V' },
  { code: 'Ub', name: 'Phase B voltage', type: 'YC', unit: 'V' },
  { code: 'Uc', name: 'Phase C voltage', type: 'YC', unit: 'V' },
  { code: 'Ia', name: 'Phase A current', type: 'YC', unit: 'A' },
  { code: 'Ib', name: 'Phase B current', type: 'YC', unit: 'A' },
  { code: 'Ic', name: 'Phase C current', type: 'YC', unit: 'A' },
];

const inverterStatus: PointTemplate[] = [
  { code: 'Run', name: 'Running', type: 'YX' },
  { code: 'Alarm', name: 'Alarm', type: 'YX', alarm: 1 },
  { code: 'Fault', name: 'Fault', type: 'YX', alarm: 2 },
  { code: 'OnOff', name: 'Start / stop', type: 'YK', options: 'Stop-0,Start-1' },
  { code: 'PLimit', name: 'Active power limit', type: 'YT', unit: '%', min: 0, max: 100 },
];

function inverter(equipType: EquipType, model: string, dcInputs: number): PointTable {
  const dc: PointTemplate[] = Array.from({ length: dcInputs }, (_, i) => ({
    code: `dci${i + 1}`,
    name: `DC input ${i + 1} current`,
    type: 'YC' as const,
    unit: 'A',
    history: H,
  }));
  return {
    equipType,
    model,
    points: [
      ...gridSide,
      { code: 'Pdc', name: 'DC power', type: 'YC', unit: 'kW', history: H, card: true },
      { code: 'Udc', name: 'DC voltage', type: 'YC', unit: 'V' },
      { code: 'Eff', name: 'Efficiency', type: 'YC', unit: '%' },
      { code: 'Temp', name: 'Internal temperature', type: 'YC', unit: '°C', upper: 75, alarm: 1 },
      { code: 'DayE', name: 'Energy today', type: 'YC', unit: 'kWh', card: true },
      { code: 'TotalE', name: 'Total energy', type: 'YM', unit: 'kWh', history: H },
      ...dc,
      ...inverterStatus,
    ],
  };
}

function turbine(model: string): PointTable {
  return {
    equipType: EQUIP.windTurbine,
    model,
    points: [
      { code: 'P', name: 'Active power', type: 'YC', unit: 'kW', history: H, card: true },
      { code: 'WindSpeed', name: 'Wind speed at hub', type: 'YC', unit: 'm/s', history: H, card: true },
      { code: 'RotorSpeed', name: 'Rotor speed', type: 'YC', unit: 'rpm' },
      { code: 'Pitch', name: 'Blade pitch angle', type: 'YC', unit: '°' },
      { code: 'GenTemp', name: 'Generator temperature', type: 'YC', unit: '°C', upper: 120, alarm: 1 },
      { code: 'DayE', name: 'Energy today', type: 'YC', unit: 'kWh' },
      { code: 'TotalE', name: 'Total energy', type: 'YM', unit: 'kWh', history: H },
      // A turbine's faults over the day give its availability (quota AVAILABILITY).
      ...inverterStatus.map((p) => (p.code === 'Fault' ? { ...p, history: H } : p)),
    ],
  };
}

function combinerBox(branches: number): PointTable {
  return {
    equipType: EQUIP.combinerBox,
    model: `PVS-${branches}`,
    points: [
      { code: 'Ubus', name: 'Bus voltage', type: 'YC', unit: 'V', history: H },
      { code: 'Itotal', name: 'Total current', type: 'YC', unit: 'A', history: H },
      { code: 'Temp', name: 'Box temperature', type: 'YC', unit: '°C', upper: 80, alarm: 1 },
      ...Array.from({ length: branches }, (_, i) => ({
        code: `I${i + 1}`,
        name: `Branch ${i + 1} current`,
        type: 'YC' as const,
        unit: 'A',
      })),
      { code: 'Comm', name: 'Communication', type: 'YX' },
    ],
  };
}

/** A power conversion system: its AC side (discharge positive), DC side, counters, states and commands. */
function converter({ name, kw: rating }: { name: string; kw: number }): PointTable {
  return {
    equipType: EQUIP.pcs,
    model: name,
    points: [
      ...gridSide.map((p) => (p.code === 'P' ? { ...p, name: 'Active power (discharge +)' } : p)),
      { code: 'Udc', name: 'DC voltage', type: 'YC', unit: 'V' },
      { code: 'Idc', name: 'DC current (discharge +)', type: 'YC', unit: 'A' },
      { code: 'Temp', name: 'Internal temperature', type: 'YC', unit: '°C', upper: 70, alarm: 1 },
      { code: 'ChargeE', name: 'Total charged energy', type: 'YM', unit: 'kWh', history: H },
      { code: 'DischargeE', name: 'Total discharged energy', type: 'YM', unit: 'kWh', history: H },
      { code: 'GridMode', name: 'On grid', type: 'YX' },
      { code: 'EStopOn', name: 'Emergency stop', type: 'YX', alarm: 3 },
      ...inverterStatus.filter((p) => p.code !== 'PLimit'),
      { code: 'EStop', name: 'Emergency stop', type: 'YK', options: 'Emergency stop-1' },
      { code: 'Reset', name: 'Fault reset', type: 'YK', options: 'Reset-1' },
      { code: 'PSet', name: 'Active power set-point', type: 'YT', unit: 'kW', min: -rating, max: rating },
    ],
  };
}

/** A battery cluster's BMS: charge, health, the cluster's voltage and current, its cells' extremes, insulation. */
function batteryCluster(): PointTable {
  return {
    equipType: EQUIP.batteryCluster,
    model: BATTERY_CLUSTER.name,
    points: [
      { code: 'SOC', name: 'State of charge', type: 'YC', unit: '%', history: H, lower: 5, alarm: 1, card: true },
      { code: 'SOH', name: 'State of health', type: 'YC', unit: '%' },
      { code: 'U', name: 'Cluster voltage', type: 'YC', unit: 'V', history: H },
      { code: 'I', name: 'Cluster current (discharge +)', type: 'YC', unit: 'A', history: H },
      { code: 'CellUmax', name: 'Highest cell voltage', type: 'YC', unit: 'V', upper: 3.65, alarm: 2 },
      { code: 'CellUmin', name: 'Lowest cell voltage', type: 'YC', unit: 'V', lower: 2.8, alarm: 2 },
      { code: 'CellUdiff', name: 'Cell voltage spread', type: 'YC', unit: 'mV', history: H, upper: 100, alarm: 1 },
      { code: 'CellTmax', name: 'Highest cell temperature', type: 'YC', unit: '°C', history: H, upper: 45, alarm: 2 },
      { code: 'CellTmin', name: 'Lowest cell temperature', type: 'YC', unit: '°C', lower: 0, alarm: 1 },
      { code: 'Riso', name: 'Insulation resistance', type: 'YC', unit: 'kΩ', lower: 500, alarm: 2 },
      { code: 'Fault', name: 'Fault', type: 'YX', alarm: 2 },
    ],
  };
}

/** A container's air conditioner. */
function airConditioner(): PointTable {
  return {
    equipType: EQUIP.airConditioner,
    model: CONTAINER_HVAC.name,
    points: [
      { code: 'Tin', name: 'Container temperature', type: 'YC', unit: '°C', history: H, upper: 35, alarm: 2, card: true },
      { code: 'Tsupply', name: 'Supply air temperature', type: 'YC', unit: '°C' },
      { code: 'Tout', name: 'Outdoor temperature', type: 'YC', unit: '°C', history: H },
      { code: 'Humidity', name: 'Container humidity', type: 'YC', unit: '%RH', upper: 85, alarm: 1 },
      { code: 'Power', name: 'Electrical power', type: 'YC', unit: 'kW', history: H, card: true },
      { code: 'Run', name: 'Running', type: 'YX' },
      { code: 'Cooling', name: 'Cooling', type: 'YX' },
      { code: 'Heating', name: 'Heating', type: 'YX' },
      { code: 'HighTemp', name: 'High temperature alarm', type: 'YX', alarm: 2 },
      { code: 'CompFault', name: 'Compressor fault', type: 'YX', alarm: 2 },
      { code: 'OnOff', name: 'Start / stop', type: 'YK', options: 'Stop-0,Start-1' },
      { code: 'CoolSet', name: 'Cooling set-point', type: 'YT', unit: '°C', min: 18, max: 32 },
      { code: 'HeatSet', name: 'Heating set-point', type: 'YT', unit: '°C', min: 5, max: 20 },
    ],
  };
}

/** A container's fire protection: detectors, off-gas sensors, the extinguishing agent. */
function fireProtection(): PointTable {
  return {
    equipType: EQUIP.fireProtection,
    model: FIRE_PROTECTION.name,
    points: [
      { code: 'Temp', name: 'Container temperature', type: 'YC', unit: '°C', card: true },
      { code: 'CO', name: 'Carbon monoxide', type: 'YC', unit: 'ppm', history: H, upper: 50, alarm: 2, card: true },
      { code: 'H2', name: 'Hydrogen', type: 'YC', unit: 'ppm', history: H, upper: 50, alarm: 3 },
      { code: 'AgentPressure', name: 'Extinguishing agent pressure', type: 'YC', unit: 'MPa', lower: 2.0, alarm: 2 },
      { code: 'AutoMode', name: 'Automatic release mode', type: 'YX' },
      { code: 'Smoke', name: 'Smoke detector', type: 'YX', alarm: 3 },
      { code: 'Heat', name: 'Heat detector', type: 'YX', alarm: 3 },
      { code: 'FireAlarm', name: 'Fire alarm', type: 'YX', alarm: 3 },
      { code: 'Released', name: 'Extinguishing agent released', type: 'YX', alarm: 3 },
      { code: 'Fault', name: 'System fault', type: 'YX', alarm: 2 },
      { code: 'DoorOpen', name: 'Container door open', type: 'YX', alarm: 1 },
    ],
  };
}

/**
 * The catalogue's tables by what builds them, one per model; the device-type registry names each type's
 * (`pointTable` in shared/deviceTypes.ts).
 */
export const CATALOGUE_TABLES: Record<string, PointTable[]> = {
  inverter: [
    ...Object.values(STRING_INVERTERS).map((m) => inverter(EQUIP.stringInverter, m.name, 0)),
    ...Object.values(CENTRAL_INVERTERS).map((m) => inverter(EQUIP.centralInverter, m.name, CENTRAL_DC_INPUTS)),
    inverter(EQUIP.gridTiedInverter, ROOFTOP_INVERTER.name, ROOFTOP_DC_INPUTS),
  ],
  combinerBox: [combinerBox(8), combinerBox(12), combinerBox(16)],
  weatherStation: [
    {
      equipType: EQUIP.weatherStation,
      model: 'Kipp & Zonen RT1',
      points: [
        { code: 'Irr', name: 'Irradiance on the module plane', type: 'YC', unit: 'W/m²', history: H, card: true },
        { code: 'IrrH', name: 'Horizontal irradiance', type: 'YC', unit: 'W/m²', history: H },
        { code: 'Tamb', name: 'Ambient temperature', type: 'YC', unit: '°C', history: H },
        { code: 'Tmod', name: 'Module temperature', type: 'YC', unit: '°C', history: H },
        { code: 'WindSpeed', name: 'Wind speed', type: 'YC', unit: 'm/s', history: H },
        { code: 'Humidity', name: 'Relative humidity', type: 'YC', unit: '%RH', history: H },
        { code: 'DayIrr', name: 'Irradiation today', type: 'YC', unit: 'kWh/m²' },
      ],
    },
  ],
  meter: [
    {
      equipType: EQUIP.meter,
      model: 'Landis+Gyr E850',
      points: [
        ...gridSide,
        { code: 'EExp', name: 'Exported energy', type: 'YM', unit: 'kWh', history: H },
        { code: 'EImp', name: 'Imported energy', type: 'YM', unit: 'kWh', history: H },
      ],
    },
  ],
  boxTransformer: [
    {
      equipType: EQUIP.boxTransformer,
      model: 'ABB 35kV 3150kVA',
      points: [
        { code: 'P', name: 'Active power', type: 'YC', unit: 'kW', history: H, card: true },
        { code: 'Uhv', name: 'HV voltage', type: 'YC', unit: 'kV', history: H },
        { code: 'OilTemp', name: 'Oil temperature', type: 'YC', unit: '°C', history: H, upper: 90, alarm: 2, card: true },
        { code: 'Breaker', name: 'HV breaker closed', type: 'YX' },
        { code: 'GasAlarm', name: 'Gas relay alarm', type: 'YX', alarm: 3 },
        { code: 'BreakerCtl', name: 'HV breaker', type: 'YK', options: 'Open-0,Close-1' },
      ],
    },
  ],
  turbine: TURBINES.map((m) => turbine(m.name)),
  converter: [STORAGE_PCS, HYBRID_PCS].map(converter),
  batteryCluster: [batteryCluster()],
  airConditioner: [airConditioner()],
  fireProtection: [fireProtection()],
  camera: ['Hikvision DS-2DE', 'Hikvision DS-2TD'].map((model) => ({
    equipType: EQUIP.camera,
    model,
    points: [{ code: 'Online', name: 'Online', type: 'YX' as const }],
  })),
  powerQuality: [POWER_QUALITY_TABLE],
};

/** Every table of the catalogue, in the order it is seeded (`order_num`). */
export const POINT_TABLES: PointTable[] = Object.values(CATALOGUE_TABLES).flat();

/** The station itself (equipment type PS, collector 0): points derived from its devices (shared/stationPoints.ts). */
export const STATION_TABLE: PointTable = {
  equipType: STATION_ITSELF,
  model: 'station',
  points: STATION_POINTS.map((p) => ({ ...p })),
};
