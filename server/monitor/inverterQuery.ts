import type { FastifyInstance } from 'fastify';
import type { DcEntry } from '../../shared/contracts/monitor';
import { INVERTER_TYPES, branchCount, branchCurrentPrefix } from '../telemetry/deviceStates';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import { requestedDay } from './curves';
import { deviceReadings, liveValue } from './liveValues';
import { round2 } from './fleetFigures';
import { EQUIP, isOfFamily } from '../../shared/deviceTypes';

/*
 * What the inverter screens read from the live store: inverters in screen order, their cards, combiner boxes
 * and branches. Route files (inverter, home and station-home routes) share these instead of importing each other.
 */

/** Inverters in the order of the screens (spec-digest 001 §2.1): string, central, grid-connected. */
export function invertersOf(app: FastifyInstance, station: StationFacts): Device[] {
  const devices = app.telemetry.registry.devicesOf(station.psId);
  return INVERTER_TYPES.flatMap((type) => devices.filter((d) => d.equipType === type));
}

/** The branches of a combiner box or inverter: value and state of each (state 3 when not connected). */
export function branches(app: FastifyInstance, station: StationFacts, device: Device) {
  const prefix = branchCurrentPrefix(device);
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
export function boxState(app: FastifyInstance, station: StationFacts, box: Device): number {
  return liveValue(app, station.psId, box.equipType, box.collectId, 'hlxState') ?? 3;
}

export function boxesOf(app: FastifyInstance, inverter: Device): Device[] {
  return app.telemetry.registry.childrenOf(inverter.equipId).filter((d) => isOfFamily(d.equipType, 'combinerBox'));
}

/** One inverter card (spec-digest 001 §3, inverter list item). */
export function inverterItem(app: FastifyInstance, station: StationFacts, d: Device) {
  const v = (code: string) => liveValue(app, station.psId, d.equipType, d.collectId, code);
  // The card shows a silent inverter's last figures, dimmed with their age; its state says interrupted.
  const { values, quality, time } = deviceReadings(app, station.psId, d.equipType, d.collectId, ['P', 'DayE']);
  const acPower = values.P ?? null;
  const dayCap = values.DayE ?? null;
  const peak = d.peakPower ?? 0;
  let dciDatas: DcEntry[];
  let extra: object = {};
  if (d.equipType === EQUIP.stringInverter) {
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
        totali: liveValue(app, station.psId, box.equipType, box.collectId, 'Itotal'),
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
    quality,
    time,
  };
}

/** How many devices are in each of the states 1-5 (inverters and turbines share the codes, spec-digest 001 §4). */
export function deviceStateCounts(states: number[]) {
  const counts: Record<1 | 2 | 3 | 4 | 5, number> & Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const state of states) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
}

/** Generation of the station's month so far, before today, from the daily statistics. */
export async function monthGeneration(app: FastifyInstance, station: StationFacts): Promise<number> {
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
