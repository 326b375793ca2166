import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { sessionCredential } from '../auth/sessionCookie';
import { visibleStation } from '../monitor/stationAccess';
import { camerasOf, visibleCamera } from './cameraQuery';
import { thermalView } from './thermalView';
import { cameras, cameraStream, thermalPicture } from '../../shared/contracts/cameras';
import type { CameraStreams } from './cameraStreams';
import type { TestPictures } from './testPictures';
import type { ThermalPictureDto } from '../../shared/cameraDto';

const access = 'monitor:station:query';

/** The video and thermal-imaging screens' calls (docs/api.md, docs/cameras.md). */
export function registerCameraRoutes(app: FastifyInstance, streams: CameraStreams, pictures: TestPictures): void {
  registerRoutes(app, [
    route(cameras, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        return ok({ psId: station.psId, cameras: await camerasOf(app, station) });
      },
    }),

    route(cameraStream, {
      access,
      handler: async (request, reply) => {
        const { station, device } = await visibleCamera(app, request, request.params.equipId);
        streams.open(request, reply, callerOf(request), sessionCredential(request)!.token, {
          equipId: device.equipId,
          psId: station.psId,
          frame: (now) => pictures.frame(device.equipId, station.timeZone, now),
        });
        return reply;
      },
    }),

    route(thermalPicture, {
      access,
      handler: async (request) => {
        const { station, device, camera } = await visibleCamera(app, request, request.params.equipId);
        if (camera.cameraType !== 'thermal') throw new ApiError(400, 'server.cameras.notThermal', { name: camera.equipName });
        const view = thermalView(app, station, device);
        const frame = 'frame' in view ? view.frame : null;
        const picture: ThermalPictureDto = {
          equipId: camera.equipId,
          equipName: camera.equipName,
          place: camera.place,
          reason: 'reason' in view ? view.reason : null,
          target: view.target,
          width: frame?.width ?? 0,
          height: frame?.height ?? 0,
          unit: '°C',
          values: frame?.values ?? [],
          min: frame?.min ?? null,
          max: frame?.max ?? null,
          mean: frame?.mean ?? null,
          spot: frame?.spot ?? null,
          regions: frame?.regions ?? [],
          reference: 'reference' in view ? view.reference : { moduleTemp: null, ambient: null, irradiance: null },
          quality: view.quality,
          time: view.time,
        };
        return ok(picture);
      },
    }),
  ]);
}
