import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Principal } from '../auth/principal';
import { ApiError } from '../http/envelope';
import { translatorFor } from '../http/language';
import { callerOf } from '../http/route';
import { keyField, type EntityDefinition } from './definition';
import type { EntityAccess } from './entityAccess';

type Row = Record<string, unknown>;

/**
 * Rows with an owner that the caller may read: his own, and the shared ones whose owner belongs to a group
 * on the caller's department path (a row shared with a group reaches the groups below it).
 */
export function readableByOwner(
  eb: ExpressionBuilder<any, any>,
  def: EntityDefinition,
  users: EntityDefinition,
  caller: Principal,
) {
  const rule = def.owner!;
  const owner = `${def.table}.${def.fields[rule.field]!.column}`;
  const own = eb(owner, '=', caller.userId);
  if (!rule.shared) return own;
  const ofGroup = eb
    .selectFrom(users.table)
    .select(`${users.table}.${users.fields[keyField(users)]!.column}`)
    .where(`${users.table}.${users.fields[users.deptField!]!.column}`, 'in', caller.deptPath);
  return eb.or([own, eb.and([eb(`${def.table}.${def.fields[rule.shared]!.column}`, '=', 1), eb(owner, 'in', ofGroup)])]);
}

/**
 * The rows among `ids` the caller may see but not change, each with the reason's message: another user's
 * row, or a row that rows outside his scope use (a point table of other groups' devices). Administrators
 * change everything.
 */
export async function lockedAmong(access: EntityAccess, request: FastifyRequest, ids: number[]): Promise<Map<number, string>> {
  const locked = new Map<number, string>();
  const caller = callerOf(request);
  if (caller.deptScope === null || !ids.length) return locked;
  const { def, db } = access;
  const t = translatorFor(request);
  if (def.owner) {
    const owner = def.fields[def.owner.field]!.column;
    const foreign = await db
      .selectFrom(def.table)
      .select(access.keyColumn)
      .where(access.keyColumn, 'in', ids)
      .where((eb) => eb.or([eb(owner, '!=', caller.userId), eb(owner, 'is', null)]))
      .execute();
    for (const r of foreign) locked.set(Number(r[access.keyColumn]), t('server.auth.notOwner'));
  }
  for (const use of def.usedBy ?? []) {
    const user = access.other(use.entity);
    const column = user.def.fields[use.field]!.column;
    const uses = async (query: ReturnType<EntityAccess['query']>) => {
      const rows = await query
        .where(column, 'in', ids)
        .select((eb) => [column, eb.fn.countAll().as('n')])
        .groupBy(column)
        .execute();
      return new Map(rows.map((r) => [Number(r[column]), Number(r.n)]));
    };
    const visible = await uses(user.query(request));
    for (const [id, n] of await uses(db.selectFrom(user.def.table))) {
      if (n > (visible.get(id) ?? 0) && !locked.has(id))
        locked.set(id, t('server.auth.usedElsewhere', { entity: t(user.def.title) }));
    }
  }
  return locked;
}

/** Refuses (403) a change of rows the caller may see but not change (see lockedAmong). */
export async function requireChangeable(access: EntityAccess, request: FastifyRequest, ids: number[]): Promise<void> {
  const [reason] = (await lockedAmong(access, request, ids)).values();
  if (reason) throw new ApiError(403, 'server.auth.forbidden', {}, undefined, reason);
}

/** Refuses a write of child rows (given by field) whose parent the caller may not change: a shared table's points. */
export async function requireParentsChangeable(access: EntityAccess, request: FastifyRequest, rows: Row[]): Promise<void> {
  for (const { parent, field } of access.parents()) {
    const ids = [...new Set(rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined))].map(Number);
    await requireChangeable(parent, request, ids);
  }
}

/**
 * Marks the listed rows the caller may see but not change, or whose parent he may not change, with
 * `locked: true`: the page then offers no edit or delete the server would refuse.
 */
export async function markLocked(access: EntityAccess, request: FastifyRequest, dtos: Row[]): Promise<void> {
  if (callerOf(request).deptScope === null) return;
  const idsOf = (field: string) =>
    [...new Set(dtos.map((d) => d[field]).filter((v) => v !== null && v !== undefined))].map(Number);
  const own = await lockedAmong(access, request, idsOf(access.key));
  const parents = await Promise.all(
    access.parents().map(async ({ parent, field }) => ({ field, locked: await lockedAmong(parent, request, idsOf(field)) })),
  );
  for (const dto of dtos) {
    if (own.has(Number(dto[access.key])) || parents.some((p) => p.locked.has(Number(dto[p.field])))) dto.locked = true;
  }
}
