/**
 * Contracts of notices (docs/notices.md): read by every signed-in user in their scope (the list, the unread
 * count, one notice, marking all read), published, edited and withdrawn by administrators, with attachments.
 */
import { Type } from 'typebox';
import { NOTICE_LIMITS } from '../noticeLimits';
import {
  contract,
  emptyEnvelope,
  envelope,
  id,
  namedGroup,
  pageEnvelope,
  type PageLimits,
  pagingProperties,
  removeBody,
} from './common';

/** The notice list: up to 100 a page, 10 unless asked. */
export const NOTICE_PAGES: PageLimits = { maxPageSize: 100, defaultPageSize: 10 };

/** A group a notice is addressed to. */
const group = Type.Object({ ...namedGroup });

const summary = {
  noticeId: Type.Integer(),
  title: Type.String(),
  pinned: Type.Boolean(),
  /** Addressed to everyone; otherwise to `groups` and everyone below them. */
  toAll: Type.Boolean(),
  groups: Type.Array(group),
  publisherName: Type.String(),
  /** Epoch milliseconds. */
  publishedAt: Type.Integer(),
  updatedAt: Type.Integer(),
  /** The caller has opened it (or it does not wait for the caller). */
  read: Type.Boolean(),
  /** The caller published it or is an administrator: it may edit and withdraw it. */
  mayChange: Type.Boolean(),
};

/** An attachment as stored: `/profile/notice/...`, served under /prod-api. */
const attachment = Type.Object({ url: Type.String(), name: Type.String(), size: Type.Integer() });

/** The notices the caller sees, pinned first and newest first. */
export const noticeList = contract({
  method: 'GET',
  url: '/office/notice/list',
  querystring: Type.Object({
    ...pagingProperties(NOTICE_PAGES),
    /** 1: only notices the caller has not read. */
    unread: Type.Optional(Type.Integer({ enum: [0, 1] })),
  }),
  response: pageEnvelope(Type.Object({ ...summary, attachmentCount: Type.Integer() })),
});

export const noticeUnreadCount = contract({
  method: 'GET',
  url: '/office/notice/unreadCount',
  response: envelope(Type.Integer()),
});

/** The groups the caller may address a notice to. */
export const noticeGroups = contract({
  method: 'GET',
  url: '/office/notice/groups',
  response: envelope(Type.Array(Type.Object({ deptId: Type.Integer(), parentId: Type.Integer(), deptName: Type.String() }))),
});

/** The notice with its server-sanitized HTML body; opening it marks it read. */
export const openNotice = contract({
  method: 'GET',
  url: '/office/notice/:noticeId',
  params: Type.Object({ noticeId: id }),
  response: envelope(Type.Object({ ...summary, body: Type.String(), attachments: Type.Array(attachment) })),
});

export const readAllNotices = contract({
  method: 'PUT',
  url: '/office/notice/readAll',
  response: emptyEnvelope,
});

/** A draft's input; lengths beyond the schema's are refused by the handler with a message of their own. */
const draft = {
  title: Type.String({ maxLength: 2000 }),
  /** HTML from the editor, sanitized by the server. */
  body: Type.String({ maxLength: NOTICE_LIMITS.bodyLength * 2 }),
  pinned: Type.Boolean(),
  /** Empty: to everyone (administrators only); otherwise the groups addressed, with everyone below them. */
  deptIds: Type.Array(id, { maxItems: 100, uniqueItems: true }),
  /** Uploads of the publisher, or files the notice already had, in order. */
  attachments: Type.Array(
    Type.Object(
      { url: Type.String({ maxLength: 200 }), name: Type.String({ minLength: 1, maxLength: 200 }) },
      { additionalProperties: false },
    ),
    { maxItems: 50 },
  ),
};

export const publishNotice = contract({
  method: 'POST',
  url: '/office/notice',
  body: Type.Object(draft, { additionalProperties: false }),
  response: envelope(Type.Object({ noticeId: Type.Integer() })),
});

export const editNotice = contract({
  method: 'PUT',
  url: '/office/notice',
  body: Type.Object({ ...draft, noticeId: id }, { additionalProperties: false }),
  response: emptyEnvelope,
});

/** Withdraws notices: all of them, or none when one may not be changed by the caller. */
export const withdrawNotices = contract({
  method: 'DELETE',
  url: '/office/notice/remove',
  body: removeBody,
  response: emptyEnvelope,
});

/** Uploads an attachment (multipart); the server checks its content and answers where it is kept. */
export const uploadNoticeFile = contract({
  method: 'POST',
  url: '/office/notice/upload',
  response: envelope(attachment),
});
