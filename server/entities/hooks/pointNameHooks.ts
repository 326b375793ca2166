import { translatorFor } from '../../http/language';
import { pointName } from '../../telemetry/catalogue/pointNames';
import type { EntityHooks } from './types';

/** A point table's points: a point the catalogue named reads in the reader's language (pointNames.ts). */
export const pointDefHooks: EntityHooks = {
  async decorate({ db, request }, rows) {
    const configIds = [...new Set(rows.map((r) => Number(r.pointConfigId)))];
    if (!configIds.length) return;
    const configs = await db
      .selectFrom('point_config')
      .select(['point_config_id', 'equip_type'])
      .where('point_config_id', 'in', configIds)
      .execute();
    const typeOf = new Map(
      configs.map((c: { point_config_id: number; equip_type: string }) => [c.point_config_id, c.equip_type]),
    );
    const t = translatorFor(request);
    for (const r of rows) {
      const equipType = typeOf.get(Number(r.pointConfigId));
      if (equipType) r.description = pointName(t, equipType, String(r.pointCode), String(r.description));
    }
  },
};

/** A channel's points, named like the catalogue's points of their device type. */
export const channelPointHooks: EntityHooks = {
  async decorate({ request }, rows) {
    const t = translatorFor(request);
    for (const r of rows)
      if (typeof r.pointName === 'string' && r.equipType)
        r.pointName = pointName(t, String(r.equipType), String(r.pointCode), r.pointName);
  },
};
