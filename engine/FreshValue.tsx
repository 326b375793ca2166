import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '../shared/zonedTime';
import { ageText, type Freshness } from './freshness';
import { useNow } from './clock';

/** Ages are shown in minutes, so the label needs no faster clock. */
const AGE_PERIOD_MS = 30_000;

export interface FreshValueProps {
  freshness: Freshness | null;
  children: ReactNode;
  /** Where the age goes: under the value (cards) or after it (rows). */
  layout?: 'block' | 'inline';
  /** False where a fixed-size card shows the age elsewhere (FreshAge); the value is still dimmed. */
  age?: boolean;
  /** The zone of the station the value is of: its time is on that clock; absent, the reader's. */
  timeZone?: string;
}

/**
 * A value as live as the engine judged it: a stale or interrupted value is dimmed and followed by its age,
 * with its quality and time in the tooltip, so an old figure is never read as a live one.
 */
export const FreshValue = observer(function FreshValue({
  freshness,
  children,
  layout = 'block',
  age = true,
  timeZone,
}: FreshValueProps) {
  if (!freshness) return <>{children}</>;
  return (
    <Aged freshness={freshness} layout={layout} age={age} timeZone={timeZone}>
      {children}
    </Aged>
  );
});

/** The age of a value that is not live, alone ("3 hours ago"), for a card that has no room under its figures. */
export const FreshAge = observer(function FreshAge({ freshness }: { freshness: Freshness }) {
  const { t, i18n } = useTranslation();
  const now = useNow(AGE_PERIOD_MS);
  return (
    <span className={`portal-fresh-age is-${freshness.quality}`}>
      {freshness.time === null ? t(`quality.${freshness.quality}`) : ageText(freshness.time, now, i18n.language)}
    </span>
  );
});

const Aged = observer(function Aged({ freshness, children, layout, age, timeZone }: FreshValueProps & { freshness: Freshness }) {
  const { t, i18n } = useTranslation();
  const quality = t(`quality.${freshness.quality}`);
  const since = freshness.time === null ? null : formatZonedTime(freshness.time, i18n.language, timeZone);
  const title = since === null ? quality : `${quality} · ${t('quality.since', { time: since })}`;
  const Box = layout === 'block' ? 'div' : 'span';
  return (
    <Box className={`portal-fresh is-${freshness.quality} layout-${layout}`} title={title} data-quality={freshness.quality}>
      <Box className="portal-fresh-value">{children}</Box>
      {age && (
        <small>
          <FreshAge freshness={freshness} />
        </small>
      )}
    </Box>
  );
});
