/** Rules of the combiner-box (confluence) table, spec-digest 001 §2.1 and §4; pure, so each is tested by name. */

/** Branch state codes: 0 normal, 1 low against the average, 2 zero current, 3 not connected. */
export const BRANCH_STATE = { normal: 0, low: 1, zero: 2, notConnected: 3 } as const;
/** A combiner box whose state is 3 does not communicate: nothing in its row is current. */
export const BOX_OFFLINE = 3;

export type BranchTone = 'grey' | 'red' | 'amber' | 'plain';

export interface BranchCellLook {
  tone: BranchTone;
  /** The cell says "not connected" instead of a current. */
  notConnected: boolean;
}

/**
 * How a branch cell looks: the box's silence greys the whole row first (its branch states are then not current
 * either, so no cell claims "not connected"), then the branch's own state decides.
 */
export function branchCellLook(branchState: number | null | undefined, boxState: number | null | undefined): BranchCellLook {
  const notConnected = branchState === BRANCH_STATE.notConnected;
  if (boxState === BOX_OFFLINE) return { tone: 'grey', notConnected: false };
  if (notConnected) return { tone: 'plain', notConnected };
  if (branchState === BRANCH_STATE.zero) return { tone: 'red', notConnected };
  if (branchState === BRANCH_STATE.low) return { tone: 'amber', notConnected };
  return { tone: 'plain', notConnected };
}

/** Communication state: 1 normal (green), anything else interrupted (red). */
export function communicationTone(commState: number | null | undefined): 'green' | 'red' {
  return commState === 1 ? 'green' : 'red';
}

/** One combiner box as the table shows it. */
export interface ConfluenceRow {
  inverter: string;
  box: string;
  busVoltage: number | null;
  currents: (number | null)[];
  branchStates: (number | null)[];
  boxState: number | null;
  commState: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * Reads a row given either as the table's own fields (`inverter`, `box`, `currents`, `branchStates`, `boxState`)
 * or as the server's hlxData answer (`nbqName`, `hlxName`, `dciMap` keyed dci1..dciN, `hlxState`), so a page binds
 * the answer directly instead of reshaping it. A box without `commState` communicates unless it is offline.
 */
export function toConfluenceRow(raw: unknown, branchCount: number): ConfluenceRow {
  const r = (raw ?? {}) as Record<string, unknown>;
  const map = (r.dciMap ?? {}) as Record<string, { value?: unknown; state?: unknown } | undefined>;
  const currents = Array.isArray(r.currents) ? r.currents : null;
  const states = Array.isArray(r.branchStates) ? r.branchStates : null;
  const boxState = num(r.boxState ?? r.hlxState);
  return {
    inverter: text(r.inverter ?? r.nbqName),
    box: text(r.box ?? r.hlxName ?? r.name),
    busVoltage: num(r.busVoltage),
    currents: Array.from({ length: branchCount }, (_, i) => num(currents ? currents[i] : map[`dci${i + 1}`]?.value)),
    branchStates: Array.from({ length: branchCount }, (_, i) => num(states ? states[i] : map[`dci${i + 1}`]?.state)),
    boxState,
    commState: num(r.commState) ?? (boxState === null ? null : boxState === BOX_OFFLINE ? 0 : 1),
  };
}

/** The branch columns: a number or the plant's hlx_branch_num as text; 8 when missing or unusable (spec-digest 001 §9). */
export function branchCountOf(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 64 ? n : 8;
}
