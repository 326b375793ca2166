import type { FastifyInstance } from 'fastify';
import { roundIn } from '../../shared/figureRounding';
import { ok } from '../http/envelope';
import { translatorFor } from '../http/language';
import { registerRoutes, route } from '../http/route';
import { dayCurves, requestedDay } from './curves';
import { devicePoints, liveValue } from './liveValues';
import { boxesOf, boxState, branches, deviceStateCounts, inverterItem, invertersOf, monthGeneration } from './inverterQuery';
import { deviceOf, visibleStation } from './stationAccess';
import { LiveAnswers } from '../telemetry/liveAnswers';
import { branchCount } from '../telemetry/deviceStates';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import {
  boxCurves,
  dcInputCurves,
  inverterCombinerBoxes,
  inverterIndicator,
  inverterList,
  inverterPowerCurve,
  inverterRealData,
  inverterStates,
  stationCombinerBoxes,
} from '../../shared/contracts/monitor';
import { EQUIP, isOfFamily } from '../../shared/deviceTypes';

const access = 'monitor:station:query';

/** Inverter monitoring calls (spec-digest 001 §7 with the paths the telemetry issue fixes), and the station's combiner boxes. */
export function registerInverterRoutes(app: FastifyInstance): void {
  /** A combiner box as the confluence table shows it (spec-digest 001 §3), under the inverter it feeds. */
  const confluenceRow = (station: StationFacts, box: Device, inverter: Device | null) => {
    const hlxState = boxState(app, station, box);
    return {
      name: box.name,
      nbqName: inverter?.name ?? '',
      hlxName: box.name,
      equipId: box.equipId,
      busVoltage: liveValue(app, station.psId, box.equipType, box.collectId, 'Ubus'),
      hlxState,
      commState: hlxState === 3 ? 0 : 1,
      dciMap: Object.fromEntries(branches(app, station, box).map((b) => [b.id, { value: b.value, state: b.state }])),
    };
  };
  const inverterLists = new LiveAnswers(app.telemetry.live, app.telemetry.registry);
  registerRoutes(app, [
    route(inverterList, {
      access,
      handler: async (request, reply) => {
        const station = visibleStation(app, request, request.query.psId);
        return inverterLists.send(reply, String(station.psId), [station.psId], () => {
          const nbqDatas = invertersOf(app, station).map((d) => inverterItem(app, station, d));
          return ok({
            count: nbqDatas.length,
            nbqDatas,
            nbqStates: deviceStateCounts(nbqDatas.map((d) => d.nbqState)),
          });
        });
      },
    }),

    route(inverterStates, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.params.psId);
        const items = invertersOf(app, station).map((d) => ({
          nbqState: liveValue(app, station.psId, d.equipType, d.collectId, 'nbqState') ?? 5,
        }));
        return ok({ total: items.length, states: deviceStateCounts(items.map((i) => i.nbqState)) });
      },
    }),

    route(inverterIndicator, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.params.psId);
        const ps = (code: string) => liveValue(app, station.psId, 'PS', 0, code);
        const kwh = (value: number | null) => roundIn(value, 'kWh');
        const inverters = invertersOf(app, station);
        const sum = (code: string) =>
          inverters.reduce((acc, d) => acc + (liveValue(app, station.psId, d.equipType, d.collectId, code) ?? 0), 0);
        const month = await monthGeneration(app, station);
        // Both powers are the inverters' own, so AC never exceeds DC; the meter's power is on the station home.
        return ok({
          ACPower: roundIn(sum('P'), 'kW'),
          DCPower: roundIn(sum('Pdc'), 'kW'),
          powerUnit: 'kW',
          instRadiationTilt: ps('irradiance'),
          dayCapacity: kwh(ps('dayCap')),
          monthCapacity: roundIn(month + (ps('dayCap') ?? 0), 'kWh'),
          totalCapacity: kwh(ps('totalCap')),
          capUnit: 'kWh',
        });
      },
    }),

    route(inverterRealData, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        return ok(devicePoints(app, translatorFor(request), station, deviceOf(app, station, request.body)));
      },
    }),

    route(inverterCombinerBoxes, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const inverter = deviceOf(app, station, request.body);
        const hlxDcis = boxesOf(app, inverter).map((box) => confluenceRow(station, box, inverter));
        return ok({ hlxDcis, branchNum: station.settings.hlx_branch_num });
      },
    }),

    route(stationCombinerBoxes, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const { registry } = app.telemetry;
        const hlxDcis = registry
          .devicesOf(station.psId)
          .filter((d) => isOfFamily(d.equipType, 'combinerBox'))
          .map((box) => confluenceRow(station, box, box.parentId === null ? null : (registry.devices.get(box.parentId) ?? null)));
        return ok({ hlxDcis, branchNum: station.settings.hlx_branch_num });
      },
    }),

    route(inverterPowerCurve, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const d = deviceOf(app, station, request.body);
        const day = requestedDay(station, request.body.date);
        const curves = await dayCurves(app, station, day, [
          { name: 'acPower', equipType: d.equipType, collectId: d.collectId, pointCode: 'P' },
          { name: 'dcPower', equipType: d.equipType, collectId: d.collectId, pointCode: 'Pdc' },
          { name: 'qxyData', equipType: 'PS', collectId: 0, pointCode: 'irradiance' },
        ]);
        // dayCurves answers a series and its slot qualities for every curve asked.
        const { acPower, dcPower, qxyData } = curves.series;
        return ok({
          date: day,
          dateList: curves.dateList,
          acPower: acPower!,
          dcPower: dcPower!,
          qxyData: qxyData!,
          slotQuality: curves.slotQuality,
        });
      },
    }),

    ...[boxCurves, dcInputCurves].map((contract) =>
      route(contract, {
        access,
        handler: async (request) => {
          const station = visibleStation(app, request, request.body.psId);
          const d = deviceOf(app, station, request.body);
          const day = requestedDay(station, request.body.date);
          // String inverters: the total current of each of their combiner boxes; others: each DC input.
          const wanted =
            d.equipType === EQUIP.stringInverter
              ? boxesOf(app, d).map((box) => ({
                  name: box.name,
                  equipType: EQUIP.combinerBox,
                  collectId: box.collectId,
                  pointCode: 'Itotal',
                }))
              : Array.from({ length: branchCount(station, d) }, (_, i) => ({
                  name: `DC${i + 1}`,
                  equipType: d.equipType,
                  collectId: d.collectId,
                  pointCode: `dci${i + 1}`,
                }));
          const curves = await dayCurves(app, station, day, wanted);
          return ok({
            date: day,
            dateList: curves.dateList,
            hlxData: wanted.map((w) => ({
              name: w.name,
              data: curves.series[w.name]!,
              slotQuality: curves.slotQuality[w.name]!,
            })),
          });
        },
      }),
    ),
  ]);
}
