import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/formatters';
import { readingOf } from './diagramPoints';

/** The bound element under the pointer: its point key and where the pointer is in the diagram's box. */
export interface Hover {
  key: string;
  x: number;
  y: number;
}

export interface ReadingTipProps {
  hover: Hover;
  /** The point's entry of the values map. */
  entry: unknown;
}

/** When the value under the pointer was measured and whether it is current: what a dimmed value is dimmed for. */
export function ReadingTip({ hover, entry }: ReadingTipProps) {
  const { t } = useTranslation();
  const reading = readingOf(entry);
  const today = reading.time !== null && new Date(reading.time).toDateString() === new Date().toDateString();
  const text =
    reading.time === null
      ? t('wiring.noReading')
      : t('wiring.measuredAt', { time: formatDate(reading.time, today ? 'HH:mm:ss' : 'yyyy-MM-dd HH:mm') });
  return (
    <div className="portal-diagram-tip" style={{ left: hover.x + 14, top: hover.y + 14 }} role="status">
      <span>{text}</span>
      {reading.quality && (
        <span className={`portal-diagram-tip-quality is-${reading.quality}`}>{t(`quality.${reading.quality}`)}</span>
      )}
    </div>
  );
}
