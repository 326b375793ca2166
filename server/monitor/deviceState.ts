import type { FastifyInstance } from 'fastify';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import { INVERTER_STATE } from '../telemetry/deviceStates';
import { liveKey } from '../telemetry/liveStore';

/**
 * The state of any device on the states of the inverter catalogue (spec-digest 001 §4): interrupted when none of its
 * points has been heard for three periods; fault when an alarm of level 2 or 3 stands on one of its points,
 * alarm for level 1; shut down when its Run signal is 0; else normal. The alarm rules keep each point's
 * standing alarm on its handle (alarmRules.ts), so this reads no events.
 */
export function deviceState(app: FastifyInstance, station: StationFacts, device: Device, now = Date.now()): number {
  const { registry, live } = app.telemetry;
  let heard = false;
  let worst = 0;
  for (const def of registry.pointsOf(device)) {
    const reading = live.get(liveKey(station.psId, device.equipType, device.collectId, def.code), now);
    if (reading && reading.quality !== 'interrupted') heard = true;
    if (def.alarmLevel === null) continue;
    const handle = registry.handle(station.psId, device.equipType, device.collectId, def.code);
    if (handle?.alarmState) worst = Math.max(worst, def.alarmLevel);
  }
  if (!heard) return INVERTER_STATE.interrupted;
  if (worst >= 2) return INVERTER_STATE.fault;
  if (worst === 1) return INVERTER_STATE.alarm;
  const run = live.get(liveKey(station.psId, device.equipType, device.collectId, 'Run'), now);
  return run?.value === 0 ? INVERTER_STATE.shutdown : INVERTER_STATE.normal;
}
