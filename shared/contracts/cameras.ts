/** Contracts of the cameras domain (docs/cameras.md): a station's cameras, a camera's stream and a thermal camera's picture. */
import { Type } from 'typebox';
import { contract, envelope, FILE, id, namedDevice, nullable, stationInput } from './common';

/** `Quality` of shared/stationLive.ts, as the camera answers write it. */
const quality = nullable('string');
const camera = Type.Object({ equipId: id });

/** `CameraDto` of shared/cameraDto.ts. */
export const cameraSchema = Type.Object({
  ...namedDevice,
  place: nullable('string'),
  model: nullable('string'),
  cameraBrand: nullable('string'),
  cameraType: nullable('string'),
  streamUrl: nullable('string'),
  streamKind: nullable('string'),
  online: nullable('number'),
  quality,
  time: nullable('integer'),
});

export const cameras = contract({
  method: 'GET',
  url: '/video/cameras',
  querystring: stationInput,
  response: envelope(Type.Object({ psId: Type.Integer(), cameras: Type.Array(cameraSchema) })),
});

/** A multipart image stream (MJPEG, or the portal's own PNG test stream). */
export const cameraStream = contract({ method: 'GET', url: '/video/stream/:equipId', params: camera, response: FILE });

/** `ThermalRegionDto` of shared/cameraDto.ts. */
const region = Type.Object({
  kind: Type.String(),
  branch: nullable('integer'),
  equipId: nullable('integer'),
  name: nullable('string'),
  x: Type.Integer(),
  y: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  reading: nullable('number'),
  unit: Type.String(),
  state: Type.String(),
  excess: Type.Number(),
});

/** A thermal camera's picture; without one (`reason`), `values` is empty and the figures are null. */
export const thermalPicture = contract({
  method: 'GET',
  url: '/video/thermal/:equipId',
  params: camera,
  response: envelope(
    Type.Object({
      ...namedDevice,
      place: nullable('string'),
      reason: nullable('string'),
      target: Type.Unsafe<{ kind: string; equipId?: number | null; equipName?: string | null } | null>({
        type: ['object', 'null'],
        required: ['kind'],
        properties: { kind: Type.String(), equipId: nullable('integer'), equipName: nullable('string') },
      }),
      width: Type.Integer(),
      height: Type.Integer(),
      unit: Type.String(),
      values: Type.Array(Type.Number()),
      min: nullable('number'),
      max: nullable('number'),
      mean: nullable('number'),
      spot: Type.Unsafe<{ x: number; y: number; temp: number } | null>({
        type: ['object', 'null'],
        required: ['x', 'y', 'temp'],
        properties: { x: Type.Integer(), y: Type.Integer(), temp: Type.Number() },
      }),
      regions: Type.Array(region),
      reference: Type.Object({ moduleTemp: nullable('number'), ambient: nullable('number'), irradiance: nullable('number') }),
      quality,
      time: nullable('integer'),
    }),
  ),
});
