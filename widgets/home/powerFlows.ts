/** Below this power a branch is idle: meter noise must not animate a flow that is not there. */
export const IDLE_KW = 1;

/** Which way power runs on a branch of the diagram: towards the station's bus, away from it, or not at all. */
export type FlowDirection = 'in' | 'out' | 'idle';

export interface BranchFlow {
  direction: FlowDirection;
  /** The magnitude, kW; null when the value is unknown. */
  kw: number | null;
  /** i18n key of what the branch is doing (generating, exporting, charging, ...). */
  stateKey: string;
}

const known = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The four branches of a PV-plus-storage site around its bus, from the station points' sign conventions:
 * PV feeds in; the grid takes (export, +) or gives (import, −); the battery gives (discharge, +) or takes
 * (charge, −); the load takes.
 */
export function branchFlows(values: { pv?: unknown; grid?: unknown; battery?: unknown; load?: unknown }) {
  const branch = (value: unknown, positive: FlowDirection, keys: [string, string, string]): BranchFlow => {
    if (!known(value)) return { direction: 'idle', kw: null, stateKey: 'home.flow.unknown' };
    if (Math.abs(value) < IDLE_KW) return { direction: 'idle', kw: Math.abs(value), stateKey: keys[2] };
    const forward = value > 0;
    const direction: FlowDirection = forward ? positive : positive === 'in' ? 'out' : 'in';
    return { direction, kw: Math.abs(value), stateKey: forward ? keys[0] : keys[1] };
  };
  return {
    pv: branch(values.pv, 'in', ['home.flow.generating', 'home.flow.consuming', 'home.flow.idle']),
    grid: branch(values.grid, 'out', ['home.flow.exporting', 'home.flow.importing', 'home.flow.idle']),
    battery: branch(values.battery, 'in', ['home.flow.discharging', 'home.flow.charging', 'home.flow.idle']),
    load: branch(values.load, 'out', ['home.flow.consuming', 'home.flow.feeding', 'home.flow.idle']),
  };
}
