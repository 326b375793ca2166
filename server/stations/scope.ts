import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Tables } from '../db/tables';
import type { Principal } from '../auth/principal';
import { ApiError } from '../http/envelope';

type StationQuery<O> = SelectQueryBuilder<Tables, 'power_station', O>;

/**
 * Limits a station query to the caller's departments (admin sees every station) and, for a user limited to
 * chosen plants, to those.
 */
export function withinScope<O>(query: StationQuery<O>, caller: Principal): StationQuery<O> {
  if (caller.deptScope === null) return query;
  if (caller.deptScope.length === 0 || caller.plantScope?.length === 0) return query.where('power_station.ps_id', '=', -1);
  const inDepartments = query.where('power_station.dept_id', 'in', caller.deptScope);
  return caller.plantScope ? inDepartments.where('power_station.ps_id', 'in', caller.plantScope) : inDepartments;
}

/** Whether the caller sees a station: the rule of `withinScope`, for stations in memory. */
export function seesStation(caller: Principal, station: { psId: number; deptId: number }): boolean {
  if (caller.deptScope === null) return true;
  return caller.deptScope.includes(station.deptId) && (caller.plantScope === null || caller.plantScope.includes(station.psId));
}

/** The ids among `psIds` the caller may see, in the order asked. */
export async function visibleAmong(db: Db, caller: Principal, psIds: number[]): Promise<number[]> {
  const rows = await withinScope(db.selectFrom('power_station').select('ps_id'), caller).where('ps_id', 'in', psIds).execute();
  const visible = new Set(rows.map((r) => r.ps_id));
  return psIds.filter((id) => visible.has(id));
}

/** Refuses a station outside the caller's scope exactly like a missing one, so ids do not leak. */
export async function requireVisibleStation(db: Db, caller: Principal, psId: number): Promise<void> {
  const row = await withinScope(db.selectFrom('power_station').select('ps_id'), caller)
    .where('ps_id', '=', psId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'server.station.notFound', { psId });
}

/** A LIKE pattern that matches `text` literally, case-insensitively (used with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
