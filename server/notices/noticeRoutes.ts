import type { FastifyInstance } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { pageOf } from '../http/pagination';
import { domainPlugin } from '../http/domainPlugin';
import { NOTICE_LIMITS } from '../../shared/noticeLimits';
import {
  NOTICE_PAGES,
  editNotice,
  noticeGroups,
  noticeList,
  noticeUnreadCount,
  openNotice,
  publishNotice,
  readAllNotices,
  uploadNoticeFile,
  withdrawNotices,
} from '../../shared/contracts/notices';
import { NoticeBoard, type NoticeDraft } from './noticeBoard';
import { storeNoticeAttachment } from './noticeUpload';

/** The draft with its title trimmed, or a localized refusal naming the field. */
function checkedDraft(draft: NoticeDraft): NoticeDraft {
  const title = draft.title.trim();
  if (!title) throw new ApiError(400, 'server.notice.titleRequired', {}, 'title');
  if (title.length > NOTICE_LIMITS.titleLength)
    throw new ApiError(400, 'server.notice.titleTooLong', { max: NOTICE_LIMITS.titleLength }, 'title');
  if (draft.body.length > NOTICE_LIMITS.bodyLength)
    throw new ApiError(400, 'server.notice.bodyTooLong', { max: NOTICE_LIMITS.bodyLength }, 'body');
  if (draft.attachments.length > NOTICE_LIMITS.attachments)
    throw new ApiError(400, 'server.notice.tooManyAttachments', { max: NOTICE_LIMITS.attachments }, 'attachments');
  return { ...draft, title };
}

/** Notices (docs/notices.md): read by every signed-in user in their scope, published by administrators. */
function registerNoticeRoutes(app: FastifyInstance): void {
  const board = new NoticeBoard(app.db, app.files);
  registerRoutes(app, [...readingRoutes(board), ...publishingRoutes(app, board)]);
}

/** What every reader does: the list, the unread count, one notice, marking all read; and the groups a publisher may address. */
function readingRoutes(board: NoticeBoard) {
  return [
    route(noticeList, {
      access: 'signed-in',
      handler: async (request) => {
        const paging = pageOf(request.query, NOTICE_PAGES);
        const { rows, total } = await board.list(callerOf(request), { ...paging, unread: request.query.unread });
        return page(rows, total, paging.pageSize);
      },
    }),

    route(noticeUnreadCount, {
      access: 'signed-in',
      handler: async (request) => ok(await board.unreadCount(callerOf(request))),
    }),

    route(noticeGroups, {
      access: 'office:notice:publish',
      handler: async (request) => ok(await board.addressableGroups(callerOf(request))),
    }),

    route(openNotice, {
      access: 'signed-in',
      handler: async (request) => ok(await board.open(callerOf(request), request.params.noticeId)),
    }),

    route(readAllNotices, {
      access: 'signed-in',
      handler: async (request) => {
        await board.markAllRead(callerOf(request));
        return ok();
      },
    }),
  ];
}

/** Publishing, editing and withdrawing notices, and uploading their attachments. */
function publishingRoutes(app: FastifyInstance, board: NoticeBoard) {
  return [
    route(publishNotice, {
      access: 'office:notice:publish',
      handler: async (request) => ok({ noticeId: await board.publish(callerOf(request), checkedDraft(request.body)) }),
    }),

    route(editNotice, {
      access: 'office:notice:publish',
      handler: async (request) => {
        const { noticeId, ...draft } = request.body;
        await board.edit(callerOf(request), noticeId, checkedDraft(draft));
        return ok();
      },
    }),

    route(withdrawNotices, {
      access: 'office:notice:publish',
      handler: async (request) => {
        // Every notice is checked before any is withdrawn: one the caller may not change withdraws none.
        const caller = callerOf(request);
        for (const id of request.body.ids) await board.requireChangeable(caller, id);
        for (const id of request.body.ids) await board.withdraw(caller, id);
        return ok();
      },
    }),

    route(uploadNoticeFile, {
      access: 'office:notice:publish',
      handler: async (request) => ok(await storeNoticeAttachment(app, request)),
    }),
  ];
}

/** Notices to everyone or to groups, with who has read them. */
export const noticeRoutes = domainPlugin(
  'notice-routes',
  { plugins: ['store', 'file-store'], decorators: ['db', 'files'] },
  registerNoticeRoutes,
);
