/**
 * Any family of devices of a station (box transformers, PCS, battery clusters, air conditioners, fire
 * protection): the list with each device's state and card figures, and a device's day curves grouped by unit.
 */
import { Type } from 'typebox';
import { contract, day, dayAxis, deviceIdentity, envelope, equipType, figure, id, namedCurve, recordOf } from '../common';
import { pointValue } from './points';

export const deviceList = contract({
  method: 'POST',
  url: '/monitor/devices',
  body: Type.Object({ psId: id, equipType }),
  response: envelope(
    Type.Object({
      count: Type.Integer(),
      /** Devices by state code. */
      states: recordOf(Type.Integer()),
      devices: Type.Array(
        Type.Object({
          ...deviceIdentity,
          state: Type.Integer(),
          cards: Type.Array(pointValue),
          /** Every point's value by code (null when unknown), for cards that pick their figures. */
          values: recordOf(figure),
        }),
      ),
    }),
  ),
});

export const deviceCurve = contract({
  method: 'POST',
  url: '/monitor/deviceCurve',
  body: Type.Object({ psId: id, equipId: id, date: Type.Optional(day) }),
  response: envelope(
    Type.Object({
      ...dayAxis,
      groups: Type.Array(
        Type.Object({
          unit: Type.String(),
          series: Type.Array(Type.Object({ ...namedCurve, code: Type.String() })),
        }),
      ),
    }),
  ),
});
