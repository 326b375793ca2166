import { arrayOf, integer, nullable, number, object, string } from '../http/responseSchemas';

const quality = nullable('string');

/** `FleetMapStation` of shared/fleetMap.ts: one marker of the fleet map. */
export const fleetMapStationSchema = object({
  psId: integer,
  psName: string,
  psType: string,
  pvType: nullable('string'),
  capacity: number,
  capacityUnit: string,
  batteryCapacity: number,
  country: string,
  district: nullable('string'),
  longitude: number,
  latitude: number,
  acPower: nullable('number'),
  pstate: integer,
  quality,
});

/** `MatrixAnswer` of shared/fleetMap.ts: the cards of the station matrix with their live figures. */
export const matrixAnswerSchema = object({
  powerUnit: string,
  energyUnit: string,
  time: number,
  stations: arrayOf(
    object({
      psId: integer,
      psName: string,
      psType: string,
      capacity: number,
      capacityUnit: string,
      batteryCapacity: number,
      acPower: nullable('number'),
      dayCap: nullable('number'),
      dayCharge: nullable('number'),
      dayDischarge: nullable('number'),
      pstate: integer,
      abnormalNbqNum: nullable('integer'),
      runMode: string,
      quality,
      time: nullable('number'),
    }),
  ),
});
