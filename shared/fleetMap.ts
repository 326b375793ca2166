import type { Quality, RUN_MODES } from './stationLive';

/** A station's live figures on the fleet screens, in kW and kWh (the browser scales them, spec-digest 000 §9). */
export interface LiveFigures {
  acPower: number | null;
  dayCap: number | null;
  dayCharge: number | null;
  dayDischarge: number | null;
  /** 0 abnormal, 1 normal, 5 interrupted (a station never heard from). */
  pstate: number;
  abnormalNbqNum: number | null;
  /** Strings (branches) reading zero or low: with abnormal inverters, what makes a station abnormal. */
  abnormalBranchNum: number | null;
  runMode: (typeof RUN_MODES)[number];
  quality: Quality | null;
  time: number | null;
}

/** A marker of the map navigation: where a station is, what it is, its state and its power now (kW). */
export interface FleetMapStation {
  psId: number;
  psName: string;
  psType: string;
  pvType: string | null;
  capacity: number;
  capacityUnit: 'kWp' | 'kW';
  batteryCapacity: number;
  country: string;
  district: string | null;
  longitude: number;
  latitude: number;
  acPower: number | null;
  pstate: number;
  quality: Quality | null;
}

/** A card of the real-time monitoring matrix: live figures in kW and kWh, state 0 abnormal, 1 normal, 5 interrupt. */
export interface MatrixStation extends LiveFigures {
  psId: number;
  psName: string;
  psType: string;
  capacity: number;
  capacityUnit: 'kWp' | 'kW';
  batteryCapacity: number;
  /** The station's zone: its times are on its clock (docs/formats.md). */
  timeZone: string;
}

export interface MatrixAnswer {
  powerUnit: 'kW';
  energyUnit: 'kWh';
  /** When the server read the live store. */
  time: number;
  stations: MatrixStation[];
}
