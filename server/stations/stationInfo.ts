import type { Db } from '../db/database';
import { stationDtos } from './stationDto';

/** One station as its detail page and the cache give it: the DTO with its parameters, the enabled ones as a map too. */
export async function stationInfo(db: Db, psId: number) {
  const row = await db.selectFrom('power_station').selectAll().where('ps_id', '=', psId).executeTakeFirstOrThrow();
  const [dto] = await stationDtos(db, [row]);
  const params = await db
    .selectFrom('ps_param')
    .select(['param_name', 'param_code', 'param_value', 'status', 'sort'])
    .where('ps_id', '=', psId)
    .orderBy('sort')
    .execute();
  return {
    ...dto!,
    params: Object.fromEntries(params.filter((p) => p.status === '0').map((p) => [p.param_code, p.param_value])),
    paramList: params.map((p) => ({
      paramName: p.param_name,
      paramCode: p.param_code,
      paramValue: p.param_value,
      status: p.status,
      sort: p.sort,
    })),
  };
}

/** What the station cache holds. */
export type StationInfo = Awaited<ReturnType<typeof stationInfo>>;
