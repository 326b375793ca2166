import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '../../shared/zonedTime';
import { usePlantZone } from '../../engine/plantZone';
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
  const { t, i18n } = useTranslation();
  const zone = usePlantZone();
  const reading = readingOf(entry);
  // Today's readings show the clock alone: today on the station's calendar.
  const day = (ms: number) => formatZonedTime(ms, 'zh', zone, 'date');
  const today = reading.time !== null && day(reading.time) === day(Date.now());
  const text =
    reading.time === null
      ? t('wiring.noReading')
      : t('wiring.measuredAt', {
          time: formatZonedTime(reading.time, i18n.language, zone, today ? 'time' : 'minute'),
        });
  return (
    <div className="portal-diagram-tip" style={{ left: hover.x + 14, top: hover.y + 14 }} role="status">
      <span>{text}</span>
      {reading.quality && (
        <span className={`portal-diagram-tip-quality is-${reading.quality}`}>{t(`quality.${reading.quality}`)}</span>
      )}
    </div>
  );
}
