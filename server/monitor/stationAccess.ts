import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { requireVisibleStation } from '../stations/scope';
import type { Device, StationFacts } from '../telemetry/pointRegistry';

/** The station of a monitoring call, after checking the caller may see it. */
export async function visibleStation(app: FastifyInstance, request: FastifyRequest, psId: number): Promise<StationFacts> {
  await requireVisibleStation(app.db, callerOf(request), psId);
  const station = app.telemetry.registry.stations.get(psId);
  if (!station) throw new ApiError(404, 'server.station.notFound', { psId });
  return station;
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

export const psIdProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const dateProperty = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const equipTypeProperty = { type: 'string', pattern: '^[A-Z]{1,8}$' } as const;
export const collectIdProperty = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
