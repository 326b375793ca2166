import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import type { StationFacts } from '../telemetry/pointRegistry';
import { visibleStations } from './stationAccess';
import { closedEnergies, PERIODS, periodEnergies, type Period } from './fleetPeriod';
import { fleetCounts, fleetRankings, round2, stateCounts } from './fleetFigures';
import { fleetTotals } from './fleetTotals';
import { benchmarkRows } from './benchmarkFigures';
import { envelope } from '../http/responseSchemas';
import { benchmarkSchema, fleetOverviewSchema, fleetRankingsSchema } from './monitorSchemas';

const ACCESS = 'monitor:station:query';
const periodProperty = { type: 'string', enum: PERIODS } as const;

/**
 * The fleet overview (`/home`) and real-time benchmarking (`/operation`): fleet totals over a period,
 * top-five rankings and normalized figures per station. Shapes in docs/api.md, choices in docs/fleet-overview.md.
 */
export function registerFleetOverviewRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route<{ Body: { period?: Period } }>({
      method: 'POST',
      url: '/monitor/fleetOverview',
      access: ACCESS,
      response: envelope(fleetOverviewSchema),
      schema: { body: { type: 'object', additionalProperties: false, properties: { period: periodProperty } } },
      handler: async (request) => {
        const period = request.body?.period ?? 'day';
        const stations = visibleStations(app, callerOf(request));
        const totals = fleetTotals(app, stations, await periodEnergies(app, stations, period));
        const sum = (pick: (s: StationFacts) => number, which: (s: StationFacts) => boolean) =>
          stations.filter(which).reduce((a, s) => a + pick(s), 0);
        return ok({
          period,
          stationCount: stations.length,
          counts: fleetCounts(app, stations),
          capacity: round2(
            sum(
              (s) => s.capacity,
              () => true,
            ),
          ),
          pvCapacity: round2(
            sum(
              (s) => s.capacity,
              (s) => s.psType === 'PV' || s.psType === 'PVES',
            ),
          ),
          batteryCapacity: round2(
            sum(
              (s) => s.batteryCapacity,
              () => true,
            ),
          ),
          acPower: totals.acPower,
          generation: totals.generation,
          charge: totals.charge,
          discharge: totals.discharge,
          co2Avoided: totals.co2Avoided,
          co2Unit: 't',
          states: stateCounts(app, stations),
          interruptedStations: totals.interruptedStations,
          powerUnit: 'kW',
          energyUnit: 'kWh',
        });
      },
    }),

    route<{ Body: { period?: Period; limit?: number } }>({
      method: 'POST',
      url: '/monitor/fleetRankings',
      access: ACCESS,
      response: envelope(fleetRankingsSchema),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { period: periodProperty, limit: { type: 'integer', minimum: 1, maximum: 20 } },
        },
      },
      handler: async (request) => {
        const period = request.body?.period ?? 'day';
        const stations = visibleStations(app, callerOf(request));
        const energies = await periodEnergies(app, stations, period);
        const closed = await closedEnergies(app, stations, period);
        return ok({ period, ...fleetRankings(app, stations, energies, closed, request.body?.limit ?? 5) });
      },
    }),

    route<{ Body: { psType: string } }>({
      method: 'POST',
      url: '/monitor/benchmark',
      access: ACCESS,
      response: envelope(benchmarkSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psType'],
          additionalProperties: false,
          properties: { psType: { type: 'string', enum: ['PV', 'WP', 'ES', 'PVES'] } },
        },
      },
      handler: async (request) => {
        const stations = visibleStations(app, callerOf(request), request.body.psType ? [request.body.psType] : undefined);
        const closedMonth = await closedEnergies(app, stations, 'month');
        return ok({ psType: request.body.psType, rows: benchmarkRows(app, stations, closedMonth) });
      },
    }),
  ]);
}
