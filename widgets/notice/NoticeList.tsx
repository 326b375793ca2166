import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { NoticeSummary } from '../../api/notices';
import { AudienceTags } from './AudienceTags';
import { noticeTime } from './noticeHtml';

export interface NoticeListProps {
  rows: NoticeSummary[];
  onOpen(notice: NoticeSummary): void;
}

/** The notices of one page: pinned first, unread in bold, each opening the reader. */
export function NoticeList({ rows, onOpen }: NoticeListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="portal-notice-list" aria-label={t('menu.notice')}>
      {rows.map((n) => (
        <li key={n.noticeId} className={n.read ? 'portal-notice-row' : 'portal-notice-row portal-notice-unread'}>
          <button type="button" className="portal-notice-open" onClick={() => onOpen(n)} data-testid="notice-row">
            <span className="portal-notice-marks">
              {!n.read && <span className="portal-notice-dot" aria-label={t('notice.unreadMark')} />}
              {n.pinned && <Icon icon="pin" intent="warning" title={t('notice.pinned')} />}
            </span>
            <span className="portal-notice-title">{n.title}</span>
            {n.attachmentCount > 0 && (
              <span className="portal-notice-files" title={t('notice.attachmentCount', { count: n.attachmentCount })}>
                <Icon icon="paperclip" size={12} /> {n.attachmentCount}
              </span>
            )}
          </button>
          <div className="portal-notice-meta">
            <AudienceTags toAll={n.toAll} groups={n.groups} />
            <span>{n.publisherName}</span>
            <span>{noticeTime(n.publishedAt, i18n.language)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
