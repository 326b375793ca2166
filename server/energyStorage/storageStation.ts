import type { FastifyInstance } from 'fastify';
import type { Device, PointDefinition, StationFacts } from '../telemetry/pointRegistry';
import type { ControlTarget } from '../remote/controlPoint';
import { stationAsDevice } from '../monitor/stationAccess';
import { isOfFamily } from '../../shared/deviceTypes';

/** A station's converters, their total rating, and whether the simulated fleet runs them (else a real EMS does). */
export function storageOf(
  app: FastifyInstance,
  station: StationFacts,
): { converters: Device[]; ratedKw: number; simulated: boolean } {
  const { registry, simulator } = app.telemetry;
  const converters = registry.devicesOf(station.psId).filter((d) => isOfFamily(d.equipType, 'pcs'));
  const ratedKw = converters.reduce((sum, d) => sum + (d.peakPower ?? 0), 0);
  const simulated = Boolean(simulator?.modelOf(station.psId)) && converters.every((d) => !registry.owners.owns(d.equipId));
  return { converters, ratedKw, simulated };
}

const RUN_SETTINGS: PointDefinition = {
  code: 'runSettings',
  name: 'Run settings',
  type: 'YT',
  unit: null,
  historyMinutes: 0,
  alarmLevel: null,
  upper: null,
  lower: null,
  min: null,
  max: null,
  options: null,
  showInList: false,
  showInCard: false,
  order: 0,
  formula: null,
};

/**
 * The station's energy management as the target of remote calls and their audit: the station itself
 * (equipment type EMS, collector 0), whose "point" is its run settings.
 */
export function emsTarget(station: StationFacts): ControlTarget {
  const device = stationAsDevice(station, 'EMS');
  return { key: `${station.psId}_EMS_0_runSettings`, device, def: RUN_SETTINGS };
}
