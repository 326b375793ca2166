import type { FastifyInstance } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, NO_INPUT, registerRoutes, route } from '../http/route';
import { pagingProperties, type PageLimits } from '../http/pagination';
import { domainPlugin } from '../http/domainPlugin';
import { arrayOf, boolean, envelope, integer, object, pageEnvelope, string } from '../http/responseSchemas';
import { NOTICE_LIMITS } from '../../shared/noticeLimits';
import { NoticeBoard, type NoticeDraft, type NoticeListQuery } from './noticeBoard';
import { storeNoticeAttachment } from './noticeUpload';

const idProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** The notice list: up to 100 a page, 10 unless asked. */
const NOTICE_PAGES: PageLimits = { maxPageSize: 100, defaultPageSize: 10 };
const group = object({ deptId: integer, deptName: string });
const summary = {
  noticeId: integer,
  title: string,
  pinned: boolean,
  toAll: boolean,
  groups: arrayOf(group),
  publisherName: string,
  publishedAt: integer,
  updatedAt: integer,
  read: boolean,
  mayChange: boolean,
};

/** A draft's input; lengths beyond the schema's are refused by the handler with a message of their own. */
const draftSchema = {
  type: 'object',
  required: ['title', 'body', 'pinned', 'deptIds', 'attachments'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 2000 },
    body: { type: 'string', maxLength: NOTICE_LIMITS.bodyLength * 2 },
    pinned: { type: 'boolean' },
    deptIds: { type: 'array', maxItems: 100, uniqueItems: true, items: idProperty },
    attachments: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['url', 'name'],
        additionalProperties: false,
        properties: {
          url: { type: 'string', maxLength: 200 },
          name: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    },
  },
} as const;

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
    route<{ Querystring: NoticeListQuery }>({
      method: 'GET',
      url: '/office/notice/list',
      access: 'signed-in',
      response: pageEnvelope(object({ ...summary, attachmentCount: integer })),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(NOTICE_PAGES),
            unread: { type: 'integer', enum: [0, 1] },
          },
        },
      },
      handler: async (request) => {
        const { rows, total } = await board.list(callerOf(request), request.query);
        return page(rows, total, request.query.pageSize);
      },
    }),

    route({
      method: 'GET',
      url: '/office/notice/unreadCount',
      access: 'signed-in',
      response: envelope(integer),
      schema: NO_INPUT,
      handler: async (request) => ok(await board.unreadCount(callerOf(request))),
    }),

    route({
      method: 'GET',
      url: '/office/notice/groups',
      access: 'office:notice:publish',
      response: envelope(arrayOf(object({ deptId: integer, parentId: integer, deptName: string }))),
      schema: NO_INPUT,
      handler: async (request) => ok(await board.addressableGroups(callerOf(request))),
    }),

    route<{ Params: { noticeId: number } }>({
      method: 'GET',
      url: '/office/notice/:noticeId',
      access: 'signed-in',
      response: envelope(
        object({ ...summary, body: string, attachments: arrayOf(object({ url: string, name: string, size: integer })) }),
      ),
      schema: { params: { type: 'object', required: ['noticeId'], properties: { noticeId: idProperty } } },
      handler: async (request) => ok(await board.open(callerOf(request), request.params.noticeId)),
    }),

    route({
      method: 'PUT',
      url: '/office/notice/readAll',
      access: 'signed-in',
      response: envelope(),
      schema: NO_INPUT,
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
    route<{ Body: NoticeDraft }>({
      method: 'POST',
      url: '/office/notice',
      access: 'office:notice:publish',
      response: envelope(object({ noticeId: integer })),
      schema: { body: draftSchema },
      handler: async (request) => ok({ noticeId: await board.publish(callerOf(request), checkedDraft(request.body)) }),
    }),

    route<{ Body: NoticeDraft & { noticeId: number } }>({
      method: 'PUT',
      url: '/office/notice',
      access: 'office:notice:publish',
      response: envelope(),
      schema: {
        body: {
          ...draftSchema,
          required: [...draftSchema.required, 'noticeId'],
          properties: { ...draftSchema.properties, noticeId: idProperty },
        },
      },
      handler: async (request) => {
        const { noticeId, ...draft } = request.body;
        await board.edit(callerOf(request), noticeId, checkedDraft(draft));
        return ok();
      },
    }),

    route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: '/office/notice/remove',
      access: 'office:notice:publish',
      response: envelope(),
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: { ids: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: idProperty } },
        },
      },
      handler: async (request) => {
        // Every notice is checked before any is withdrawn: one the caller may not change withdraws none.
        const caller = callerOf(request);
        for (const id of request.body.ids) await board.requireChangeable(caller, id);
        for (const id of request.body.ids) await board.withdraw(caller, id);
        return ok();
      },
    }),

    route({
      method: 'POST',
      url: '/office/notice/upload',
      access: 'office:notice:publish',
      response: envelope(object({ url: string, name: string, size: integer })),
      schema: NO_INPUT,
      handler: async (request) => ok(await storeNoticeAttachment(app, request)),
    }),
  ];
}

/** Notices to everyone or to groups, with who has read them. */
export const noticeRoutes = domainPlugin(
  'notice-routes',
  { plugins: ['storage', 'file-store'], decorators: ['db', 'files'] },
  registerNoticeRoutes,
);
