import type { Db } from '../db/database';
import type { PointRegistry } from './pointRegistry';
import type { StateMonitor } from './stateMonitor';
import { TimeSlice } from './timeSlice';
import { BRANCH_STATE, INVERTER_STATE } from './deviceStates';

/**
 * Another process raised and cleared alarms meanwhile (the fill processes, the monitor's lease held elsewhere):
 * what the rules held here is out of date, so they forget it and take up what stands now.
 */
export async function retakeOpenAlarms(
  db: Db,
  registry: PointRegistry,
  monitor: StateMonitor,
  slice = new TimeSlice(),
): Promise<void> {
  await registry.forgetAlarmStates(slice);
  monitor.forgetStates();
  await restoreOpenAlarms(db, registry, monitor, slice);
}

/**
 * After a start, or after the rules forgot what they held (`retakeOpenAlarms`), the active occurrences (docs/alarms.md) are what stands: the rules
 * take these back, so a standing alarm neither repeats its occurrence nor goes without a vanish when it clears.
 */
export async function restoreOpenAlarms(
  db: Db,
  registry: PointRegistry,
  monitor: StateMonitor,
  slice = new TimeSlice(),
): Promise<number> {
  const open = await db
    .selectFrom('event')
    .select(['ps_id', 'equip_id', 'equip_type', 'collect_id', 'point_code', 'content_key', 'content_params'])
    .where('active', '=', 1)
    .execute();
  for (const e of open) {
    if (slice.due) await slice.pause();
    const params = JSON.parse(e.content_params) as { branch?: number };
    switch (e.content_key) {
      case 'event.signalOn':
      case 'event.aboveLimit':
      case 'event.belowLimit': {
        const handle = e.point_code ? registry.handle(e.ps_id, e.equip_type, e.collect_id, e.point_code) : null;
        if (handle) handle.alarmState = e.content_key === 'event.belowLimit' ? -1 : 1;
        break;
      }
      case 'event.branchZero':
      case 'event.branchLow':
        if (e.equip_id && params.branch)
          monitor.restoreBranchState(
            e.equip_id,
            params.branch,
            e.content_key === 'event.branchZero' ? BRANCH_STATE.zero : BRANCH_STATE.low,
          );
        break;
      case 'event.deviceFault':
      case 'event.commLost':
        if (e.equip_id)
          monitor.restoreDeviceState(
            e.equip_id,
            e.content_key === 'event.deviceFault' ? INVERTER_STATE.fault : INVERTER_STATE.interrupted,
          );
        break;
    }
  }
  return open.length;
}
