/**
 * Any family of devices of a station (box transformers, PCS, battery clusters, air conditioners, fire
 * protection): the list with each device's state and card figures, and a device's day curves grouped by unit.
 */
import { Type } from 'typebox';
import { contract, day, envelope, equipType, figure, id, nullable, recordOf, slotQuality } from '../common';
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
          equipId: Type.Integer(),
          equipName: Type.String(),
          equipType: Type.String(),
          collectId: Type.Integer(),
          place: nullable('string'),
          model: nullable('string'),
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
      date: Type.String(),
      dateList: Type.Array(Type.String()),
      groups: Type.Array(
        Type.Object({
          unit: Type.String(),
          series: Type.Array(Type.Object({ name: Type.String(), code: Type.String(), data: Type.Array(figure), slotQuality })),
        }),
      ),
    }),
  ),
});
