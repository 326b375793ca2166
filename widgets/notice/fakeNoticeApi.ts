import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import type { PageEnvelope } from '../../shared/envelope';
import type { AddressableGroup, Notice, NoticeDraft, NoticeQuery, NoticeSummary } from '../../api/notices';

export interface FakeNoticeApi {
  adapter: AxiosAdapter;
  /** What GET /office/notice/list answers for a query: for the page source of a preview. */
  list(query: NoticeQuery): PageEnvelope<NoticeSummary>;
  notices: Notice[];
}

const summary = ({ body: _body, attachments, ...n }: Notice): NoticeSummary => ({ ...n, attachmentCount: attachments.length });

/**
 * An axios adapter standing in for the /office/notice routes, with notices in memory, the server's ordering,
 * read marks and title check. It does not sanitize: the fixtures hold what the server would have stored.
 */
export function fakeNoticeApi(initial: Notice[], groups: AddressableGroup[]): FakeNoticeApi {
  const notices = initial.map((n) => ({ ...n }));
  let next = Math.max(0, ...notices.map((n) => n.noticeId)) + 1;

  const list = (query: NoticeQuery): PageEnvelope<NoticeSummary> => {
    const found = notices
      .filter((n) => query.unread !== 1 || !n.read)
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt - a.publishedAt);
    const size = query.pageSize ?? 15;
    const start = ((query.pageNum ?? 1) - 1) * size;
    return { code: 200, msg: 'ok', rows: found.slice(start, start + size).map(summary), total: found.length };
  };

  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as NoticeDraft & { noticeId?: number };
    const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
    const ok = (data?: unknown) => answer({ code: 200, msg: 'ok', data });
    const refuse = (key: string) => answer({ code: 400, msg: i18n.t(key) });
    const apply = (n: Notice) =>
      Object.assign(n, {
        title: body.title.trim(),
        body: body.body,
        pinned: body.pinned,
        toAll: body.deptIds.length === 0,
        groups: groups.filter((g) => body.deptIds.includes(g.deptId)).map(({ deptId, deptName }) => ({ deptId, deptName })),
        updatedAt: Date.now(),
      });

    if (method === 'GET' && url === '/office/notice/list') return answer(list((config.params ?? {}) as NoticeQuery));
    if (method === 'GET' && url === '/office/notice/unreadCount') return ok(notices.filter((n) => !n.read).length);
    if (method === 'GET' && url === '/office/notice/groups') return ok(groups);
    if (method === 'PUT' && url === '/office/notice/readAll') {
      for (const n of notices) n.read = true;
      return ok();
    }
    if ((method === 'POST' || method === 'PUT') && url === '/office/notice') {
      if (!body.title?.trim()) return refuse('server.notice.titleRequired');
      if (method === 'PUT') {
        const n = notices.find((x) => x.noticeId === body.noticeId);
        if (!n) return refuse('server.notice.notFound');
        apply(n);
        return ok();
      }
      const now = Date.now();
      const n: Notice = {
        noticeId: next++,
        title: '',
        body: '',
        pinned: false,
        toAll: true,
        groups: [],
        publisherName: 'Administrator',
        publishedAt: now,
        updatedAt: now,
        read: true,
        mayChange: true,
        attachments: body.attachments.map((a) => ({ ...a, size: 1024 })),
      };
      notices.push(apply(n));
      return ok({ noticeId: n.noticeId });
    }
    const id = Number(/^\/office\/notice\/(\d+)$/.exec(url)?.[1]);
    const notice = notices.find((n) => n.noticeId === id);
    if (notice && method === 'GET') {
      notice.read = true;
      return ok(notice);
    }
    if (notice && method === 'DELETE') {
      notices.splice(notices.indexOf(notice), 1);
      return ok();
    }
    return answer({ code: 404, msg: i18n.t('server.notice.notFound') });
  };
  return { adapter, list, notices };
}
