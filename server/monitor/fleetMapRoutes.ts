import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { filteredStations, readableLabels } from '../stations/stationQuery';
import { liveKey, type LiveReading, type Quality } from '../telemetry/liveStore';
import { STATION_STATE } from '../telemetry/deviceStates';
import { RUN_MODES } from '../telemetry/stationLive';
import type { FleetMapStation, LiveFigures, MatrixAnswer } from '../../shared/fleetMap';
import { fleetMapStations, matrixRealData } from '../../shared/contracts/monitor';
import { LiveAnswers } from '../telemetry/liveAnswers';
import { visibleStations } from './stationAccess';
import { roundKilo } from '../../shared/figureRounding';

const ACCESS = 'monitor:station:query';
const round = (v: number | undefined) => (v === undefined ? null : roundKilo(v));
const QUALITY_ORDER: Quality[] = ['good', 'stale', 'interrupted'];

export type { FleetMapStation, MatrixAnswer, MatrixStation } from '../../shared/fleetMap';

/** What the fleet screens need of a station's live points, in kW and kWh (the browser scales them, spec-digest 000 §9). */
function liveFigures(app: FastifyInstance, psId: number, now: number): LiveFigures {
  const read = (code: string): LiveReading | undefined => app.liveStore.get(liveKey(psId, 'PS', 0, code), now);
  const power = read('acPower');
  const pstate = read('pstate');
  const known = [power, pstate].filter((r): r is LiveReading => Boolean(r));
  return {
    acPower: round(power?.value),
    dayCap: round(read('dayCap')?.value),
    dayCharge: round(read('dayCharge')?.value),
    dayDischarge: round(read('dayDischarge')?.value),
    // A station the store has never heard from is interrupted, as the state monitor would call it.
    pstate: pstate?.value ?? STATION_STATE.interrupt,
    abnormalNbqNum: read('abnormalNbqNum')?.value ?? null,
    abnormalBranchNum: read('abnormalBranchNum')?.value ?? null,
    runMode: RUN_MODES[read('runMode')?.value ?? 0] ?? 'still',
    quality: known.length
      ? known.map((r) => r.quality).sort((a, b) => QUALITY_ORDER.indexOf(b) - QUALITY_ORDER.indexOf(a))[0]!
      : null,
    time: known.length ? Math.max(...known.map((r) => r.time)) : null,
  };
}

/**
 * The fleet screens (spec-digest 000 §2): the map navigation's markers and the real-time monitoring matrix. Each is
 * one call for every station the caller may see, so 500 stations cost one request per 3 s poll.
 */
export function registerFleetMapRoutes(app: FastifyInstance): void {
  const matrices = new LiveAnswers(app.liveStore, app.telemetry.registry);
  registerRoutes(app, [
    route(fleetMapStations, {
      access: ACCESS,
      handler: async (request) => {
        const f = request.body ?? {};
        if (f.capacityMin !== undefined && f.capacityMax !== undefined && f.capacityMin > f.capacityMax)
          throw new ApiError(400, 'server.station.capacityRange', {}, 'capacityMin');
        // The navigator's filter, unpaged: the map shows the stations the list beside it can reach.
        const rows = await filteredStations(app.db, callerOf(request), {
          ...f,
          tagIds: await readableLabels(app, request, f.tagIds),
          follow: f.follow === 1,
        })
          .select([
            'ps_id',
            'ps_name',
            'ps_type',
            'pv_type',
            'capacity',
            'battery_capacity',
            'country',
            'district',
            'longitude',
            'latitude',
          ])
          .orderBy('order_num')
          .orderBy('ps_id')
          .execute();
        const now = Date.now();
        return ok(
          rows.map((r): FleetMapStation => {
            const live = liveFigures(app, r.ps_id, now);
            return {
              psId: r.ps_id,
              psName: r.ps_name,
              psType: r.ps_type,
              pvType: r.pv_type,
              capacity: r.capacity,
              capacityUnit: r.ps_type === 'PV' ? ('kWp' as const) : ('kW' as const),
              batteryCapacity: r.battery_capacity,
              country: r.country,
              district: r.district,
              longitude: r.longitude,
              latitude: r.latitude,
              acPower: live.acPower,
              pstate: live.pstate,
              quality: live.quality,
            };
          }),
        );
      },
    }),

    route(matrixRealData, {
      access: ACCESS,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const psTypes = request.body?.psTypes;
        // Everyone of the same departments sees the same matrix: one answer per scope and filter and tick.
        const key = `${caller.deptScope?.join(',') ?? '*'}|${psTypes?.join(',') ?? ''}`;
        const stations = visibleStations(app, caller, psTypes);
        return matrices.send(
          reply,
          key,
          stations.map((s) => s.psId),
          () => {
            const now = Date.now();
            const answer: MatrixAnswer = {
              powerUnit: 'kW',
              energyUnit: 'kWh',
              time: now,
              stations: stations.map((s) => ({
                psId: s.psId,
                psName: s.psName,
                psType: s.psType,
                capacity: s.capacity,
                capacityUnit: s.psType === 'PV' ? ('kWp' as const) : ('kW' as const),
                batteryCapacity: s.batteryCapacity,
                timeZone: s.timeZone,
                ...liveFigures(app, s.psId, now),
              })),
            };
            return ok(answer);
          },
        );
      },
    }),
  ]);
}
