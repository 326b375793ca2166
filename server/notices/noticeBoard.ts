import fs from 'node:fs/promises';
import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import type { FileStore } from '../files/fileStore';
import { svgSanitizer } from '../files/svgOffThread';
import { ApiError } from '../http/envelope';
import { countRows, onePage, type PageRequest } from '../http/pagination';
import type { BodyOf } from '../../shared/contracts/common';
import type { publishNotice } from '../../shared/contracts/notices';
import { mayChange, unreadBy, visibleTo } from './noticeScope';

/**
 * What a publisher sends (its contract's body): the body is HTML from the editor, sanitized here before it is
 * stored; empty `deptIds` address everyone (administrators only); the attachments are uploads of the publisher
 * (POST /office/notice/upload) or files the notice already had, in order.
 */
export type NoticeDraft = BodyOf<typeof publishNotice>;

export interface NoticeListQuery extends PageRequest {
  /** 1: only notices the caller has not read. */
  unread?: number;
}

/** The folder and field under which notice attachments are uploaded (sys_upload). */
export const NOTICE_UPLOAD = { entity: 'notice', field: 'attachment' } as const;

/**
 * The notices of the portal (docs/notices.md): who may see, publish, change and withdraw which, who has read
 * what, and the attachments, which follow their notice: readable by its readers, deleted with it.
 */
export class NoticeBoard {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
  ) {
    files.addOwner({
      holds: async (url) => Boolean(await this.attachment(url)),
      mayRead: async (caller, url) => {
        const held = await this.attachment(url);
        return Boolean(held && (await this.find(caller, held.notice_id)));
      },
    });
  }

  /** A page of the notices the caller sees, pinned first and newest first, each with whether it was read. */
  async list(caller: Principal, q: NoticeListQuery) {
    let query = this.db.selectFrom('notice').where(visibleTo(caller));
    if (q.unread === 1) query = query.where(unreadBy(caller));
    const total = await countRows(query);
    const rows = await query
      .leftJoin('sys_user', 'sys_user.user_id', 'notice.publisher_id')
      .select(['notice.notice_id', 'notice.title', 'notice.to_all', 'notice.pinned', 'notice.publisher_id'])
      .select(['notice.published_at', 'notice.updated_at', 'sys_user.nick_name'])
      .select((eb) => eb.case().when(unreadBy(caller)(eb)).then(1).else(0).end().as('unread'))
      .orderBy('notice.pinned', 'desc')
      .orderBy('notice.published_at', 'desc')
      .orderBy('notice.notice_id', 'desc')
      .$call(onePage(q))
      .execute();
    const ids = rows.map((r) => r.notice_id);
    const groups = await this.groupsOf(ids);
    const files = ids.length
      ? await this.db
          .selectFrom('notice_attachment')
          .select(['notice_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('notice_id', 'in', ids)
          .groupBy('notice_id')
          .execute()
      : [];
    return {
      total,
      rows: rows.map((r) => ({
        noticeId: r.notice_id,
        title: r.title,
        pinned: r.pinned === 1,
        toAll: r.to_all === 1,
        groups: groups.get(r.notice_id) ?? [],
        publisherName: r.nick_name ?? '',
        publishedAt: Number(r.published_at),
        updatedAt: Number(r.updated_at),
        read: Number(r.unread) === 0,
        attachmentCount: Number(files.find((f) => f.notice_id === r.notice_id)?.count ?? 0),
        mayChange: mayChange(caller, r.publisher_id),
      })),
    };
  }

  /** One notice with its body and attachments, marked read by the caller; 404 when the caller may not see it. */
  async open(caller: Principal, noticeId: number) {
    const row = await this.require(caller, noticeId);
    await this.markRead(caller, [noticeId]);
    const [groups, files, publisher] = await Promise.all([
      this.groupsOf([noticeId]),
      this.attachmentsOf(noticeId),
      this.db.selectFrom('sys_user').select('nick_name').where('user_id', '=', row.publisher_id).executeTakeFirst(),
    ]);
    return {
      noticeId,
      title: row.title,
      body: row.body,
      pinned: row.pinned === 1,
      toAll: row.to_all === 1,
      groups: groups.get(noticeId) ?? [],
      publisherName: publisher?.nick_name ?? '',
      publishedAt: Number(row.published_at),
      updatedAt: Number(row.updated_at),
      read: true,
      attachments: files.map((f) => ({ url: f.url, name: f.name, size: f.size })),
      mayChange: mayChange(caller, row.publisher_id),
    };
  }

  /** How many notices wait for the caller (the top bar's badge). */
  async unreadCount(caller: Principal): Promise<number> {
    const { count } = await this.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(unreadBy(caller))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Marks every notice waiting for the caller read. */
  async markAllRead(caller: Principal): Promise<void> {
    const waiting = await this.db.selectFrom('notice').select('notice_id').where(unreadBy(caller)).execute();
    await this.markRead(
      caller,
      waiting.map((w) => w.notice_id),
    );
  }

  async publish(caller: Principal, draft: NoticeDraft): Promise<number> {
    await this.checkAudience(caller, draft.deptIds);
    await this.checkAttachments(caller, draft.attachments, null);
    const body = await this.clean(draft);
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const { notice_id } = await trx
        .insertInto('notice')
        .values({
          title: draft.title,
          body,
          to_all: draft.deptIds.length ? 0 : 1,
          pinned: draft.pinned ? 1 : 0,
          publisher_id: caller.userId,
          published_at: now,
          updated_at: now,
        })
        .returning('notice_id')
        .executeTakeFirstOrThrow();
      if (draft.deptIds.length)
        await trx
          .insertInto('notice_group')
          .values(draft.deptIds.map((dept_id) => ({ notice_id, dept_id })))
          .execute();
      await this.attach(trx, notice_id, draft.attachments);
      await trx.insertInto('notice_read').values({ notice_id, user_id: caller.userId, read_at: now }).execute();
      return notice_id;
    });
  }

  /** Changes a notice (its publisher or an administrator); attachments left out are deleted. */
  async edit(caller: Principal, noticeId: number, draft: NoticeDraft): Promise<void> {
    await this.requireChangeable(caller, noticeId);
    await this.checkAudience(caller, draft.deptIds);
    await this.checkAttachments(caller, draft.attachments, noticeId);
    const body = await this.clean(draft);
    const before = await this.attachmentsOf(noticeId);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('notice')
        .set({
          title: draft.title,
          body,
          to_all: draft.deptIds.length ? 0 : 1,
          pinned: draft.pinned ? 1 : 0,
          updated_at: Date.now(),
        })
        .where('notice_id', '=', noticeId)
        .execute();
      await trx.deleteFrom('notice_group').where('notice_id', '=', noticeId).execute();
      if (draft.deptIds.length)
        await trx
          .insertInto('notice_group')
          .values(draft.deptIds.map((dept_id) => ({ notice_id: noticeId, dept_id })))
          .execute();
      await trx.deleteFrom('notice_attachment').where('notice_id', '=', noticeId).execute();
      await this.attach(trx, noticeId, draft.attachments);
    });
    const kept = new Set(draft.attachments.map((a) => a.url));
    await this.files.forgetUnreferenced(before.map((f) => f.url).filter((url) => !kept.has(url)));
  }

  /** Withdraws a notice: gone for its readers, with its reads and its files. */
  async withdraw(caller: Principal, noticeId: number): Promise<void> {
    await this.requireChangeable(caller, noticeId);
    const files = await this.attachmentsOf(noticeId);
    await this.db.transaction().execute(async (trx) => {
      for (const table of ['notice_group', 'notice_read', 'notice_attachment'] as const)
        await trx.deleteFrom(table).where('notice_id', '=', noticeId).execute();
      await trx.deleteFrom('notice').where('notice_id', '=', noticeId).execute();
    });
    await this.files.forgetUnreferenced(files.map((f) => f.url));
  }

  /** The groups the caller may address: every group for an administrator, its own subtree for a group administrator. */
  async addressableGroups(caller: Principal) {
    let q = this.db.selectFrom('sys_dept').select(['dept_id', 'parent_id', 'dept_name']);
    if (caller.deptScope !== null) q = q.where('dept_id', 'in', caller.deptScope.length ? caller.deptScope : [-1]);
    const rows = await q.orderBy('order_num').orderBy('dept_id').execute();
    return rows.map((r) => ({ deptId: r.dept_id, parentId: r.parent_id, deptName: r.dept_name }));
  }

  private async find(caller: Principal, noticeId: number) {
    return this.db.selectFrom('notice').selectAll().where('notice_id', '=', noticeId).where(visibleTo(caller)).executeTakeFirst();
  }

  private async require(caller: Principal, noticeId: number) {
    const row = await this.find(caller, noticeId);
    if (!row) throw new ApiError(404, 'server.notice.notFound', { noticeId });
    return row;
  }

  async requireChangeable(caller: Principal, noticeId: number) {
    const row = await this.require(caller, noticeId);
    if (!mayChange(caller, row.publisher_id)) throw new ApiError(403, 'server.notice.notYours', {}, 'noticeId');
    return row;
  }

  /**
   * Everyone: administrators only. Groups: each must exist and, for a group administrator, lie in its own
   * subtree.
   */
  private async checkAudience(caller: Principal, deptIds: number[]): Promise<void> {
    if (!deptIds.length) {
      if (caller.deptScope !== null) throw new ApiError(403, 'server.notice.allForAdmins', {}, 'deptIds');
      return;
    }
    const known = await this.db.selectFrom('sys_dept').select('dept_id').where('dept_id', 'in', deptIds).execute();
    if (known.length !== new Set(deptIds).size) throw new ApiError(400, 'server.notice.groupUnknown', {}, 'deptIds');
    if (caller.deptScope !== null && deptIds.some((id) => !caller.deptScope!.includes(id)))
      throw new ApiError(403, 'server.notice.groupOutOfScope', {}, 'deptIds');
  }

  /** Each attachment is the caller's own notice upload not used elsewhere, or already a file of this notice. */
  private async checkAttachments(caller: Principal, attachments: NoticeDraft['attachments'], noticeId: number | null) {
    if (new Set(attachments.map((a) => a.url)).size !== attachments.length)
      throw new ApiError(400, 'server.notice.attachmentTwice', {}, 'attachments');
    for (const { url } of attachments) {
      const held = await this.attachment(url);
      if (held) {
        if (held.notice_id === noticeId) continue;
        throw new ApiError(400, 'server.notice.attachmentUnknown', {}, 'attachments');
      }
      const upload = await this.db.selectFrom('sys_upload').selectAll().where('url', '=', url).executeTakeFirst();
      if (
        !upload ||
        upload.entity !== NOTICE_UPLOAD.entity ||
        upload.field !== NOTICE_UPLOAD.field ||
        upload.uploaded_by !== caller.userId
      )
        throw new ApiError(400, 'server.notice.attachmentUnknown', {}, 'attachments');
    }
  }

  private clean(draft: NoticeDraft): Promise<string> {
    return svgSanitizer.sanitizeNoticeHtml(
      draft.body,
      draft.attachments.map((a) => a.url),
    );
  }

  private async attach(trx: Db, noticeId: number, attachments: NoticeDraft['attachments']): Promise<void> {
    for (const [position, a] of attachments.entries()) {
      const file = this.files.pathOf(a.url);
      const size = file
        ? await fs.stat(file).then(
            (s) => s.size,
            () => 0,
          )
        : 0;
      await trx
        .insertInto('notice_attachment')
        .values({ url: a.url, notice_id: noticeId, name: a.name, size, position })
        .execute();
    }
  }

  private async markRead(caller: Principal, noticeIds: number[]): Promise<void> {
    if (!noticeIds.length) return;
    const now = Date.now();
    await this.db
      .insertInto('notice_read')
      .values(noticeIds.map((notice_id) => ({ notice_id, user_id: caller.userId, read_at: now })))
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
  }

  private attachment(url: string) {
    return this.db.selectFrom('notice_attachment').select(['notice_id']).where('url', '=', url).executeTakeFirst();
  }

  private attachmentsOf(noticeId: number) {
    return this.db
      .selectFrom('notice_attachment')
      .select(['url', 'name', 'size'])
      .where('notice_id', '=', noticeId)
      .orderBy('position')
      .execute();
  }

  private async groupsOf(noticeIds: number[]) {
    const byNotice = new Map<number, { deptId: number; deptName: string }[]>();
    if (!noticeIds.length) return byNotice;
    const rows = await this.db
      .selectFrom('notice_group')
      .innerJoin('sys_dept', 'sys_dept.dept_id', 'notice_group.dept_id')
      .select(['notice_group.notice_id', 'notice_group.dept_id', 'sys_dept.dept_name'])
      .where('notice_group.notice_id', 'in', noticeIds)
      .orderBy('sys_dept.order_num')
      .execute();
    for (const r of rows) {
      const list = byNotice.get(r.notice_id) ?? [];
      list.push({ deptId: r.dept_id, deptName: r.dept_name });
      byNotice.set(r.notice_id, list);
    }
    return byNotice;
  }
}
