/**
 * The fleet screens' live calls (spec-digest 000 §2): the map navigation's markers and the real-time monitoring
 * matrix, each one call for every station the caller may see (`FleetMapStation` and `MatrixAnswer` of
 * shared/fleetMap.ts).
 */
import { Type } from 'typebox';
import { RUN_MODES } from '../../stationLive';
import { contract, envelope, figure, nullable, oneOf, quality } from '../common';
import { stationFilter, stationType } from '../stations';
import { stationNaming } from './fleet';

/** How the fleet screens name a station, its capacity in kWp (PV) or kW. */
const fleetStation = { ...stationNaming, capacityUnit: oneOf(['kWp', 'kW']) };

/** The map's markers of the stations the navigator's filter finds, unpaged. */
export const fleetMapStations = contract({
  method: 'POST',
  url: '/monitor/fleetMapStations',
  body: Type.Object(stationFilter, { additionalProperties: false }),
  response: envelope(
    Type.Array(
      Type.Object({
        ...fleetStation,
        pvType: nullable('string'),
        batteryCapacity: Type.Number(),
        country: Type.String(),
        district: nullable('string'),
        longitude: Type.Number(),
        latitude: Type.Number(),
        acPower: figure,
        pstate: Type.Integer(),
        quality,
      }),
    ),
  ),
});

/** The matrix's cards with their live figures, of the station types asked for. */
export const matrixRealData = contract({
  method: 'POST',
  url: '/monitor/matrixRealData',
  body: Type.Object(
    {
      psTypes: Type.Optional(Type.Array(stationType, { maxItems: 4, uniqueItems: true })),
    },
    { additionalProperties: false },
  ),
  response: envelope(
    Type.Object({
      powerUnit: Type.String(),
      energyUnit: Type.String(),
      time: Type.Number(),
      stations: Type.Array(
        Type.Object({
          ...fleetStation,
          batteryCapacity: Type.Number(),
          timeZone: Type.String(),
          acPower: figure,
          dayCap: figure,
          dayCharge: figure,
          dayDischarge: figure,
          pstate: Type.Integer(),
          abnormalNbqNum: nullable('integer'),
          abnormalBranchNum: nullable('integer'),
          runMode: oneOf(RUN_MODES),
          quality,
          time: nullable('number'),
        }),
      ),
    }),
  ),
});
