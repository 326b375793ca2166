import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { seesStation } from '../stations/scope';
import { liveKey, worstOf, type LiveReading } from '../telemetry/liveStore';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import { streamKindOf } from '../../shared/cameraStream';
import type { CameraDto } from '../../shared/cameraDto';
import { EQUIP, isOfFamily, typesOf } from '../../shared/deviceTypes';

export type { CameraDto } from '../../shared/cameraDto';

/** What the store knows of a camera beyond the registry's device. */
interface CameraRow {
  equip_id: number;
  equip_name: string;
  place: string | null;
  model: string | null;
  camera_brand: string | null;
  camera_type: string | null;
  stream_url: string | null;
}

const CAMERA_COLUMNS = ['equip_id', 'equip_name', 'place', 'model', 'camera_brand', 'camera_type', 'stream_url'] as const;

function onlineReading(app: FastifyInstance, psId: number, collectId: number, now: number): LiveReading | undefined {
  return app.telemetry.live.get(liveKey(psId, EQUIP.camera, collectId, 'Online'), now);
}

function cameraDto(app: FastifyInstance, psId: number, collectId: number, row: CameraRow, now: number): CameraDto {
  const online = onlineReading(app, psId, collectId, now);
  return {
    equipId: row.equip_id,
    equipName: row.equip_name,
    place: row.place,
    model: row.model,
    cameraBrand: row.camera_brand,
    cameraType: row.camera_type,
    streamUrl: row.stream_url,
    streamKind: row.stream_url ? streamKindOf(row.stream_url) : null,
    online: online?.value ?? null,
    ...worstOf(online ? [online] : []),
  };
}

/** The cameras (TV devices) of a station in their configured order, each with its live online state. */
export async function camerasOf(app: FastifyInstance, station: StationFacts, now = Date.now()): Promise<CameraDto[]> {
  const rows = await app.db
    .selectFrom('equipment')
    .select([...CAMERA_COLUMNS, 'collect_id'])
    .where('ps_id', '=', station.psId)
    .where('equip_type', 'in', typesOf('camera'))
    .orderBy('order_num')
    .orderBy('equip_id')
    .execute();
  return rows.map((row) => cameraDto(app, station.psId, row.collect_id, row, now));
}

/**
 * A camera the caller may see, by id. A device of a station outside the caller's scope is refused exactly like
 * a missing one (404), so ids do not leak; a visible device that is no camera is a 400.
 */
export async function visibleCamera(
  app: FastifyInstance,
  request: FastifyRequest,
  equipId: number,
): Promise<{ station: StationFacts; device: Device; camera: CameraDto }> {
  const { registry } = app.telemetry;
  const device = registry.devices.get(equipId);
  const station = device && registry.stations.get(device.psId);
  if (!device || !station || !seesStation(callerOf(request), station))
    throw new ApiError(404, 'server.cameras.cameraNotFound', { equipId });
  if (!isOfFamily(device.equipType, 'camera')) throw new ApiError(400, 'server.cameras.notCamera', { name: device.name });
  const row = await app.db
    .selectFrom('equipment')
    .select([...CAMERA_COLUMNS])
    .where('equip_id', '=', equipId)
    .executeTakeFirst();
  // Removed since the registry last read the devices.
  if (!row) throw new ApiError(404, 'server.cameras.cameraNotFound', { equipId });
  return { station, device, camera: cameraDto(app, station.psId, device.collectId, row, Date.now()) };
}
