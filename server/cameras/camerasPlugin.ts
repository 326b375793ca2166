import { domainPlugin } from '../http/domainPlugin';
import { seesStation } from '../stations/scope';
import { registerCameraRoutes } from './cameraRoutes';
import { CameraStreams } from './cameraStreams';
import { TestPictures } from './testPictures';

/** Open streams a user may hold at once, and the server in all. */
const STREAMS_PER_USER = 4;
const STREAMS_TOTAL = 64;
/** A stream ends after half an hour; the player opens the next at once. */
const STREAM_MAX_MS = 30 * 60_000;

/**
 * Cameras (docs/cameras.md): the station's camera list, each camera's test stream (multipart PNG frames) and a
 * thermal camera's radiometric picture, computed from the live store.
 */
export const cameraRoutes = domainPlugin(
  'camera-routes',
  { plugins: ['store', 'telemetry'], decorators: ['db', 'telemetry'] },
  (app) => {
    const { registry } = app.telemetry;
    const streams = new CameraStreams(
      { perUser: STREAMS_PER_USER, total: STREAMS_TOTAL, maxMs: STREAM_MAX_MS },
      (token) => app.sessions.resolve(token),
      (caller, psId) => {
        const station = registry.stations.get(psId);
        return station !== undefined && seesStation(caller, station);
      },
    );
    registerCameraRoutes(app, streams, new TestPictures());
    app.addHook('onClose', async () => streams.close());
  },
);
