import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../shared/formatters';
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
}

/**
 * A value as live as the engine judged it: a stale or interrupted value is dimmed and followed by its age,
 * with its quality and time in the tooltip, so an old figure is never read as a live one.
 */
export const FreshValue = observer(function FreshValue({ freshness, children, layout = 'block', age = true }: FreshValueProps) {
  if (!freshness) return <>{children}</>;
  return (
    <Aged freshness={freshness} layout={layout} age={age}>
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

const Aged = observer(function Aged({ freshness, children, layout, age }: FreshValueProps & { freshness: Freshness }) {
  const { t } = useTranslation();
  const quality = t(`quality.${freshness.quality}`);
  const title = freshness.time === null ? quality : `${quality} · ${t('quality.since', { time: formatDate(freshness.time) })}`;
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
