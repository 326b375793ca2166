import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { deviceOf, visibleStation } from '../monitor/stationAccess';
import { clusterCells, storageIncome, storageOverview } from '../../shared/contracts/energyStorage';
import { deviceReadings, liveValue } from '../monitor/liveValues';
import { deviceState } from '../monitor/deviceState';
import { liveKey } from '../telemetry/liveStore';
import { BATTERY_CLUSTER } from '../telemetry/catalogue/deviceModels';
import { currencyOf } from '../quotas/currency';
import { cellFigures } from './cellFigures';
import { storageOf } from './storageStation';
import type { StationFacts } from '../telemetry/pointRegistry';
import type { QuotaValues } from '../quotas/quotaDay';
import { roundTripToDate } from './roundTripToDate';
import { EQUIP, isOfFamily } from '../../shared/deviceTypes';

const access = 'monitor:station:query';
const STATION_POINTS = ['storagePower', 'soc', 'dayCharge', 'dayDischarge'] as const;
const INCOME = ['CHARGE_COST', 'DISCHARGE_INCOME', 'NET_INCOME'] as const;

/**
 * A storage station's overview (ES project overview, spec-digest 001 §2.5), its income from the tariff periods (read
 * at the history period: it is computed from today's curves), and its battery clusters' cells.
 */
export function registerStorageRoutes(app: FastifyInstance): void {
  const { registry } = app.telemetry;

  /** Charging cost, discharge income and their balance today and this month, from the storage quotas. */
  async function income(station: StationFacts) {
    const catalogue = app.quotas.catalogues.of('indicator', 'ES');
    if (!catalogue) return null;
    const today = app.quotas.today(station);
    const pick = (v: QuotaValues | null) =>
      Object.fromEntries(INCOME.map((code) => [code, typeof v?.[code] === 'number' ? (v[code] as number) : null]));
    const todays = await app.quotas.compute(catalogue, station, today);
    const days = await app.quotas.days(catalogue, station, `${today.slice(0, 7)}-01`, today);
    return {
      currency: currencyOf(station),
      today: pick(todays),
      month: pick(app.quotas.rollDays(catalogue, station, days)),
    };
  }

  registerRoutes(app, [
    route(storageOverview, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        const units = storageOf(app, station);
        if (units.converters.length === 0) throw new ApiError(404, 'server.energyStorage.noStorage');
        const now = Date.now();
        const devices = registry.devicesOf(station.psId);
        const live = deviceReadings(app, station.psId, 'PS', 0, STATION_POINTS, now);
        const sum = (type: string, code: string) =>
          devices
            .filter((d) => d.equipType === type)
            .reduce<number | null>((acc, d) => {
              const v = liveValue(app, station.psId, type, d.collectId, code, now);
              return v === null ? acc : (acc ?? 0) + v;
            }, null);
        const statesOf = (type: string) => {
          const states: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
          for (const d of devices.filter((x) => x.equipType === type)) states[deviceState(app, station, d, now)]! += 1;
          return states;
        };
        const clusters = devices.filter((d) => isOfFamily(d.equipType, 'batteryCluster'));
        const clusterValues = clusters.map(
          (d) => deviceReadings(app, station.psId, d.equipType, d.collectId, ['SOH', 'CellTmax', 'CellUdiff'], now).values,
        );
        const most = (code: 'SOH' | 'CellTmax' | 'CellUdiff', pick: (a: number, b: number) => number) =>
          clusterValues.reduce<number | null>(
            (acc, v) => (v[code] == null ? acc : acc === null ? v[code]! : pick(acc, v[code]!)),
            null,
          );
        const charged = sum(EQUIP.pcs, 'ChargeE');
        const discharged = sum(EQUIP.pcs, 'DischargeE');
        const alarms = await app.db
          .selectFrom('event')
          .select(['level', (eb) => eb.fn.countAll<number>().as('n')])
          .where('ps_id', '=', station.psId)
          .where('active', '=', 1)
          .groupBy('level')
          .execute();
        const settings = app.telemetry.runSettings.of(station, units.ratedKw);
        const roundTrip = await roundTripToDate(app.db, station.psId, app.quotas.today(station));
        return ok({
          psId: station.psId,
          psName: station.psName,
          ratedKw: units.ratedKw,
          batteryKwh: station.batteryCapacity,
          runMode: settings.runMode,
          gridMode: settings.gridMode,
          controlType: settings.controlType,
          power: live.values.storagePower ?? null,
          soc: live.values.soc ?? null,
          quality: live.quality,
          time: live.time,
          soh: clusterValues.length ? average(clusterValues.map((v) => v.SOH)) : null,
          pcs: { count: units.converters.length, states: statesOf(EQUIP.pcs) },
          clusters: {
            count: clusters.length,
            states: statesOf(EQUIP.batteryCluster),
            cellTmax: most('CellTmax', Math.max),
            cellUdiff: most('CellUdiff', Math.max),
          },
          today: { charge: live.values.dayCharge ?? null, discharge: live.values.dayDischarge ?? null },
          total: {
            charge: charged,
            discharge: discharged,
          },
          roundTrip,
          // Standing alarms by level (1 warning, 2 common fault, 3 serious fault), none counted as 0.
          alarms: Object.fromEntries([1, 2, 3].map((level) => [level, Number(alarms.find((a) => a.level === level)?.n ?? 0)])),
        });
      },
    }),

    route(storageIncome, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        if (storageOf(app, station).converters.length === 0) throw new ApiError(404, 'server.energyStorage.noStorage');
        return ok(await income(station));
      },
    }),

    route(clusterCells, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        const cluster = deviceOf(app, station, { equipId: request.query.equipId });
        if (!isOfFamily(cluster.equipType, 'batteryCluster'))
          throw new ApiError(400, 'server.energyStorage.notCluster', {}, 'equipId');
        const key = (code: string) => liveKey(station.psId, cluster.equipType, cluster.collectId, code);
        const voltages = app.telemetry.vectors.get(key('cellU'));
        const temperatures = app.telemetry.vectors.get(key('cellT'));
        const layout = BATTERY_CLUSTER;
        return ok({
          equipId: cluster.equipId,
          equipName: cluster.name,
          packs: layout.packs,
          cellsPerPack: layout.cellsPerPack,
          time: voltages?.time ?? null,
          quality: voltages?.quality ?? null,
          ...cellFigures(layout, voltages?.values ?? [], temperatures?.values ?? []),
        });
      },
    }),
  ]);
}

function average(values: (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10) / 10 : null;
}
