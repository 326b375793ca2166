import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchTodoCount } from '../../api/session';
import { PollingStore } from '../../engine/pollingStore';
import { onPush } from '../../api/alarmStream';

/** The badge caps at this count and shows "99+" above it (spec-digest 000 §9). */
export const BADGE_MAX = 99;
const REFRESH_MS = 60_000;
const TODO_TASK = 'todoCount';

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** Open to-do items of the user, counted again on each pushed change and each minute; a click opens the to-do list. */
export const NotificationBadge = observer(function NotificationBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Its own polling store: the badge outlives every page; unmounting leaves the task, which stops its timer.
  const [polling] = useState(() => new PollingStore());
  useEffect(() => polling.task(TODO_TASK, REFRESH_MS, (options) => fetchTodoCount(options)), [polling]);
  // A pushed change (an alarm raised an item, someone took or closed one) counts again at once.
  useEffect(() => onPush('todo', () => void polling.refresh(TODO_TASK)), [polling]);
  const count = (polling.data(TODO_TASK) as number | undefined) ?? 0;
  return (
    <span className="portal-badge-anchor">
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={t('shell.todo')}
        title={t('shell.todo')}
        onClick={() => navigate('/workflow/todo')}
      />
      {count > 0 && <span className="portal-badge">{badgeText(count)}</span>}
    </span>
  );
});
