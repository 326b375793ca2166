import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fetchSystemTime } from '../../api/session';
import { useNow } from '../../engine/clock';

/** Current time, ticking each second, corrected by the server clock's offset. */
export const LiveClock = observer(function LiveClock() {
  const { i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const now = useNow(1000);
  useEffect(() => {
    const asked = Date.now();
    fetchSystemTime()
      .then(({ timestamp }) => setOffset(timestamp - (asked + Date.now()) / 2))
      .catch(() => undefined);
  }, []);
  // Built once per language: a DateTimeFormat costs far more to make than to use, and this one runs every second.
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      }),
    [i18n.language],
  );
  return (
    <span
      className="portal-clock"
      // The exact time in UTC, written when the pointer comes to read it rather than every second.
      onPointerEnter={(e) => (e.currentTarget.title = new Date(Date.now() + offset).toISOString())}
    >
      {format.format(new Date(now + offset))}
    </span>
  );
});
