import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import type { Principal } from '../auth/principal';
import { seesStation } from '../stations/scope';
import type { Device, StationFacts } from '../telemetry/pointRegistry';

/*
 * Monitoring calls check visibility against the telemetry registry, not the store: it holds each station's
 * department and is reread before any station change is answered, so a poll costs no query.
 */

/**
 * The station of a monitoring call, after checking the caller may see it; one outside the caller's scope is
 * refused exactly like a missing one, so ids do not leak.
 */
export function visibleStation(app: FastifyInstance, request: FastifyRequest, psId: number): StationFacts {
  const station = app.telemetry.registry.stations.get(psId);
  if (!station || !seesStation(callerOf(request), station)) throw new ApiError(404, 'server.station.notFound', { psId });
  return station;
}

/** The ids among `psIds` the caller may see, in the order asked. */
export function visibleAmongLive(app: FastifyInstance, caller: Principal, psIds: readonly number[]): number[] {
  const { stations } = app.telemetry.registry;
  return psIds.filter((psId) => {
    const station = stations.get(psId);
    return station !== undefined && seesStation(caller, station);
  });
}

/** The registry's stations of the given types that the caller sees, in registry order. */
export function visibleStations(app: FastifyInstance, caller: Principal, psTypes?: readonly string[]): StationFacts[] {
  return [...app.telemetry.registry.stations.values()].filter(
    (s) => (!psTypes?.length || psTypes.includes(s.psType)) && seesStation(caller, s),
  );
}

/** A device of a station by id, or by type and collector id. */
export function deviceOf(
  app: FastifyInstance,
  station: StationFacts,
  by: { equipId?: number; equipType?: string; collectId?: number },
): Device {
  const { registry } = app.telemetry;
  const device =
    by.equipId !== undefined
      ? registry.devices.get(by.equipId)
      : by.equipType !== undefined && by.collectId !== undefined
        ? registry.deviceAt(station.psId, by.equipType, by.collectId)
        : undefined;
  if (!device || device.psId !== station.psId) throw new ApiError(404, 'server.monitor.deviceNotFound');
  return device;
}

/** The station itself as a device of collector 0: what its own points (PS) or its energy management (EMS) hang on. */
export function stationAsDevice(station: StationFacts, equipType = 'PS'): Device {
  return {
    equipId: 0,
    psId: station.psId,
    equipType,
    collectId: 0,
    pointConfigId: null,
    name: station.psName,
    place: null,
    model: null,
    sn: null,
    peakPower: null,
    parentId: null,
    order: 0,
  };
}

export const equipTypeProperty = { type: 'string', pattern: '^[A-Z]{1,8}$' } as const;
export const collectIdProperty = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
