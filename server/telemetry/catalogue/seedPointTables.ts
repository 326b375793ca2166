import type { Db } from '../../db/database';
import { POINT_TABLES } from './pointTables';

/** Writes the default point tables into an empty store; answers the configuration id by type and model. */
export async function seedPointTables(db: Db): Promise<Map<string, number>> {
  const existing = await db.selectFrom('point_config').select(['point_config_id', 'equip_type', 'model_name']).execute();
  const ids = new Map(existing.map((c) => [`${c.equip_type}|${c.model_name}`, c.point_config_id]));
  if (existing.length) return ids;
  for (const [order, table] of POINT_TABLES.entries()) {
    const { point_config_id: id } = await db
      .insertInto('point_config')
      .values({
        ps_id: null,
        equip_type: table.equipType,
        model_name: table.model,
        equip_range: null,
        history_minutes: 5,
        peak_valley: 0,
        order_num: order,
        remark: null,
      })
      .returning('point_config_id')
      .executeTakeFirstOrThrow();
    ids.set(`${table.equipType}|${table.model}`, id);
    await db
      .insertInto('point_def')
      .values(
        table.points.map((p, i) => ({
          point_config_id: id,
          point_code: p.code,
          db_code: p.code.toLowerCase(),
          description: p.name,
          point_type: p.type,
          unit: p.unit ?? null,
          show_in_list: 1,
          show_in_card: p.card ? 1 : 0,
          history_minutes: p.history ?? 0,
          alarm_flag: p.alarm ? 1 : 0,
          event_level: p.alarm ?? 0,
          calc_type: 'point',
          formula: null,
          upper_limit: p.upper ?? null,
          lower_limit: p.lower ?? null,
          min_value: p.min ?? null,
          max_value: p.max ?? null,
          options: p.options ?? null,
          order_num: i,
        })),
      )
      .execute();
  }
  return ids;
}
