import fs from 'node:fs';
import path from 'node:path';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { EquipmentTable, Tables } from '../db/tables';
import { DEMO_STATIONS, type DemoStation } from './demoFleet';
import { stationPhotoSvg } from './stationPhoto';
import { ownStreamPath } from '../../shared/cameraStream';
import { COUNTRY_TIME_ZONES, GROWTH_PLACES, plantName } from './growthPlaces';

/** The largest fleet DEMO_STATIONS may ask for: beyond it a demo stops being a demo. */
export const MAX_DEMO_STATIONS = 5000;

/**
 * How many stations the demo fleet should have: `DEMO_STATIONS`, default (and at least) the 28 of the
 * demo fleet. A value that is not a whole number stops the start, so a typo cannot pass unnoticed.
 */
export function demoStationTarget(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.DEMO_STATIONS?.trim();
  if (!text) return DEMO_STATIONS.length;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_DEMO_STATIONS)
    throw new Error(`DEMO_STATIONS must be a whole number from 1 to ${MAX_DEMO_STATIONS}, not "${text}"`);
  return Math.max(DEMO_STATIONS.length, n);
}

type Country = DemoStation['country'];
type StationRow = Selectable<Tables['power_station']>;
type DeviceRow = Selectable<EquipmentTable>;

/** A small spread around a town, the same on every start (so a re-created store draws the same map). */
function spread(index: number, scale: number): number {
  const x = Math.sin(index * 12.9898 + scale * 78.233) * 43758.5453;
  return (x - Math.floor(x) - 0.5) * scale;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * Copies a template's devices to a new station in the template's order (screens list devices in it), keeping
 * the tree and the point tables; serial numbers are the station's own. Devices go in as runs of rows whose
 * parents are already in, so a plant takes a few statements instead of one per device.
 */
async function cloneDevices(trx: Transaction<Tables>, psId: number, devices: DeviceRow[]): Promise<void> {
  const newIds = new Map<number, number>();
  const inside = new Set(devices.map((d) => d.equip_id));
  const placeable = (d: DeviceRow) => d.parent_id === null || !inside.has(d.parent_id) || newIds.has(d.parent_id);
  let from = 0;
  while (from < devices.length) {
    let to = from + 1;
    while (to < devices.length && placeable(devices[to]!)) to++;
    const run = devices.slice(from, to);
    const values: Insertable<EquipmentTable>[] = run.map(({ equip_id: _id, ...d }) => ({
      ...d,
      ps_id: psId,
      parent_id: d.parent_id === null ? null : (newIds.get(d.parent_id) ?? null),
      sn: `${d.equip_type}${String(psId).padStart(3, '0')}${String(d.collect_id).padStart(4, '0')}`,
    }));
    const rows = await trx.insertInto('equipment').values(values).returning(['equip_id', 'equip_type', 'collect_id']).execute();
    // A plant's device is unique by type and collector number, so the answer is matched by those, not by order.
    for (const row of rows) {
      const source = run.find((d) => d.equip_type === row.equip_type && d.collect_id === row.collect_id);
      if (source) newIds.set(source.equip_id, row.equip_id);
    }
    from = to;
  }
  // A camera that showed the portal's own test stream shows it under its own id.
  for (const d of devices)
    if (d.stream_url !== null && d.stream_url === ownStreamPath(d.equip_id) && newIds.has(d.equip_id))
      await trx
        .updateTable('equipment')
        .set({ stream_url: ownStreamPath(newIds.get(d.equip_id)!) })
        .where('equip_id', '=', newIds.get(d.equip_id)!)
        .execute();
}

/**
 * Grows a freshly seeded demo fleet to `target` stations (DEMO_STATIONS, for load tests and the 500-station
 * bench): each extra station is a copy of one of the seeded ones in turn (type, capacity, parameters, devices,
 * labels, remote setting), given its own name, code, photo and a place near a town of the same country, so
 * the simulator runs it like any other. Answers how many stations were added.
 */
export async function growDemoFleet(db: Db, dataDir: string, target: number): Promise<number> {
  const templates: StationRow[] = await db.selectFrom('power_station').selectAll().orderBy('ps_id').execute();
  const missing = target - templates.length;
  if (missing <= 0 || templates.length === 0) return 0;
  const ids = templates.map((t) => t.ps_id);
  const params = groupBy(await db.selectFrom('ps_param').selectAll().where('ps_id', 'in', ids).execute(), (r) => r.ps_id);
  const devices = groupBy(
    await db.selectFrom('equipment').selectAll().where('ps_id', 'in', ids).orderBy('equip_id').execute(),
    (r) => r.ps_id,
  );
  const tags = groupBy(await db.selectFrom('tag_station').selectAll().where('ps_id', 'in', ids).execute(), (r) => r.ps_id);
  const tariffs = groupBy(await db.selectFrom('tariff').selectAll().where('ps_id', 'in', ids).execute(), (r) => r.ps_id);
  const demoByName = new Map(DEMO_STATIONS.map((s) => [s.name, s]));
  const names = new Set(templates.map((t) => t.ps_name));
  const placed = new Map<string, number>();
  const photoDir = path.join(dataDir, 'uploads', 'station');
  fs.mkdirSync(photoDir, { recursive: true });
  const now = Date.now();
  let order = Math.max(...templates.map((t) => t.order_num));

  await db.transaction().execute(async (trx) => {
    for (let k = 0; k < missing; k++) {
      const template = templates[k % templates.length]!;
      const country = template.country as Country;
      const places = GROWTH_PLACES[country];
      const nth = placed.get(country) ?? 0;
      placed.set(country, nth + 1);
      const [town, district, latitude, longitude, zone] = places?.[nth % places.length] ?? [
        template.ps_name,
        template.district ?? '',
        template.latitude,
        template.longitude,
      ];
      const base = places ? plantName(country, template.ps_type as DemoStation['type'], town) : template.ps_name;
      let name = base;
      for (let i = 2; names.has(name); i++) name = `${base} ${i}`;
      names.add(name);
      const number = templates.length + k + 1;
      const { ps_id: psId } = await trx
        .insertInto('power_station')
        .values({
          ...template,
          ps_id: undefined,
          ps_name: name,
          ps_code: `${country}-${template.ps_type}-${String(number).padStart(3, '0')}`,
          district,
          address: `${town}, ${district}, ${country}`,
          latitude: Math.round((latitude + spread(k, 0.3)) * 1000) / 1000,
          longitude: Math.round((longitude + spread(k, 0.45)) * 1000) / 1000,
          time_zone: zone ?? COUNTRY_TIME_ZONES[country] ?? template.time_zone,
          state: 1,
          order_num: ++order,
          created_at: now,
        })
        .returning('ps_id')
        .executeTakeFirstOrThrow();

      const stationParams = params.get(template.ps_id) ?? [];
      if (stationParams.length)
        await trx
          .insertInto('ps_param')
          .values(stationParams.map(({ param_id: _id, ...p }) => ({ ...p, ps_id: psId })))
          .execute();
      await cloneDevices(trx, psId, devices.get(template.ps_id) ?? []);
      const stationTariffs = tariffs.get(template.ps_id) ?? [];
      if (stationTariffs.length)
        await trx
          .insertInto('tariff')
          .values(stationTariffs.map(({ tariff_id: _id, ...t }) => ({ ...t, ps_id: psId })))
          .execute();
      const stationTags = tags.get(template.ps_id) ?? [];
      if (stationTags.length)
        await trx
          .insertInto('tag_station')
          .values(stationTags.map((t) => ({ tag_id: t.tag_id, ps_id: psId })))
          .execute();
      const demo = demoByName.get(template.ps_name);
      if (demo) {
        fs.writeFileSync(path.join(photoDir, `${psId}.svg`), stationPhotoSvg(demo, psId));
        await trx
          .insertInto('ps_attachment')
          .values({ ps_id: psId, att_name: `${name}.svg`, att_url: `/profile/station/${psId}.svg`, created_at: now })
          .execute();
      }
    }
  });
  return missing;
}
