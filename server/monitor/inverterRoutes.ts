import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { INVERTER_TYPES } from '../telemetry/deviceStates';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import { dayCurves, requestedDay } from './curves';
import { devicePoints, liveValue } from './liveValues';
import { collectIdProperty, dateProperty, deviceOf, equipTypeProperty, psIdProperty, visibleStation } from './stationAccess';

const ACCESS = 'monitor:station:query';

/** Inverters in the order of the screens (spec 001 §2.1): string, central, grid-connected. */
export function invertersOf(app: FastifyInstance, station: StationFacts): Device[] {
  const devices = app.telemetry.registry.devicesOf(station.psId);
  return INVERTER_TYPES.flatMap((type) => devices.filter((d) => d.equipType === type));
}

function branchCount(station: StationFacts, device: Device): number {
  return device.equipType === 'HLX' ? Number(station.params.hlx_branch_num ?? 8) : device.equipType === 'ZCNBQ' ? 12 : 8;
}

/** The branches of a combiner box or inverter: value and state of each (state 3 when not connected). */
function branches(app: FastifyInstance, station: StationFacts, device: Device) {
  const prefix = device.equipType === 'HLX' ? 'I' : 'dci';
  return Array.from({ length: branchCount(station, device) }, (_, i) => {
    const value = liveValue(app, station.psId, device.equipType, device.collectId, `${prefix}${i + 1}`);
    const state = liveValue(app, station.psId, device.equipType, device.collectId, `dciState${i + 1}`);
    return {
      id: `dci${i + 1}`,
      value: value === null ? null : Math.round(value * 100) / 100,
      state: value === null ? 3 : (state ?? 0),
    };
  });
}

/** A combiner box's communication state: 1 normal, 3 lost (also when nothing is known yet). */
function boxState(app: FastifyInstance, station: StationFacts, box: Device): number {
  return liveValue(app, station.psId, 'HLX', box.collectId, 'hlxState') ?? 3;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function boxesOf(app: FastifyInstance, inverter: Device): Device[] {
  return app.telemetry.registry.childrenOf(inverter.equipId).filter((d) => d.equipType === 'HLX');
}

/** One inverter card (spec 001 §3, inverter list item). */
function inverterItem(app: FastifyInstance, station: StationFacts, d: Device) {
  const v = (code: string) => liveValue(app, station.psId, d.equipType, d.collectId, code);
  const acPower = v('P');
  const dayCap = v('DayE');
  const peak = d.peakPower ?? 0;
  let dciDatas: object[];
  let extra: object = {};
  if (d.equipType === 'JZNBQ') {
    dciDatas = boxesOf(app, d).map((box) => {
      const list = branches(app, station, box);
      const states = list.map((b) => b.state);
      const current = list.filter((b) => b.value !== null).map((b) => b.value!);
      const hlxState = boxState(app, station, box);
      return {
        name: box.name,
        equipId: box.equipId,
        hlxState,
        dciState: states.includes(2) ? 2 : states.includes(1) ? 1 : 0,
        avgPower: current.length ? round2(current.reduce((a, b) => a + b, 0) / current.length) : null,
        totali: liveValue(app, station.psId, 'HLX', box.collectId, 'Itotal'),
      };
    });
  } else {
    const list = branches(app, station, d);
    dciDatas = list.map((b, i) => ({ name: `DC${i + 1}`, state: b.state, value: b.value }));
    const values = list.filter((b) => b.value !== null).map((b) => b.value!);
    const sum = values.reduce((a, b) => a + b, 0);
    extra = {
      dciValueSum: round2(sum),
      dciValueAvg: values.length ? round2(sum / values.length) : null,
    };
  }
  return {
    equipId: d.equipId,
    equipName: d.name,
    place: d.place,
    equipType: d.equipType,
    collectId: d.collectId,
    pointConfigId: d.pointConfigId,
    sn: d.sn,
    model: d.model,
    peakPower: peak,
    nbqState: v('nbqState') ?? 5,
    acPower,
    dayCap,
    hours: dayCap !== null && peak ? Math.round((dayCap / peak) * 100) / 100 : null,
    loadFactor: acPower !== null && peak ? Math.round((acPower / peak) * 10000) / 100 : null,
    dciDatas,
    ...extra,
  };
}

/** How many devices are in each of the states 1-5 (inverters and turbines share the codes, spec 001 §4). */
export function deviceStateCounts(states: number[]) {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const state of states) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
}

const deviceBody = {
  type: 'object',
  required: ['psId'],
  properties: {
    psId: psIdProperty,
    equipId: psIdProperty,
    equipType: equipTypeProperty,
    collectId: collectIdProperty,
    pointConfigId: { type: ['integer', 'null'] },
    date: dateProperty,
  },
} as const;

interface DeviceBody {
  psId: number;
  equipId?: number;
  equipType?: string;
  collectId?: number;
  date?: string;
}

/** Inverter monitoring calls (spec 001 §7 with the paths the telemetry issue fixes). */
export function registerInverterRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route<{ Querystring: { psId: number } }>({
      method: 'GET',
      url: '/monitor/nbqRealData/list',
      access: ACCESS,
      schema: { querystring: { type: 'object', required: ['psId'], properties: { psId: psIdProperty } } },
      handler: async (request) => {
        const station = await visibleStation(app, request, request.query.psId);
        const nbqDatas = invertersOf(app, station).map((d) => inverterItem(app, station, d));
        return ok({
          count: nbqDatas.length,
          nbqDatas,
          nbqStates: deviceStateCounts(nbqDatas.map((d) => d.nbqState)),
        });
      },
    }),

    route<{ Params: { psId: number } }>({
      method: 'GET',
      url: '/monitor/nbqRealData/nbqRealState/:psId',
      access: ACCESS,
      schema: { params: { type: 'object', properties: { psId: psIdProperty } } },
      handler: async (request) => {
        const station = await visibleStation(app, request, request.params.psId);
        const items = invertersOf(app, station).map((d) => ({
          nbqState: liveValue(app, station.psId, d.equipType, d.collectId, 'nbqState') ?? 5,
        }));
        return ok({ total: items.length, states: deviceStateCounts(items.map((i) => i.nbqState)) });
      },
    }),

    route<{ Params: { psId: number } }>({
      method: 'GET',
      url: '/monitor/nbqRealData/nbqRealIndicator/:psId',
      access: ACCESS,
      schema: { params: { type: 'object', properties: { psId: psIdProperty } } },
      handler: async (request) => {
        const station = await visibleStation(app, request, request.params.psId);
        const ps = (code: string) => liveValue(app, station.psId, 'PS', 0, code);
        const inverters = invertersOf(app, station);
        const sum = (code: string) =>
          inverters.reduce((acc, d) => acc + (liveValue(app, station.psId, d.equipType, d.collectId, code) ?? 0), 0);
        const month = await monthGeneration(app, station);
        return ok({
          ACPower: ps('acPower'),
          DCPower: Math.round(sum('Pdc') * 100) / 100,
          powerUnit: 'kW',
          instRadiationTilt: ps('irradiance'),
          dayCapacity: ps('dayCap'),
          monthCapacity: month + (ps('dayCap') ?? 0),
          totalCapacity: ps('totalCap'),
          capUnit: 'kWh',
        });
      },
    }),

    route<{ Body: DeviceBody }>({
      method: 'POST',
      url: '/monitor/nbqRealData/realData',
      access: ACCESS,
      schema: { body: deviceBody },
      handler: async (request) => {
        const station = await visibleStation(app, request, request.body.psId);
        return ok(devicePoints(app, station, deviceOf(app, station, request.body)));
      },
    }),

    route<{ Body: DeviceBody }>({
      method: 'POST',
      url: '/monitor/nbqRealData/hlxData',
      access: ACCESS,
      schema: { body: deviceBody },
      handler: async (request) => {
        const station = await visibleStation(app, request, request.body.psId);
        const inverter = deviceOf(app, station, request.body);
        const hlxDcis = boxesOf(app, inverter).map((box) => {
          const hlxState = boxState(app, station, box);
          return {
            name: box.name,
            nbqName: inverter.name,
            hlxName: box.name,
            equipId: box.equipId,
            busVoltage: liveValue(app, station.psId, 'HLX', box.collectId, 'Ubus'),
            hlxState,
            commState: hlxState === 3 ? 0 : 1,
            dciMap: Object.fromEntries(branches(app, station, box).map((b) => [b.id, { value: b.value, state: b.state }])),
          };
        });
        return ok({ hlxDcis, branchNum: Number(station.params.hlx_branch_num ?? 8) });
      },
    }),

    route<{ Body: DeviceBody }>({
      method: 'POST',
      url: '/monitor/nbqRealData/powerCurve',
      access: ACCESS,
      schema: { body: deviceBody },
      handler: async (request) => {
        const station = await visibleStation(app, request, request.body.psId);
        const d = deviceOf(app, station, request.body);
        const day = requestedDay(station, request.body.date);
        const curves = await dayCurves(app, station, day, [
          { name: 'acPower', equipType: d.equipType, collectId: d.collectId, pointCode: 'P' },
          { name: 'dcPower', equipType: d.equipType, collectId: d.collectId, pointCode: 'Pdc' },
          { name: 'qxyData', equipType: 'PS', collectId: 0, pointCode: 'irradiance' },
        ]);
        return ok({ date: day, dateList: curves.dateList, ...curves.series });
      },
    }),

    ...(['hlxTotalCurve', 'nbqDciCurve'] as const).map((name) =>
      route<{ Body: DeviceBody }>({
        method: 'POST',
        url: `/monitor/nbqRealData/${name}`,
        access: ACCESS,
        schema: { body: deviceBody },
        handler: async (request) => {
          const station = await visibleStation(app, request, request.body.psId);
          const d = deviceOf(app, station, request.body);
          const day = requestedDay(station, request.body.date);
          // String inverters: the total current of each of their combiner boxes; others: each DC input.
          const wanted =
            d.equipType === 'JZNBQ'
              ? boxesOf(app, d).map((box) => ({
                  name: box.name,
                  equipType: 'HLX',
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
            hlxData: wanted.map((w) => ({ name: w.name, data: curves.series[w.name] })),
          });
        },
      }),
    ),
  ]);
}

/** Generation of the station's month so far, before today, from the daily statistics. */
async function monthGeneration(app: FastifyInstance, station: StationFacts): Promise<number> {
  const today = requestedDay(station, undefined);
  const row = await app.db
    .selectFrom('daily_stat')
    .select((eb) => eb.fn.sum<number>('generation').as('total'))
    .where('ps_id', '=', station.psId)
    .where('equip_id', '=', 0)
    .where('day', '>=', `${today.slice(0, 7)}-01`)
    .where('day', '<', today)
    .executeTakeFirst();
  return Math.round(Number(row?.total ?? 0) * 100) / 100;
}
