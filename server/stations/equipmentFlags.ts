import type { Db } from '../db/database';
import { EQUIP } from '../../shared/deviceTypes';

/** Equipment families the spec names for the station menu (spec-digest 000 §2), as `psEqType` answers them. */
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

/** The device types a station has: a station-menu entry needing a type it lacks is removed. */
export async function equipmentTypes(db: Db, psId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('equipment').select('equip_type').distinct().where('ps_id', '=', psId).execute();
  return new Set(rows.map((r) => r.equip_type));
}

export async function equipmentFlags(db: Db, psId: number): Promise<EquipmentFlags> {
  const types = await equipmentTypes(db, psId);
  return {
    XB: types.has(EQUIP.boxTransformer),
    ZCNBQ: types.has(EQUIP.centralInverter),
    HLX: types.has(EQUIP.combinerBox),
    TV: types.has(EQUIP.camera),
  };
}

export async function hasDiagram(db: Db, psId: number): Promise<boolean> {
  const row = await db.selectFrom('svg_config').select('svg_id').where('ps_id', '=', psId).executeTakeFirst();
  return Boolean(row);
}
