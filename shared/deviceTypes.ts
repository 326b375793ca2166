/**
 * The device-type registry: every equipment type code (`equipType`, `equip_type`) the portal knows, with its
 * family, name key, station menus, icon and catalogue point table. The server and the screens ask it which
 * types are inverters, power units, combiner boxes, ..., so a new type is added here once and shows up in the
 * dictionary, the menus, the lists and the figures alike (docs/glossary.md, device types).
 */

/** One named constant per type, for code that means that one type (the simulator building a PCS). */
export const EQUIP = {
  stringInverter: 'JZNBQ',
  centralInverter: 'ZCNBQ',
  gridTiedInverter: 'GCNBQ',
  combinerBox: 'HLX',
  boxTransformer: 'XB',
  meter: 'DB',
  weatherStation: 'QXZ',
  pcs: 'PCS',
  batteryCluster: 'BC',
  airConditioner: 'KT',
  fireProtection: 'XF',
  powerQualityAnalyser: 'PQ',
  windTurbine: 'FJ',
  camera: 'TV',
  evCharger: 'CDZ',
  genset: 'FDJ',
} as const;

export type EquipType = (typeof EQUIP)[keyof typeof EQUIP];

/** The station itself as a point's or an event's device type (collector 0): not a device, so not in the registry. */
export const STATION_ITSELF = 'PS';

/** What a device is, whatever its type code: the string, central and grid-tied inverter are all inverters. */
export type DeviceFamily =
  | 'inverter'
  | 'combinerBox'
  | 'boxTransformer'
  | 'meter'
  | 'weatherStation'
  | 'pcs'
  | 'batteryCluster'
  | 'airConditioner'
  | 'fireProtection'
  | 'powerQualityAnalyser'
  | 'windTurbine'
  | 'camera'
  | 'evCharger'
  | 'genset';

/** The DC branches a device's state monitor judges: a combiner box's strings or an inverter's own DC inputs. */
export interface DcBranches {
  /** Point code prefix of the branch currents: `I1`... on a box, `dci1`... on an inverter. */
  currentPrefix: 'I' | 'dci';
  /** How many: a fixed number of inputs, or the plant parameter `hlx_branch_num` for combiner boxes. */
  count: number | 'hlx_branch_num';
}

export interface DeviceType {
  code: EquipType;
  family: DeviceFamily;
  /** i18n key of the type's name (the `equip_type` dictionary's label); its points' names are under `point.<code>.*`. */
  nameKey: string;
  /**
   * A power unit: it makes or converts the station's power and feeds it through a box transformer. Power units
   * carry the inverter state (`nbqState`), count for availability and have daily statistics of their own.
   */
  powerUnit: boolean;
  /** Its DC branches, judged by the state monitor and shown as branch icons; null for a device without. */
  branches: DcBranches | null;
  /** Names of the station menu entries (schemas/menus/station.json) a station gets for having one. */
  menus: readonly string[];
  /** Blueprint icon of its screens (its first station menu entry's); null where no screen shows it alone. */
  icon: string | null;
  /**
   * The catalogue's point table for it: the builder in server/telemetry/catalogue/pointTables.ts (one table per
   * model, `point_config` by type and model); null where the catalogue has none and a site configures its own.
   */
  pointTable: string | null;
  /** The event journal's device filter offers it. */
  eventFilter: boolean;
}

type Entry = Omit<DeviceType, 'code' | 'nameKey' | 'powerUnit' | 'branches'> & Partial<Pick<DeviceType, 'branches'>>;

const INVERTER_SCREENS = { menus: ['Nbqmonitor'], icon: 'lightning', pointTable: 'inverter', eventFilter: true } as const;

/** In the dictionary's order; inverters in the screens' order (spec-digest 001 §2.1): string, central, grid-tied. */
const ENTRIES: Record<EquipType, Entry> = {
  JZNBQ: { family: 'inverter', ...INVERTER_SCREENS },
  ZCNBQ: { family: 'inverter', ...INVERTER_SCREENS, branches: { currentPrefix: 'dci', count: 12 } },
  GCNBQ: { family: 'inverter', ...INVERTER_SCREENS, branches: { currentPrefix: 'dci', count: 8 } },
  HLX: {
    family: 'combinerBox',
    menus: ['Hlxmonitor'],
    icon: 'merge-columns',
    pointTable: 'combinerBox',
    eventFilter: true,
    branches: { currentPrefix: 'I', count: 'hlx_branch_num' },
  },
  XB: { family: 'boxTransformer', menus: ['Xbmonitor'], icon: 'box', pointTable: 'boxTransformer', eventFilter: true },
  DB: { family: 'meter', menus: [], icon: null, pointTable: 'meter', eventFilter: true },
  QXZ: { family: 'weatherStation', menus: [], icon: null, pointTable: 'weatherStation', eventFilter: true },
  PCS: { family: 'pcs', menus: ['Pcs', 'EsOverview'], icon: 'exchange', pointTable: 'converter', eventFilter: true },
  BC: { family: 'batteryCluster', menus: ['Battery'], icon: 'th', pointTable: 'batteryCluster', eventFilter: true },
  KT: { family: 'airConditioner', menus: ['Kt'], icon: 'snowflake', pointTable: 'airConditioner', eventFilter: false },
  XF: { family: 'fireProtection', menus: ['Xf'], icon: 'shield', pointTable: 'fireProtection', eventFilter: false },
  PQ: {
    family: 'powerQualityAnalyser',
    menus: ['PowerQuality'],
    icon: 'pulse',
    pointTable: 'powerQuality',
    eventFilter: false,
  },
  FJ: { family: 'windTurbine', menus: [], icon: null, pointTable: 'turbine', eventFilter: true },
  TV: { family: 'camera', menus: ['Video', 'Irvideo'], icon: 'video', pointTable: 'camera', eventFilter: false },
  CDZ: { family: 'evCharger', menus: [], icon: null, pointTable: null, eventFilter: false },
  FDJ: { family: 'genset', menus: [], icon: null, pointTable: null, eventFilter: false },
};

const POWER_UNITS: ReadonlySet<DeviceFamily> = new Set(['inverter', 'windTurbine', 'pcs']);

/** Every type the portal knows, in the dictionary's order. */
export const DEVICE_TYPES: readonly DeviceType[] = Object.values(EQUIP).map((code) => ({
  code,
  nameKey: `dict.equip_type.${code}`,
  powerUnit: POWER_UNITS.has(ENTRIES[code].family),
  branches: null,
  ...ENTRIES[code],
}));

const BY_CODE = new Map<string, DeviceType>(DEVICE_TYPES.map((t) => [t.code, t]));

/** The registry's entry of a type code; undefined for a code it does not know (a type a site made up). */
export function deviceType(code: string): DeviceType | undefined {
  return BY_CODE.get(code);
}

/** The family of a type code; undefined for an unknown code. */
export function familyOf(code: string | undefined): DeviceFamily | undefined {
  return code === undefined ? undefined : BY_CODE.get(code)?.family;
}

/** Whether a type code belongs to the family (the simulator asks it of every device on every step). */
export function isOfFamily(code: string | undefined, family: DeviceFamily): boolean {
  return code !== undefined && BY_CODE.get(code)?.family === family;
}

/** The type codes of a family, in the registry's order. */
export function typesOf(family: DeviceFamily): EquipType[] {
  return DEVICE_TYPES.filter((t) => t.family === family).map((t) => t.code);
}

/** Whether a type code is a power unit (an inverter, a wind turbine, a PCS). */
export function isPowerUnit(code: string): boolean {
  return BY_CODE.get(code)?.powerUnit ?? false;
}

/** The power unit types: what a box transformer carries and what has daily statistics of its own. */
export const POWER_UNIT_TYPES: readonly EquipType[] = DEVICE_TYPES.filter((t) => t.powerUnit).map((t) => t.code);

/** The inverter types in the screens' order: the server counts, lists and menus inverters by it. */
export const INVERTER_TYPES: readonly EquipType[] = typesOf('inverter');

/** Whether a device type is one of the inverters'. */
export function isInverterType(equipType: string): boolean {
  return familyOf(equipType) === 'inverter';
}
