import type { Db } from '../db/database';

/** Equipment families the station menu depends on (spec 000 §2). */
export interface EquipmentFlags {
  /** Box transformers. */
  XB: boolean;
  /** Central inverters. */
  ZCNBQ: boolean;
  /** Combiner (confluence) boxes. */
  HLX: boolean;
  /** Cameras. */
  TV: boolean;
}

export async function equipmentFlags(db: Db, psId: number): Promise<EquipmentFlags> {
  const rows = await db.selectFrom('equipment').select('equip_type').distinct().where('ps_id', '=', psId).execute();
  const types = new Set(rows.map((r) => r.equip_type));
  return { XB: types.has('XB'), ZCNBQ: types.has('ZCNBQ'), HLX: types.has('HLX'), TV: types.has('TV') };
}

export async function hasDiagram(db: Db, psId: number): Promise<boolean> {
  const row = await db.selectFrom('svg_config').select('svg_id').where('ps_id', '=', psId).executeTakeFirst();
  return Boolean(row);
}
