import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import type { StationFacts } from '../telemetry/pointRegistry';
import { visibleStations } from './stationAccess';
import { closedEnergies, periodEnergies } from './fleetPeriod';
import { fleetCounts, fleetRankings, round2, stateCounts } from './fleetFigures';
import { fleetTotals } from './fleetTotals';
import { benchmarkRows } from './benchmarkFigures';
import { benchmark, fleetOverview, fleetRankings as fleetRankingsCall } from '../../shared/contracts/monitor';

const access = 'monitor:station:query';

/**
 * The fleet overview (`/home`) and real-time benchmarking (`/operation`): fleet totals over a period,
 * top-five rankings and normalized figures per station. Shapes in docs/api.md, choices in docs/fleet-overview.md.
 */
export function registerFleetOverviewRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(fleetOverview, {
      access,
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

    route(fleetRankingsCall, {
      access,
      handler: async (request) => {
        const period = request.body?.period ?? 'day';
        const stations = visibleStations(app, callerOf(request));
        const energies = await periodEnergies(app, stations, period);
        const closed = await closedEnergies(app, stations, period);
        return ok({ period, ...fleetRankings(app, stations, energies, closed, request.body?.limit ?? 5) });
      },
    }),

    route(benchmark, {
      access,
      handler: async (request) => {
        const stations = visibleStations(app, callerOf(request), request.body.psType ? [request.body.psType] : undefined);
        const closedMonth = await closedEnergies(app, stations, 'month');
        return ok({ psType: request.body.psType, rows: benchmarkRows(app, stations, closedMonth) });
      },
    }),
  ]);
}
