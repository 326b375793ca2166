import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fetchSystemTime } from '../../api/session';
import { useNow } from '../../engine/clock';
import { formatDateTime } from '../../shared/dates';

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
  return (
    <span
      className="portal-clock"
      // The exact time in UTC, written when the pointer comes to read it rather than every second.
      onPointerEnter={(e) => (e.currentTarget.title = new Date(Date.now() + offset).toISOString())}
    >
      {/* The portal's one date format per language (docs/formats.md); its formats are kept, so a tick costs little. */}
      {formatDateTime(now + offset, i18n.language)}
    </span>
  );
});
