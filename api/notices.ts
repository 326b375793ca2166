import { callContract, callContractPage } from './contractCall';
import { callData } from './request';
import type { BodyOf, DataOf, QueryOf, RowOf } from '../shared/contracts/common';
import type * as notices from '../shared/contracts/notices';

/** A row of the notice list. */
export type NoticeSummary = RowOf<typeof notices.noticeList>;

/** A group a notice is addressed to. */
export type NoticeGroup = NoticeSummary['groups'][number];

/** The notice with its server-sanitized HTML body; opening it marks it read. */
export type Notice = DataOf<typeof notices.openNotice>;

/** An attachment as stored: `/profile/notice/...`, served under /prod-api. */
export type NoticeAttachment = Notice['attachments'][number];

export type NoticeQuery = QueryOf<typeof notices.noticeList>;

/** What a publisher sends (the body is sanitized by the server); empty `deptIds`: to everyone (administrators only). */
export type NoticeDraft = BodyOf<typeof notices.publishNotice>;

/** A group the caller may address. */
export type AddressableGroup = DataOf<typeof notices.noticeGroups>[number];

export const listNotices = (query: NoticeQuery) =>
  callContractPage<typeof notices.noticeList>({ method: 'GET', url: '/office/notice/list' }, { query });

export const openNotice = (noticeId: number) =>
  callContract<typeof notices.openNotice>({ method: 'GET', url: '/office/notice/:noticeId' }, { params: { noticeId } });

export const fetchNoticeUnreadCount = (options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callContract<typeof notices.noticeUnreadCount>(
    { method: 'GET', url: '/office/notice/unreadCount' },
    {},
    { silent: true, ...options },
  );

export const markAllNoticesRead = () =>
  callContract<typeof notices.readAllNotices>({ method: 'PUT', url: '/office/notice/readAll' }, {});

export const publishNotice = (draft: NoticeDraft) =>
  callContract<typeof notices.publishNotice>({ method: 'POST', url: '/office/notice' }, { body: draft });

export const editNotice = (noticeId: number, draft: NoticeDraft) =>
  callContract<typeof notices.editNotice>({ method: 'PUT', url: '/office/notice' }, { body: { ...draft, noticeId } });

export const withdrawNotice = (noticeId: number) =>
  callContract<typeof notices.withdrawNotices>({ method: 'DELETE', url: '/office/notice/remove' }, { body: { ids: [noticeId] } });

export const addressableGroups = () =>
  callContract<typeof notices.noticeGroups>({ method: 'GET', url: '/office/notice/groups' }, {});

/** Uploads an attachment (multipart, which a contract does not describe); the server checks its content and answers where it is kept. */
export function uploadNoticeFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return callData<DataOf<typeof notices.uploadNoticeFile>>({ method: 'POST', url: '/office/notice/upload', data: body });
}

const readings = new EventTarget();

/** Tells the top bar's notice badge that the caller read notices, so it counts again at once. */
export function announceNoticesRead(): void {
  readings.dispatchEvent(new Event('read'));
}

/** Calls `listener` whenever notices were read in this tab; answers the function that stops it. */
export function onNoticesRead(listener: () => void): () => void {
  readings.addEventListener('read', listener);
  return () => readings.removeEventListener('read', listener);
}
