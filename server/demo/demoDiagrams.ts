import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Tables } from '../db/tables';
import { singleLineDiagram, type SldDevice } from './singleLineDiagram';

/** The codes the demo seed gives its plants (`DK-ES-018`): only those get a generated drawing. */
const DEMO_PLANT_CODE = /^[A-Z]{2}-(ES|PVES)-\d{3,}$/;

/** The name the drawings carry in the diagram list (information management). */
export const DEMO_DIAGRAM_NAME = 'Single-line diagram';

/**
 * Gives every demo storage and PV-plus-storage plant that has no diagram its single-line diagram, drawn
 * from the devices the store holds, as its master diagram: on the first start right after the seed, and on
 * a store seeded before diagrams existed. The file goes where an upload would go, so the drawing is served,
 * listed and replaced exactly like an uploaded one. It skips the upload's sanitizer: our own templates draw
 * only what the diagram policy keeps (a test holds them to that), and at a thousand plants sanitizing would
 * take most of the first start. A plant that has any diagram (an upload, or the drawing of an earlier start)
 * is left alone.
 */
export async function storeDemoDiagrams(db: Db, dataDir: string): Promise<number> {
  const plants = await db
    .selectFrom('power_station')
    .select(['ps_id', 'ps_name', 'ps_type', 'ps_code', 'capacity', 'battery_capacity'])
    .where('ps_type', 'in', ['ES', 'PVES'])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('svg_config').select('svg_id').whereRef('svg_config.ps_id', '=', 'power_station.ps_id'))),
    )
    .orderBy('ps_id')
    .execute();
  const demo = plants.filter((p) => DEMO_PLANT_CODE.test(p.ps_code ?? ''));
  if (demo.length === 0) return 0;
  for (const plant of demo) await storeSingleLineDiagram(db, dataDir, plant);
  return demo.length;
}

type Plant = Pick<Selectable<Tables['power_station']>, 'ps_id' | 'ps_name' | 'ps_type' | 'capacity' | 'battery_capacity'>;

/**
 * Draws a storage or PV-plus-storage plant's single-line diagram from the devices the store holds and stores
 * it as the plant's master diagram, where an upload would go (a demo plant on first start, a registered one).
 */
export async function storeSingleLineDiagram(db: Db, dataDir: string, plant: Plant): Promise<void> {
  const dir = path.join(dataDir, 'uploads', 'diagram');
  await fs.mkdir(dir, { recursive: true });
  const devices = await db
    .selectFrom('equipment')
    .select(['equip_id', 'equip_type', 'collect_id', 'equip_name', 'model', 'peak_power', 'parent_id', 'place'])
    .where('ps_id', '=', plant.ps_id)
    .orderBy('order_num')
    .execute();
  const drawing = singleLineDiagram({
    psId: plant.ps_id,
    psName: plant.ps_name,
    psType: plant.ps_type,
    capacity: Number(plant.capacity ?? 0),
    batteryCapacity: Number(plant.battery_capacity ?? 0),
    devices: devices.map((d): SldDevice => ({
      equipId: d.equip_id,
      equipType: d.equip_type,
      collectId: d.collect_id,
      name: d.equip_name,
      model: d.model,
      peakPower: d.peak_power === null ? null : Number(d.peak_power),
      parentId: d.parent_id,
      place: d.place,
    })),
  });
  const name = `${crypto.randomBytes(12).toString('base64url')}.svg`;
  await fs.writeFile(path.join(dir, name), drawing);
  await db
    .insertInto('svg_config')
    .values({
      ps_id: plant.ps_id,
      svg_name: DEMO_DIAGRAM_NAME,
      svg_path: `/profile/diagram/${name}`,
      is_master: 1,
      uploaded_at: Date.now(),
    })
    .execute();
}
