/**
 * Contracts of the stations domain (spec-digest 000 §7, Stations): the station list and the navigator's search, one
 * station's details and cached copy, which optional screens it has, the caller's station selections and
 * favourites, and a station's live figures for lists and cards.
 */
import { Type } from 'typebox';
import { RUN_MODES } from '../stationLive';
import {
  contract,
  emptyEnvelope,
  envelope,
  id,
  namedStation,
  nullable,
  oneOf,
  pageEnvelope,
  quality,
  recordOf,
  stationInput,
} from './common';
import { pagingProperties, type PageLimits } from './common';

const nullableString = nullable('string');

/** `StationType` of shared/stationDto.ts. */
export const stationType = oneOf(['PV', 'WP', 'ES', 'PVES']);

/** `StationDto` of shared/stationDto.ts, property by property. */
const stationProperties = {
  ...namedStation,
  psShortName: nullableString,
  psCode: nullableString,
  psType: stationType,
  pvType: nullableString,
  deptId: Type.Integer(),
  country: Type.String(),
  district: nullableString,
  address: nullableString,
  longitude: Type.Number(),
  latitude: Type.Number(),
  timeZone: Type.String(),
  capacity: Type.Number(),
  capUnit: oneOf(['kWp', 'kW']),
  batteryCapacity: Type.Number(),
  state: Type.Integer(),
  remoteEnabled: Type.Integer(),
  operationDate: nullableString,
  gridType: nullableString,
  contactPerson: nullableString,
  contactPhone: nullableString,
  price: nullable('number'),
  orderNum: Type.Integer(),
  remark: nullableString,
  redirect: Type.Unsafe<{ mname: string } | null>({
    type: ['object', 'null'],
    required: ['mname'],
    properties: { mname: { type: 'string' } },
  }),
  photo: nullableString,
  attachments: Type.Array(Type.Object({ attName: Type.String(), attUrl: Type.String() })),
};
export const station = Type.Object(stationProperties);

/** One station's details: its DTO with its parameters, as a map and as the list the form edits. */
const stationDetails = Type.Object({
  ...stationProperties,
  params: recordOf(nullableString),
  paramList: Type.Array(
    Type.Object({
      paramName: Type.String(),
      paramCode: Type.String(),
      paramValue: nullableString,
      status: Type.String(),
      sort: Type.Integer(),
    }),
  ),
});

/**
 * The navigator's filter (`StationFilterQuery` of shared/stationDto.ts, spec-digest 000 §3): labels comma-joined,
 * follow as 0/1. The fleet map and the matrix take it as their body.
 */
export const stationFilter = {
  psName: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.Unsafe<0 | 1 | 5>({ type: 'integer', enum: [0, 1, 5] })),
  psType: Type.Optional(stationType),
  pvType: Type.Optional(Type.String({ maxLength: 20 })),
  capacityMin: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  capacityMax: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  tagIds: Type.Optional(Type.String({ pattern: '^\\s*\\d{1,9}(\\s*,\\s*\\d{1,9})*\\s*$' })),
  follow: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
};

/** The station list and the advanced search: up to 500 stations a page, 10 unless asked. */
export const STATION_PAGES: PageLimits = { maxPageSize: 500, defaultPageSize: 10 };
const stationPaging = pagingProperties(STATION_PAGES);

/** The station list, a page at a time, by name, state and type. */
export const stationList = contract({
  method: 'GET',
  url: '/info/powerStation/list',
  querystring: Type.Object({
    ...stationPaging,
    psName: stationFilter.psName,
    state: stationFilter.state,
    psType: stationFilter.psType,
  }),
  response: pageEnvelope(station),
});

/** The navigator's advanced search, a page at a time. */
export const stationSearch = contract({
  method: 'GET',
  url: '/info/powerStation/psAdvanceSearch',
  querystring: Type.Object({ ...stationPaging, ...stationFilter }),
  response: pageEnvelope(station),
});

/** A station or a favourite by its id in the path. */
const byId = Type.Object({ id });

/** One station's details. */
export const stationInfo = contract({
  method: 'GET',
  url: '/info/powerStation/:id',
  params: byId,
  response: envelope(stationDetails),
});

/** One station's details from the cache. */
export const cachedStationInfo = contract({
  method: 'GET',
  url: '/info/powerStation/cache/:id',
  params: byId,
  response: envelope(stationDetails),
});

/** Empties the station cache. */
export const refreshStationCache = contract({ method: 'POST', url: '/info/powerStation/refreshCache', response: emptyEnvelope });

/** Which of the optional screens a station has: combiner boxes, string inverters, meters' boxes, cameras. */
export const stationEquipmentFlags = contract({
  method: 'GET',
  url: '/info/equipment/psEqType/:psId',
  params: stationInput,
  response: envelope(Type.Object({ XB: Type.Boolean(), ZCNBQ: Type.Boolean(), HLX: Type.Boolean(), TV: Type.Boolean() })),
});

/** Whether a station has a wiring diagram. */
export const stationHasDiagram = contract({
  method: 'GET',
  url: '/info/svgConfig/getIsSvg',
  querystring: stationInput,
  response: envelope(Type.Boolean()),
});

/** Station types, comma-joined (`PV,PVES`); every type when left out. */
const stationTypes = Type.Object({ psTypes: Type.Optional(Type.String({ pattern: '^[A-Za-z, ]{0,40}$' })) });

/** Every station the caller sees, of the types asked for, in the portal's station order. */
export const stationsOfUser = contract({
  method: 'POST',
  url: '/info/powerStation/psListByUser',
  querystring: stationTypes,
  response: envelope(Type.Array(station)),
});

/** The same stations keyed by station id. */
export const stationMapOfUser = contract({
  method: 'POST',
  url: '/info/powerStation/psMapByUser',
  querystring: stationTypes,
  response: envelope(recordOf(station)),
});

/** The ids of every station the caller sees. */
export const stationIdsOfUser = contract({
  method: 'POST',
  url: '/info/powerStation/psIdListByUser',
  response: envelope(Type.Array(Type.Integer())),
});

/** A favourite station ("follow"). */
const favourite = Type.Object({
  collectionId: Type.Integer(),
  ...namedStation,
  createTime: Type.Number(),
});

/** A user's favourites: up to 500 a page, 20 unless asked. */
export const FAVOURITE_PAGES: PageLimits = { maxPageSize: 500, defaultPageSize: 20 };

/** The caller's favourites, newest first, a page at a time. */
export const favouriteList = contract({
  method: 'GET',
  url: '/user/collection/list',
  querystring: Type.Object(pagingProperties(FAVOURITE_PAGES)),
  response: pageEnvelope(favourite),
});

/** One of the caller's favourites. */
export const favouriteInfo = contract({
  method: 'GET',
  url: '/user/collection/:id',
  params: byId,
  response: envelope(favourite),
});

/** Follows a station; answers the favourite, the one there was if the caller already follows it. */
export const addFavourite = contract({
  method: 'POST',
  url: '/user/collection',
  body: Type.Object({ psId: id }, { additionalProperties: false }),
  response: envelope(Type.Object({ collectionId: Type.Integer() })),
});

/** Moves a favourite to another station. */
export const moveFavourite = contract({
  method: 'PUT',
  url: '/user/collection',
  body: Type.Object({ collectionId: id, psId: id }, { additionalProperties: false }),
  response: emptyEnvelope,
});

const favouriteIds = Type.Array(id, { minItems: 1, maxItems: 500 });

/** Unfollows by favourite ids, by stations, or both; never an empty filter that would take every one. */
export const removeFavourites = contract({
  method: 'DELETE',
  url: '/user/collection/remove',
  body: Type.Object(
    { ids: Type.Optional(favouriteIds), psIds: Type.Optional(favouriteIds) },
    { additionalProperties: false, anyOf: [{ required: ['ids'] }, { required: ['psIds'] }] },
  ),
  response: emptyEnvelope,
});

/** `StationLiveData` of shared/stationLive.ts. */
const stationLive = Type.Object({
  acPower: nullable('number'),
  powerUnit: Type.String(),
  dayCap: nullable('number'),
  capUnit: Type.String(),
  abnormalNbqNum: nullable('integer'),
  abnormalBranchNum: nullable('integer'),
  pstate: nullable('integer'),
  runMode: oneOf(RUN_MODES),
  dayCharge: nullable('number'),
  dayDischarge: nullable('number'),
  quality,
  time: nullable('number'),
});

/** Live figures of the stations asked for that the caller sees, keyed by station id (spec-digest 000 §3). */
export const stationLiveData = contract({
  method: 'POST',
  url: '/monitor/psLiveData',
  body: Type.Object({ psIds: Type.Array(id, { maxItems: 1000 }) }),
  response: envelope(recordOf(stationLive)),
});
