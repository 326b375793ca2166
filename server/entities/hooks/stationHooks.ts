import { ApiError } from '../../http/envelope';
import type { EntityHooks } from './types';
import { isTimeZone } from '../../../shared/stationDay';

/** A plant needs a real time zone (its day boundaries come from it); removing it takes its equipment along. */
export const stationHooks: EntityHooks = {
  async beforeWrite(_ctx, columns, body, mode) {
    if (body.timeZone !== undefined && !isTimeZone(String(body.timeZone)))
      throw new ApiError(400, 'server.station.timeZone', {}, 'timeZone');
    if (typeof body.country === 'string') columns.country = body.country.toUpperCase();
    if (mode === 'create') Object.assign(columns, { state: 1, redirect_mname: null });
  },

  async afterWrite({ app }, id) {
    app.stationCache.forget(id);
  },

  async beforeRemove({ db, app }, ids) {
    const channels = db.selectFrom('channel').select('channel_id').where('ps_id', 'in', ids);
    await db.deleteFrom('channel_point').where('channel_id', 'in', channels).execute();
    for (const table of [
      'ps_param',
      'ps_attachment',
      'equipment',
      'svg_config',
      'tag_station',
      'user_collection',
      'channel',
      'tariff',
    ])
      await db.deleteFrom(table).where('ps_id', 'in', ids).execute();
    for (const id of ids) app.stationCache.forget(id);
  },
};
