import { arrayOf, integer, nullable, number, object, openObject, string } from '../http/responseSchemas';

const nullableString = nullable('string');

/** `StationDto` of shared/stationDto.ts, property by property. */
export const stationDtoSchema = object({
  psId: integer,
  psName: string,
  psShortName: nullableString,
  psCode: nullableString,
  psType: string,
  pvType: nullableString,
  deptId: integer,
  country: string,
  district: nullableString,
  address: nullableString,
  longitude: number,
  latitude: number,
  timeZone: string,
  capacity: number,
  capUnit: string,
  batteryCapacity: number,
  state: integer,
  remoteEnabled: integer,
  operationDate: nullableString,
  gridType: nullableString,
  contactPerson: nullableString,
  contactPhone: nullableString,
  price: nullable('number'),
  orderNum: integer,
  remark: nullableString,
  redirect: { type: ['object', 'null'], properties: { mname: string } },
  photo: nullableString,
  attachments: arrayOf(object({ attName: string, attUrl: string })),
});

/** One station's details: its DTO with its parameters, as a map and as the list the form edits. */
export const stationInfoSchema = {
  ...stationDtoSchema,
  properties: {
    ...(stationDtoSchema.properties as object),
    params: openObject(nullableString),
    paramList: arrayOf(
      object({ paramName: string, paramCode: string, paramValue: nullableString, status: string, sort: integer }),
    ),
  },
};

/** `StationLiveData` of shared/stationLive.ts. */
export const stationLiveSchema = object({
  acPower: nullable('number'),
  powerUnit: string,
  dayCap: nullable('number'),
  capUnit: string,
  abnormalNbqNum: nullable('integer'),
  abnormalBranchNum: nullable('integer'),
  pstate: nullable('integer'),
  runMode: string,
  dayCharge: nullable('number'),
  dayDischarge: nullable('number'),
  quality: nullableString,
  time: nullable('number'),
});
