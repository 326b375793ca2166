/** How far a live value can be trusted (docs/architecture.md, How live a value is: good, stale after two periods, interrupted after three). */
export type Quality = 'good' | 'stale' | 'interrupted';

/** Run modes of a storage station as the ingest encodes them. */
export const RUN_MODES = ['still', 'charge', 'discharge'] as const;

/** A station's live figures as the station list and navigator show them (units scaled, spec-digest 000 §9). */
export interface StationLiveData {
  acPower: number | null;
  powerUnit: string;
  dayCap: number | null;
  capUnit: string;
  abnormalNbqNum: number | null;
  /** Strings reading zero or low (the other cause of an abnormal station). */
  abnormalBranchNum: number | null;
  pstate: number | null;
  runMode: (typeof RUN_MODES)[number];
  dayCharge: number | null;
  dayDischarge: number | null;
  /** Worst quality among the values, and the newest measurement time. */
  quality: Quality | null;
  time: number | null;
}
