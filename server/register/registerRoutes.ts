import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { domainPlugin } from '../http/domainPlugin';
import { envelope, arrayOf, object, integer, string, nullable } from '../http/responseSchemas';
import {
  MAX_REGISTERED_DEVICES,
  REGISTER_PERMISSION,
  type RegistrationBody,
  type TemplateQuery,
} from '../../shared/registration';
import { StationRegistration } from './registration';
import { deviceTemplate, templateUnits } from './deviceTemplate';
import { timeZoneAt } from './timeZoneAt';
import { storeSingleLineDiagram } from '../demo/demoDiagrams';

/** Registering a station is adding one: the plant's own permission (admin everywhere, gadmin in its groups). */
const REGISTER = REGISTER_PERMISSION;

const templateDevice = object({
  equipType: string,
  equipName: string,
  collectId: integer,
  place: nullable('string'),
  model: nullable('string'),
  peakPower: nullable('number'),
  parent: nullable('integer'),
});

/** Station types and their template's sizes; the fields themselves are checked by the entity definitions. */
const templateQuery = {
  type: 'object',
  required: ['psType', 'capacity'],
  additionalProperties: false,
  properties: {
    psType: { type: 'string', enum: ['PV', 'WP', 'ES', 'PVES'] },
    pvType: { type: 'string', enum: ['', '1', '2', '3', '4'] },
    capacity: { type: 'number', exclusiveMinimum: 0, maximum: 100_000_000 },
    batteryCapacity: { type: 'number', minimum: 0, maximum: 100_000_000 },
  },
} as const;

const registrationBody = {
  type: 'object',
  required: ['station', 'devices', 'feed', 'labelIds', 'newLabels'],
  additionalProperties: false,
  properties: {
    station: { type: 'object' },
    // Device fields are left to the equipment definition, whose messages name them in the caller's language.
    devices: {
      type: 'array',
      maxItems: MAX_REGISTERED_DEVICES,
      items: { type: 'object', properties: { parent: { type: ['integer', 'null'], minimum: 0 } } },
    },
    feed: { type: 'string', enum: ['simulator', 'modbus-tcp', 'mqtt'] },
    channel: { type: 'object' },
    labelIds: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    newLabels: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['tagName'],
        additionalProperties: false,
        properties: { tagName: { type: 'string', maxLength: 200 }, shared: { type: 'integer', enum: [0, 1] } },
      },
    },
  },
} as const;

function registerRegistrationRoutes(app: FastifyInstance): void {
  const registration = new StationRegistration(app.db, app.entities);
  const drawDiagram = async (psId: number, log: FastifyBaseLogger) => {
    const plant = await app.db
      .selectFrom('power_station')
      .select(['ps_id', 'ps_name', 'ps_type', 'capacity', 'battery_capacity'])
      .where('ps_id', '=', psId)
      .executeTakeFirstOrThrow();
    // The station stands without it: a diagram can be uploaded on the diagram screen.
    await storeSingleLineDiagram(app.db, app.config.dataDir, plant).catch((error: unknown) =>
      log.warn({ psId, error }, 'no single-line diagram for the registered station'),
    );
  };
  registerRoutes(app, [
    route<{ Querystring: { latitude: number; longitude: number } }>({
      method: 'GET',
      url: '/info/register/timeZone',
      access: REGISTER,
      response: envelope(object({ timeZone: string })),
      schema: {
        querystring: {
          type: 'object',
          required: ['latitude', 'longitude'],
          properties: {
            latitude: { type: 'number', minimum: -90, maximum: 90 },
            longitude: { type: 'number', minimum: -180, maximum: 180 },
          },
        },
      },
      handler: async (request) => ok({ timeZone: timeZoneAt(request.query.latitude, request.query.longitude) }),
    }),
    route<{ Body: TemplateQuery }>({
      method: 'POST',
      url: '/info/register/devices',
      access: REGISTER,
      response: envelope(arrayOf(templateDevice)),
      schema: { body: templateQuery },
      handler: async (request) => {
        const t = translatorFor(request);
        const units = templateUnits(request.body);
        const devices = units > MAX_REGISTERED_DEVICES ? [] : deviceTemplate(request.body, t);
        if (units > MAX_REGISTERED_DEVICES || devices.length > MAX_REGISTERED_DEVICES) {
          const count = Math.max(units, devices.length);
          const msg = t('register.tooManyDevices', { count, max: MAX_REGISTERED_DEVICES });
          throw new ApiError(400, 'register.tooManyDevices', {}, 'station.capacity', msg);
        }
        return ok(devices);
      },
    }),
    route<{ Body: RegistrationBody }>({
      method: 'POST',
      url: '/info/register',
      access: REGISTER,
      response: envelope(
        object({
          psId: integer,
          psType: string,
          equipment: integer,
          channelId: nullable('integer'),
          labelIds: arrayOf(integer),
        }),
      ),
      schema: { body: registrationBody },
      handler: async (request) => {
        const t = translatorFor(request);
        const checked = await registration.check(request, request.body, t);
        const registered = await registration.store(request, checked);
        // A storage plant's home is its single-line diagram: drawn from the devices just registered.
        if (registered.psType === 'ES' || registered.psType === 'PVES') await drawDiagram(registered.psId, request.log);
        // The navigator, map and homes read the registry; the simulator starts feeding the new devices.
        await app.telemetry.configChanged();
        app.stationCache.forget(registered.psId);
        request.log.info({ psId: registered.psId, devices: registered.equipment }, 'station registered');
        return ok(registered);
      },
    }),
  ]);
}

/** The station registration wizard's calls (docs/registration.md). */
export const registrationRoutes = domainPlugin(
  'registration-routes',
  {
    plugins: ['storage', 'entity-registry', 'station-cache', 'telemetry'],
    decorators: ['db', 'entities', 'stationCache', 'telemetry'],
  },
  registerRegistrationRoutes,
);
