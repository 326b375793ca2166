import type { Db } from '../db/database';
import type { QuotaRecalculationTable } from '../db/tables';
import type { RecalculationState } from '../../shared/quotaDto';

/** How often a node says its jobs are still alive, and how long a silent job counts as cut off. */
export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;

const LIVE = ['queued', 'running'];

/** What a node records when it takes a plant's slot. */
export interface JobStart {
  psId: number;
  psName: string;
  from: string;
  to: string;
  state: 'queued' | 'running';
  startedBy: string;
  nodeId: string;
}

/**
 * Takes the plant's slot: writes its job row unless another live job holds it. One conditional upsert, so two
 * requests (on one node or on two sharing the store) cannot both win; a job whose node fell silent gives way.
 */
export async function claimSlot(db: Db, job: JobStart, now = Date.now()): Promise<boolean> {
  const row: QuotaRecalculationTable = {
    ps_id: job.psId,
    ps_name: job.psName,
    day_from: job.from,
    day_to: job.to,
    days: 0,
    done: 0,
    state: job.state,
    started_by: job.startedBy,
    started_at: now,
    finished_at: null,
    node_id: job.nodeId,
    heartbeat_at: now,
    cancel_requested: 0,
  };
  const { ps_id: _key, ...update } = row;
  const result = await db
    .insertInto('quota_recalculation')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('ps_id')
        .doUpdateSet(update)
        .where((eb) =>
          eb.or([eb('quota_recalculation.state', 'not in', LIVE), eb('quota_recalculation.heartbeat_at', '<', now - STALE_MS)]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Changes this node's job of a plant; answers whether someone asked to cancel it (any node may). */
export async function updateJob(
  db: Db,
  psId: number,
  nodeId: string,
  change: Partial<Pick<QuotaRecalculationTable, 'days' | 'done' | 'state' | 'finished_at'>>,
): Promise<boolean> {
  await db
    .updateTable('quota_recalculation')
    .set({ ...change, heartbeat_at: Date.now() })
    .where('ps_id', '=', psId)
    .where('node_id', '=', nodeId)
    .execute();
  const row = await db.selectFrom('quota_recalculation').select('cancel_requested').where('ps_id', '=', psId).executeTakeFirst();
  return row?.cancel_requested === 1;
}

/** Tells the store this node's jobs are alive. */
export async function heartbeat(db: Db, nodeId: string, psIds: number[]): Promise<void> {
  if (!psIds.length) return;
  await db
    .updateTable('quota_recalculation')
    .set({ heartbeat_at: Date.now() })
    .where('node_id', '=', nodeId)
    .where('ps_id', 'in', psIds)
    .where('state', 'in', LIVE)
    .execute();
}

/** Asks the node running a plant's job to stop it; false when none runs. */
export async function requestCancel(db: Db, psId: number): Promise<boolean> {
  const result = await db
    .updateTable('quota_recalculation')
    .set({ cancel_requested: 1 })
    .where('ps_id', '=', psId)
    .where('state', 'in', LIVE)
    .where('heartbeat_at', '>=', Date.now() - STALE_MS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * After a start, the jobs a dead process left live are reported interrupted: every such job of this node, or
 * with no other node possible (no REDIS_URL) every one, and anywhere those whose node has fallen silent.
 */
export async function reportInterrupted(db: Db, nodeId: string, onlyNode: boolean): Promise<number> {
  const now = Date.now();
  let query = db.updateTable('quota_recalculation').set({ state: 'interrupted', finished_at: now }).where('state', 'in', LIVE);
  if (onlyNode) query = query.where((eb) => eb.or([eb('node_id', '=', nodeId), eb('heartbeat_at', '<', now - STALE_MS)]));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The jobs of these plants, newest first; a live job whose node fell silent reads as interrupted. */
export async function readJobs(db: Db, psIds: number[]): Promise<RecalculationState[]> {
  if (!psIds.length) return [];
  const rows = await db
    .selectFrom('quota_recalculation')
    .selectAll()
    .where('ps_id', 'in', psIds)
    .orderBy('started_at', 'desc')
    .execute();
  const stale = Date.now() - STALE_MS;
  return rows.map((r) => ({
    psId: r.ps_id,
    psName: r.ps_name,
    from: r.day_from,
    to: r.day_to,
    days: r.days,
    done: r.done,
    state: (LIVE.includes(r.state) && r.heartbeat_at < stale ? 'interrupted' : r.state) as RecalculationState['state'],
    startedBy: r.started_by,
    startedAt: Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  }));
}
