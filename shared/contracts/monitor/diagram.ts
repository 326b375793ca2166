/** The live wiring diagram (Pssvg, /mainwiring): the plant's master drawing and the values of the points it binds. */
import { Type } from 'typebox';
import { contract, envelope, figure, id, nullable, quality, readTime, recordOf, stationInput } from '../common';

/** The master drawing (all null and empty when the plant has none) and the point keys it binds. */
export const diagram = contract({
  method: 'GET',
  url: '/monitor/diagram',
  querystring: stationInput,
  response: envelope(
    Type.Object({
      svgId: nullable('integer'),
      svgName: nullable('string'),
      uploadedAt: figure,
      svg: Type.String(),
      points: Type.Array(Type.String()),
    }),
  ),
});

/** A reading per point key the drawing binds: value, time and quality, all null when unknown. */
export const diagramValues = contract({
  method: 'POST',
  url: '/monitor/diagram/values',
  body: Type.Object({ psId: id }, { additionalProperties: false }),
  response: envelope(recordOf(Type.Object({ value: figure, time: readTime, quality }))),
});
