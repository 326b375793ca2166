import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { domainPlugin } from '../http/domainPlugin';
import { MAX_REGISTERED_DEVICES, REGISTER_PERMISSION } from '../../shared/registration';
import { deviceTemplate as deviceTemplateCall, registerStation, registrationTimeZone } from '../../shared/contracts/registration';
import { StationRegistration } from './registration';
import { deviceTemplate, templateUnits } from './deviceTemplate';
import { timeZoneAt } from './timeZoneAt';
import { storeSingleLineDiagram } from '../demo/demoDiagrams';

/** Registering a station is adding one: the plant's own permission (admin everywhere, gadmin in its groups). */
const REGISTER = REGISTER_PERMISSION;

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
    route(registrationTimeZone, {
      access: REGISTER,
      handler: async (request) => ok({ timeZone: timeZoneAt(request.query.latitude, request.query.longitude) }),
    }),
    route(deviceTemplateCall, {
      access: REGISTER,
      handler: async (request) => {
        const t = translatorFor(request);
        const units = templateUnits(request.body);
        const devices = units > MAX_REGISTERED_DEVICES ? [] : deviceTemplate(request.body, t);
        if (units > MAX_REGISTERED_DEVICES || devices.length > MAX_REGISTERED_DEVICES) {
          const count = Math.max(units, devices.length);
          const msg = t('registration.tooManyDevices', { count, max: MAX_REGISTERED_DEVICES });
          throw new ApiError(400, 'registration.tooManyDevices', {}, 'station.capacity', msg);
        }
        return ok(devices);
      },
    }),
    route(registerStation, {
      access: REGISTER,
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
    plugins: ['store', 'entity-registry', 'station-cache', 'telemetry'],
    decorators: ['db', 'entities', 'stationCache', 'telemetry'],
  },
  registerRegistrationRoutes,
);
