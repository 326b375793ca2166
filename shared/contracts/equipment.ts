/**
 * Contracts of the equipment domain beyond its generic CRUD (spec-digest 001 §7): lookups by plant, type, place
 * and parent, the device tree, binding a communication number, and refreshing what telemetry caches.
 */
import { Type } from 'typebox';
import { anyValue, contract, emptyEnvelope, envelope, equipType, id, namedDevice, nullable, stationInput } from './common';

/** A device as the selects and trees of the equipment family show it. */
const device = {
  ...namedDevice,
  equipType: Type.String(),
  collectId: Type.Integer(),
  parentId: nullable('integer'),
  place: nullable('string'),
};
const devices = envelope(Type.Array(Type.Object(device)));
/** Distinct places or models, sorted. */
const names = envelope(Type.Array(nullable('string')));
const stationAndType = Type.Object({ psId: id, equipType: Type.Optional(equipType) });

export const devicesOfStation = contract({
  method: 'GET',
  url: '/info/equipment/equipByPsId/:psId',
  params: stationInput,
  response: devices,
});

/** The devices that hang under no other. */
export const rootDevices = contract({ method: 'GET', url: '/info/equipment/root', querystring: stationInput, response: devices });

export const childDevices = contract({
  method: 'GET',
  url: '/info/equipment/children',
  querystring: Type.Object({ psId: id, parentId: id }),
  response: devices,
});

/** The device tree of the types asked (all without `types`): deeper levels pass as they are (the schema would otherwise recurse). */
export const deviceTree = contract({
  method: 'GET',
  url: '/info/equipment/equipTreeByTypes',
  querystring: Type.Object({ psId: id, types: Type.Optional(Type.String({ pattern: '^[A-Z]{1,8}(,[A-Z]{1,8})*$' })) }),
  response: envelope(Type.Array(Type.Object({ ...device, children: Type.Array(anyValue) }))),
});

export const devicePlaces = contract({
  method: 'GET',
  url: '/info/equipment/psEquipPlace',
  querystring: stationAndType,
  response: names,
});

export const placesOfType = contract({
  method: 'GET',
  url: '/info/equipment/selectPlaceByEquipType',
  querystring: Type.Object({ equipType, psId: id }),
  response: names,
});

/** The inverter models of a station. */
export const inverterModels = contract({
  method: 'GET',
  url: '/info/equipment/nbqModel',
  querystring: stationInput,
  response: names,
});

export const deviceByCollector = contract({
  method: 'GET',
  url: '/info/equipment/getEquipment',
  querystring: Type.Object({ psId: id, equipType, collectId: id }),
  response: envelope(Type.Object({ ...device, model: nullable('string') })),
});

/** The devices another kind of device may hang under (a combiner box under its inverter). */
export const parentCandidates = contract({
  method: 'GET',
  url: '/info/equipment/selectParentEquipList',
  querystring: stationAndType,
  response: devices,
});

export const bindCollectId = contract({
  method: 'POST',
  url: '/info/equipment/bindCollectId',
  body: Type.Object({ equipId: id, collectId: Type.Integer({ minimum: 1, maximum: 65535 }) }, { additionalProperties: false }),
  response: emptyEnvelope,
});

/** Rebuild telemetry's point registry and the stations' flags from storage (two names for one call). */
export const refreshCache = contract({ method: 'POST', url: '/info/equipment/refreshCache', response: emptyEnvelope });
export const equipsCache = contract({ method: 'POST', url: '/info/equipment/equipsCache', response: emptyEnvelope });
