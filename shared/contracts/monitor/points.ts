/** Point-level reads of a station: by key, by device, by device type and point type, the station's own points. */
import { Type } from 'typebox';
import {
  collectId,
  contract,
  deviceIdentity,
  envelope,
  equipType,
  figure,
  id,
  namedDevice,
  namedStation,
  nullable,
  oneOf,
  quality,
  readTime,
  recordOf,
  stationInput,
} from '../common';

/** `PointValue` of server/monitor/liveValues.ts: a point with its value, quality and time; control points add choices and range. */
export const pointValue = Type.Object({
  pointId: Type.String(),
  pointCode: Type.String(),
  pointName: Type.String(),
  pointUnit: Type.String(),
  pointValue: figure,
  time: readTime,
  quality,
  options: Type.Optional(nullable('string')),
  min: Type.Optional(figure),
  max: Type.Optional(figure),
});

/** A device's points grouped by point type (YC, YX, YK, YT, YM; keys are types, so any other is kept). */
export const devicePoints = recordOf(Type.Array(pointValue));

/** A device by id, or by type and collector number. */
export const deviceChoice = {
  equipId: Type.Optional(id),
  equipType: Type.Optional(equipType),
  collectId: Type.Optional(collectId),
};

const POINT_KEY = '^\\d{1,10}_[A-Z]{1,8}_\\d{1,7}_[A-Za-z0-9]{1,32}$';

/** Each asked point key (`psId_equipType_collectId_code`) with its reading; a device's `sn` reads as a string. */
export const realDataByPoints = contract({
  method: 'POST',
  url: '/monitor/getRealDataByPoints',
  body: Type.Object({
    psId: id,
    points: Type.Array(Type.String({ pattern: POINT_KEY }), { minItems: 1, maxItems: 500 }),
  }),
  response: envelope(
    recordOf(
      Type.Object({
        value: Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] }),
        time: readTime,
        quality,
      }),
    ),
  ),
});

/** A device with its points grouped by point type. */
export const equipRealData = contract({
  method: 'POST',
  url: '/monitor/getEquipRealData',
  body: Type.Object({ psId: id, ...deviceChoice }),
  response: envelope(
    Type.Object({
      ...deviceIdentity,
      sn: nullable('string'),
      peakPower: figure,
      points: devicePoints,
    }),
  ),
});

/** The devices of a type with their points (of one point type if asked). */
export const equipPointTypeRealData = contract({
  method: 'POST',
  url: '/monitor/getEquipPointTypeRealData',
  body: Type.Object({ psId: id, equipType, pointType: Type.Optional(oneOf(['YC', 'YX', 'YK', 'YM', 'YT', 'JL'])) }),
  response: envelope(
    Type.Array(
      Type.Object({
        ...namedDevice,
        collectId: Type.Integer(),
        points: Type.Array(pointValue),
      }),
    ),
  ),
});

/** The station's own points. */
export const stationRealTimeData = contract({
  method: 'GET',
  url: '/monitor/psRealTimeData',
  querystring: stationInput,
  response: envelope(Type.Object({ ...namedStation, psType: Type.String(), points: Type.Array(pointValue) })),
});
