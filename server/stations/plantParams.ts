/**
 * The plant parameters (`ps_param`) that mean something to the portal: their type, range and the value used
 * when a station sets none. Writes and imports are checked against them (stationParamHooks.ts); reads go
 * through `readPlantSettings`, so a bad stored row falls back to the default instead of reaching the state
 * monitor, the screens or the simulator.
 */
export interface PlantParamRule {
  kind: 'integer' | 'number';
  min: number;
  max: number;
  fallback: number;
}

export const PLANT_PARAMS = {
  /** Branches per combiner box: the cells of the branch table and the currents the monitor judges. */
  hlx_branch_num: { kind: 'integer', min: 1, max: 64, fallback: 8 },
  module_tilt: { kind: 'number', min: 0, max: 90, fallback: 25 },
  /** 180 faces south. */
  module_azimuth: { kind: 'number', min: 0, max: 360, fallback: 180 },
  soc_min: { kind: 'number', min: 0, max: 100, fallback: 10 },
  soc_max: { kind: 'number', min: 0, max: 100, fallback: 95 },
  /**
   * kg CO2 a kWh avoids. Unset, a station takes its country's grid factor (server/emissions/gridFactors.ts, passed
   * to `readPlantSettings`); this fallback is China's, for a country the table lacks.
   */
  co2_factor: { kind: 'number', min: 0, max: 2, fallback: 0.5703 },
} as const satisfies Record<string, PlantParamRule>;

export type PlantParamCode = keyof typeof PLANT_PARAMS;
export type PlantSettings = Record<PlantParamCode, number>;

/** A stored value the portal cannot use, and what it uses instead. */
export interface PlantParamFault {
  /** A parameter's code, or `time_zone` for the station's own zone. */
  code: string;
  value: string;
  fallback: string;
}

const INTEGER = /^-?\d{1,9}$/;
const DECIMAL = /^-?\d{1,9}(\.\d{1,9})?$/;

export const isPlantParam = (code: string): code is PlantParamCode => Object.hasOwn(PLANT_PARAMS, code);

/** The number a parameter's text stands for, or null when it is not a plain number within its range. */
export function parsePlantParam(code: PlantParamCode, text: string): number | null {
  const rule: PlantParamRule = PLANT_PARAMS[code];
  const trimmed = text.trim();
  if (!(rule.kind === 'integer' ? INTEGER : DECIMAL).test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= rule.min && value <= rule.max ? value : null;
}

/** The lowest state of charge must lie below the highest, or the storage window is empty. */
export const socWindowValid = (socMin: number, socMax: number) => socMin < socMax;

/**
 * A station's settings from its stored parameters, with the faults of those it cannot use. `defaults` are the
 * station's own values where nothing usable is stored (its country's CO2 factor), else each rule's fallback.
 */
export function readPlantSettings(
  params: Record<string, string>,
  defaults: Partial<PlantSettings> = {},
): { settings: PlantSettings; faults: PlantParamFault[] } {
  const settings = {} as PlantSettings;
  const faults: PlantParamFault[] = [];
  for (const code of Object.keys(PLANT_PARAMS) as PlantParamCode[]) {
    const fallback = defaults[code] ?? PLANT_PARAMS[code].fallback;
    const text = params[code];
    const value = text === undefined ? fallback : parsePlantParam(code, text);
    if (value === null) faults.push({ code, value: text!, fallback: String(fallback) });
    settings[code] = value ?? fallback;
  }
  if (!socWindowValid(settings.soc_min, settings.soc_max)) {
    for (const code of ['soc_min', 'soc_max'] as const) {
      if (!faults.some((f) => f.code === code))
        faults.push({ code, value: params[code] ?? String(settings[code]), fallback: String(PLANT_PARAMS[code].fallback) });
      settings[code] = PLANT_PARAMS[code].fallback;
    }
  }
  return { settings, faults };
}
