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
 * Refuses (403) a change of rows the caller may see but not change: another user's row, or a row that rows
 * outside his scope use (a point table of other groups' devices). Administrators change everything.
 */
export async function requireChangeable(access: EntityAccess, request: FastifyRequest, ids: number[]): Promise<void> {
  const caller = callerOf(request);
  if (caller.deptScope === null || !ids.length) return;
  const { def, db } = access;
  if (def.owner) {
    const owner = def.fields[def.owner.field]!.column;
    const foreign = await db
      .selectFrom(def.table)
      .select(access.keyColumn)
      .where(access.keyColumn, 'in', ids)
      .where((eb) => eb.or([eb(owner, '!=', caller.userId), eb(owner, 'is', null)]))
      .executeTakeFirst();
    if (foreign) throw new ApiError(403, 'server.auth.notOwner');
  }
  for (const use of def.usedBy ?? []) {
    const user = access.other(use.entity);
    const column = user.def.fields[use.field]!.column;
    const count = async (query: ReturnType<EntityAccess['query']>) => {
      const row = await query
        .where(column, 'in', ids)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    if ((await count(db.selectFrom(user.def.table))) > (await count(user.query(request)))) {
      const t = translatorFor(request);
      throw new ApiError(
        403,
        'server.auth.usedElsewhere',
        {},
        undefined,
        t('server.auth.usedElsewhere', { entity: t(user.def.title) }),
      );
    }
  }
}

/** Refuses a write of child rows (given by field) whose parent the caller may not change: a shared table's points. */
export async function requireParentsChangeable(access: EntityAccess, request: FastifyRequest, rows: Row[]): Promise<void> {
  for (const { parent, field } of access.parents()) {
    const ids = [...new Set(rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined))].map(Number);
    await requireChangeable(parent, request, ids);
  }
}
