import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchTodoCount } from '../../api/session';

/** The badge caps at this count and shows "99+" above it (spec 000 §9). */
export const BADGE_MAX = 99;
const REFRESH_MS = 60_000;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** Open to-do items of the user, refreshed each minute; a click opens the to-do list. */
export function NotificationBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const load = () => fetchTodoCount().then(setCount, () => undefined);
    void load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
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
}
