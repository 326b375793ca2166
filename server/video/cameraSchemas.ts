import { arrayOf, integer, nullable, number, object, string } from '../http/responseSchemas';

const quality = nullable('string');

export const cameraSchema = object({
  equipId: integer,
  equipName: string,
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

export const camerasSchema = object({ psId: integer, cameras: arrayOf(cameraSchema) });

const regionSchema = object({
  kind: string,
  branch: nullable('integer'),
  equipId: nullable('integer'),
  name: nullable('string'),
  x: integer,
  y: integer,
  width: integer,
  height: integer,
  reading: nullable('number'),
  unit: string,
  state: string,
  excess: number,
});

/** A thermal camera's picture; without one (`reason`), `values` is empty and the figures are null. */
export const thermalSchema = object({
  equipId: integer,
  equipName: string,
  place: nullable('string'),
  reason: nullable('string'),
  target: {
    type: ['object', 'null'],
    required: ['kind'],
    properties: { kind: string, equipId: nullable('integer'), equipName: nullable('string') },
  },
  width: integer,
  height: integer,
  unit: string,
  values: arrayOf(number),
  min: nullable('number'),
  max: nullable('number'),
  mean: nullable('number'),
  spot: { type: ['object', 'null'], required: ['x', 'y', 'temp'], properties: { x: integer, y: integer, temp: number } },
  regions: arrayOf(regionSchema),
  reference: object({ moduleTemp: nullable('number'), ambient: nullable('number'), irradiance: nullable('number') }),
  quality,
  time: nullable('integer'),
});
