import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchNoticeUnreadCount, onNoticesRead } from '../../api/notices';
import { PollingStore } from '../../engine/pollingStore';
import { badgeText } from './NotificationBadge';

const REFRESH_MS = 60_000;
const NOTICE_TASK = 'noticeUnread';

/** Notices waiting for the user, counted each minute and right after the user reads; a click opens the notices. */
export const NoticeBadge = observer(function NoticeBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Its own polling store: the badge outlives every page; unmounting leaves the task, which stops its timer.
  const [polling] = useState(() => new PollingStore());
  useEffect(() => polling.task(NOTICE_TASK, REFRESH_MS, (options) => fetchNoticeUnreadCount(options)), [polling]);
  useEffect(() => onNoticesRead(() => void polling.refresh(NOTICE_TASK)), [polling]);
  const count = (polling.data(NOTICE_TASK) as number | undefined) ?? 0;
  const label = count > 0 ? t('notice.badgeUnread', { count }) : t('notice.badge');
  return (
    <span className="portal-badge-anchor">
      <Button
        variant="minimal"
        icon="annotation"
        aria-label={label}
        title={label}
        data-testid="notice-badge"
        onClick={() => navigate('/office/notice')}
      />
      {count > 0 && (
        <span className="portal-badge" data-testid="notice-badge-count">
          {badgeText(count)}
        </span>
      )}
    </span>
  );
});
