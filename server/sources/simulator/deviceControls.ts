/**
 * What remote commands have done to the simulated devices: stopped, limited, a breaker opened. The state
 * lives with the simulator (a restart forgets it, as a real device's volatile settings would be re-sent).
 */
export interface DeviceControl {
  /** Stopped by OnOff 0: no output, Run 0, so the inverter state is 2 (normal shutdown). */
  stopped: boolean;
  /** Active power limit, per cent of the device's peak power (PLimit). */
  limitPct: number;
  /** HV breaker opened by BreakerCtl 0: the box transformer carries nothing. */
  breakerOpen: boolean;
}

export const FREE_RUNNING: Readonly<DeviceControl> = { stopped: false, limitPct: 100, breakerOpen: false };

const GENERATORS = ['JZNBQ', 'ZCNBQ', 'GCNBQ', 'FJ'];

/**
 * The commands each simulated device type obeys, as changes of its control state; null for a command it
 * does not model (a PCS power set-point: the storage model follows its tariff schedule).
 */
export function applyCommand(equipType: string, code: string, value: number, control: DeviceControl): DeviceControl | null {
  if (code === 'OnOff' && (GENERATORS.includes(equipType) || equipType === 'PCS') && (value === 0 || value === 1))
    return { ...control, stopped: value === 0 };
  if (code === 'PLimit' && GENERATORS.includes(equipType) && value >= 0 && value <= 100) return { ...control, limitPct: value };
  if (code === 'BreakerCtl' && equipType === 'XB' && (value === 0 || value === 1))
    return { ...control, breakerOpen: value === 0 };
  return null;
}

/** AC output of a generator under its controls: nothing when stopped, at most the limit's share of its peak power. */
export function controlledPower(kw: number, ratedKw: number, control: Readonly<DeviceControl>): number {
  if (control.stopped) return 0;
  return Math.min(kw, (ratedKw * control.limitPct) / 100);
}
