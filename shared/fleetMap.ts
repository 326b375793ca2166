import type { Quality, RUN_MODES } from './stationLive';
import type { DataOf } from './contracts/common';
import type { fleetMapStations, matrixRealData } from './contracts/monitor/fleetMap';

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
export type FleetMapStation = DataOf<typeof fleetMapStations>[number];

/** The real-time monitoring matrix: its cards and when the server read their figures. */
export type MatrixAnswer = DataOf<typeof matrixRealData>;

/** A card of the real-time monitoring matrix: live figures in kW and kWh, state 0 abnormal, 1 normal, 5 interrupt. */
export type MatrixStation = MatrixAnswer['stations'][number];
