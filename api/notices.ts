import { callData, callPage, request } from './request';

/** A group a notice is addressed to. */
export interface NoticeGroup {
  deptId: number;
  deptName: string;
}

/** A row of GET /office/notice/list (server/notices/noticeBoard.ts). */
export interface NoticeSummary {
  noticeId: number;
  title: string;
  pinned: boolean;
  /** Addressed to everyone; otherwise to `groups` and everyone below them. */
  toAll: boolean;
  groups: NoticeGroup[];
  publisherName: string;
  /** Epoch milliseconds. */
  publishedAt: number;
  updatedAt: number;
  /** The caller has opened it (or it does not wait for the caller). */
  read: boolean;
  /** The caller published it or is an administrator: it may edit and withdraw it. */
  mayChange: boolean;
  attachmentCount: number;
}

export interface NoticeAttachment {
  /** `/profile/notice/...`, served under /prod-api. */
  url: string;
  name: string;
  size: number;
}

/** GET /office/notice/:id: the notice with its server-sanitized HTML body; opening it marks it read. */
export interface Notice extends Omit<NoticeSummary, 'attachmentCount'> {
  body: string;
  attachments: NoticeAttachment[];
}

export interface NoticeQuery {
  pageNum?: number;
  pageSize?: number;
  /** 1: only unread notices. */
  unread?: 0 | 1;
}

/** What a publisher sends (the body is sanitized by the server). */
export interface NoticeDraft {
  title: string;
  body: string;
  pinned: boolean;
  /** Empty: to everyone (administrators only). */
  deptIds: number[];
  attachments: { url: string; name: string }[];
}

/** A group the caller may address. */
export interface AddressableGroup extends NoticeGroup {
  parentId: number;
}

export const listNotices = (query: NoticeQuery) => callPage<NoticeSummary>({ url: '/office/notice/list', params: query });

export const openNotice = (noticeId: number) => callData<Notice>({ url: `/office/notice/${noticeId}` });

export const fetchNoticeUnreadCount = (options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callData<number>({ url: '/office/notice/unreadCount', silent: true, ...options });

export const markAllNoticesRead = () => callData<void>({ method: 'PUT', url: '/office/notice/readAll' });

export const publishNotice = (draft: NoticeDraft) =>
  callData<{ noticeId: number }>({ method: 'POST', url: '/office/notice', data: draft });

export const editNotice = (noticeId: number, draft: NoticeDraft) =>
  callData<void>({ method: 'PUT', url: '/office/notice', data: { ...draft, noticeId } });

export const withdrawNotice = (noticeId: number) =>
  callData<void>({ method: 'DELETE', url: '/office/notice/remove', data: { ids: [noticeId] } });

export const addressableGroups = () => callData<AddressableGroup[]>({ url: '/office/notice/groups' });

/** Uploads an attachment; the server checks its content and answers where it is kept. */
export async function uploadNoticeFile(file: File): Promise<NoticeAttachment> {
  const body = new FormData();
  body.append('file', file);
  const answer = await request.request<{ data: NoticeAttachment }>({ method: 'POST', url: '/office/notice/upload', data: body });
  return answer.data.data;
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
