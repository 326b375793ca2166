import { servicePlugin } from '../http/domainPlugin';
import { StationInfoCache } from './stationCache';
import type { StationInfo } from './stationInfo';

declare module 'fastify' {
  interface FastifyInstance {
    stationCache: StationInfoCache<StationInfo>;
  }
}

/** Station facts several domains read on every request; the station hooks of the entities clear it. */
export const stationCache = servicePlugin('station-cache', { plugins: [], decorators: [] }, async (app) => {
  app.decorate('stationCache', new StationInfoCache<StationInfo>());
});
