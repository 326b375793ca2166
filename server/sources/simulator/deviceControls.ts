import type { CommandFailureReason } from '../../telemetry/commandResult';
import { familyOf, isOfFamily, isPowerUnit, type DeviceFamily } from '../../../shared/deviceTypes';

/**
 * What remote commands have done to the simulated devices: stopped, limited, a breaker opened, an emergency
 * stop latched, set-points written. The state lives with the simulator (a restart forgets it, as a real
 * device's volatile settings would be re-sent).
 */
export interface DeviceControl {
  /** Stopped by OnOff 0 (or an emergency stop): no output, Run 0, so an inverter's state is 2 (normal shutdown). */
  stopped: boolean;
  /** Active power limit, per cent of the device's peak power (PLimit). */
  limitPct: number;
  /** HV breaker opened by BreakerCtl 0: the box transformer carries nothing. */
  breakerOpen: boolean;
  /** A converter's emergency stop (EStop): stopped at once, and it will not start again until reset. */
  emergencyStop: boolean;
  /** Set-points written by remote adjustment, by point code (a PCS's PSet, an air conditioner's CoolSet). */
  setPoints: Readonly<Record<string, number>>;
}

export const FREE_RUNNING: Readonly<DeviceControl> = {
  stopped: false,
  limitPct: 100,
  breakerOpen: false,
  emergencyStop: false,
  setPoints: {},
};

/** Generators (inverters, turbines) take a power limit. */
const isGenerator = (equipType: string) => isOfFamily(equipType, 'inverter') || isOfFamily(equipType, 'windTurbine');
/** What starts and stops: the power units and a container's air conditioner. */
const isSwitched = (equipType: string) => isPowerUnit(equipType) || isOfFamily(equipType, 'airConditioner');
/** Set-points each device family takes, with their range. */
const SET_POINTS: Partial<Record<DeviceFamily, Record<string, [number, number]>>> = {
  airConditioner: { CoolSet: [18, 32], HeatSet: [5, 20] },
};

/**
 * The commands each simulated device type obeys, as changes of its control state; a reason when it refuses
 * one (a converter with a latched emergency stop will not start) or does not model it. A converter's power
 * set-point is checked by the station (stationSimulator.ts), which knows its run mode.
 */
export function applyCommand(
  equipType: string,
  code: string,
  value: number,
  control: DeviceControl,
): DeviceControl | CommandFailureReason {
  const binary = value === 0 || value === 1;
  const converter = isOfFamily(equipType, 'pcs');
  if (code === 'OnOff' && isSwitched(equipType) && binary) {
    if (value === 1 && control.emergencyStop) return 'emergencyStop';
    return { ...control, stopped: value === 0 };
  }
  if (converter && code === 'EStop' && value === 1) return { ...control, stopped: true, emergencyStop: true };
  if (converter && code === 'Reset' && value === 1) return { ...control, emergencyStop: false };
  if (converter && code === 'PSet') return { ...control, setPoints: { ...control.setPoints, PSet: value } };
  if (code === 'PLimit' && isGenerator(equipType) && value >= 0 && value <= 100) return { ...control, limitPct: value };
  if (code === 'BreakerCtl' && isOfFamily(equipType, 'boxTransformer') && binary) return { ...control, breakerOpen: value === 0 };
  const family = familyOf(equipType);
  const range = family && SET_POINTS[family]?.[code];
  if (range && value >= range[0] && value <= range[1]) return { ...control, setPoints: { ...control.setPoints, [code]: value } };
  return 'unsupported';
}

/** AC output of a generator under its controls: nothing when stopped, at most the limit's share of its peak power. */
export function controlledPower(kw: number, ratedKw: number, control: Readonly<DeviceControl>): number {
  if (control.stopped) return 0;
  return Math.min(kw, (ratedKw * control.limitPct) / 100);
}
