import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import { containsPattern, withinScope } from './scope';

export type { StationFilterQuery } from '../../shared/stationDto';

/** Filters of the station list and the advanced search, parsed (spec-digest 000 §3, station filter and list query). */
export interface StationFilter {
  psName?: string;
  state?: number;
  psType?: string;
  psTypes?: string[];
  pvType?: string;
  capacityMin?: number;
  capacityMax?: number;
  tagIds?: number[];
  /** Only the caller's favourites. */
  follow?: boolean;
}

/** The filtered, scoped station query without paging; callers add select, order and limits. */
export function filteredStations(db: Db, caller: Principal, f: StationFilter) {
  let q = withinScope(db.selectFrom('power_station'), caller);
  if (f.psName?.trim())
    q = q.where(sql<string>`lower(ps_name)`, 'like', sql<string>`${containsPattern(f.psName.trim())} escape '\\'`);
  if (f.state !== undefined) q = q.where('state', '=', f.state);
  if (f.psType) q = q.where('ps_type', '=', f.psType);
  if (f.psTypes?.length) q = q.where('ps_type', 'in', f.psTypes);
  if (f.pvType) q = q.where('pv_type', '=', f.pvType);
  if (f.capacityMin !== undefined) q = q.where('capacity', '>=', f.capacityMin);
  if (f.capacityMax !== undefined) q = q.where('capacity', '<=', f.capacityMax);
  if (f.tagIds) {
    const tagIds = f.tagIds.length ? f.tagIds : [-1];
    q = q.where('ps_id', 'in', (eb) =>
      eb.selectFrom('tag_station').select('tag_station.ps_id').where('tag_station.tag_id', 'in', tagIds),
    );
  }
  if (f.follow) {
    q = q.where('ps_id', 'in', (eb) =>
      eb.selectFrom('user_collection').select('user_collection.ps_id').where('user_collection.user_id', '=', caller.userId),
    );
  }
  return q;
}

export function parseIdList(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  return text.split(',').map((s) => Number(s.trim()));
}

/**
 * The navigator's label filter: of the labels asked for, those the caller may read. Another user's private
 * label selects nothing, so it cannot tell which plants carry it.
 */
export async function readableLabels(
  app: FastifyInstance,
  request: FastifyRequest,
  text: string | undefined,
): Promise<number[] | undefined> {
  const ids = parseIdList(text);
  return ids && app.entities.access('label').visibleIds(request, ids);
}

export function parseTypeList(text: string | undefined): string[] | undefined {
  const list = (text ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return list.length ? list : undefined;
}
