import type { Device, StationFacts } from './pointRegistry';
import { deviceType } from '../../shared/deviceTypes';
/** Inverter states (spec-digest 001 §4): 1 normal, 2 shutdown, 3 alarm, 4 fault, 5 communication interrupted. */
export const INVERTER_STATE = { normal: 1, shutdown: 2, alarm: 3, fault: 4, interrupted: 5 } as const;
/** Branch states: 0 normal, 1 low against the average, 2 zero current, 3 not connected. */
export const BRANCH_STATE = { normal: 0, low: 1, zero: 2, absent: 3 } as const;
/** Station states: 0 abnormal, 1 normal, 5 interrupt. */
export const STATION_STATE = { abnormal: 0, normal: 1, interrupt: 5 } as const;

/** Below this average the sun is too low to judge branches; their last judgement stands. */
export const BRANCH_JUDGEMENT_MIN_A = 1;
const ZERO_A = 0.05;
const LOW_SHARE = 0.7;

export { INVERTER_TYPES } from '../../shared/deviceTypes';

/** The state of a device with Run/Alarm/Fault signals: no power reading for three periods is interrupted. */
export function inverterState(
  interrupted: boolean,
  run: number | undefined,
  alarm: number | undefined,
  fault: number | undefined,
): number {
  if (interrupted) return INVERTER_STATE.interrupted;
  if (fault) return INVERTER_STATE.fault;
  if (alarm) return INVERTER_STATE.alarm;
  if (run === 0) return INVERTER_STATE.shutdown;
  return INVERTER_STATE.normal;
}

/**
 * Branch states from the currents of one box or inverter: a branch that reports nothing is not connected;
 * with enough light, a branch near zero is zero and one under 70 % of the carrying branches' average is low.
 */
export function branchStates(currents: (number | undefined)[], previous: readonly number[] = []): number[] {
  // The reference is the average of the branches that carry current, so a dead branch does not drag it down.
  const carrying = currents.filter((c): c is number => c !== undefined && c >= ZERO_A);
  const average = carrying.length ? carrying.reduce((a, b) => a + b, 0) / carrying.length : 0;
  return currents.map((current, i) => {
    if (current === undefined) return BRANCH_STATE.absent;
    if (average < BRANCH_JUDGEMENT_MIN_A)
      return previous[i] === BRANCH_STATE.absent ? BRANCH_STATE.normal : (previous[i] ?? BRANCH_STATE.normal);
    if (current < ZERO_A) return BRANCH_STATE.zero;
    if (current < LOW_SHARE * average) return BRANCH_STATE.low;
    return BRANCH_STATE.normal;
  });
}

/**
 * Branches of a combiner box (the plant's `hlx_branch_num`) or an inverter's DC inputs, as the device-type
 * registry gives them (12 on a central inverter, 8 on a grid-tied one); 8 for a type it gives none.
 */
export function branchCount(station: StationFacts, device: Device): number {
  const count = deviceType(device.equipType)?.branches?.count ?? 8;
  return count === 'hlx_branch_num' ? station.settings.hlx_branch_num : count;
}

/** The point code prefix of a device's branch currents: `I` on a combiner box, `dci` on an inverter. */
export function branchCurrentPrefix(device: Device): 'I' | 'dci' {
  return deviceType(device.equipType)?.branches?.currentPrefix ?? 'dci';
}
