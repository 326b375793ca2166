import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatDate, formatFixed } from '../../shared/formatters';
import { ageText, toPointRow, type PointRow } from './pointRows';
import type { PointListProps } from './props';
import './monitor.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'point-list': PointListProps;
  }
}

/**
 * The points of a device (spec 001 §2.1): an analog point as "name (unit)  value", a state point as a dot,
 * grey for 0 and green otherwise. Point names come from the point table, in the station's own wording.
 */
export function PointListWidget({ props }: WidgetRenderProps<PointListProps>) {
  const { t, i18n } = useTranslation();
  const points = (Array.isArray(props.points) ? (props.points as unknown[]) : []).map((p) => toPointRow(p, props.kind));
  if (points.length === 0) return <NonIdealState icon="inbox" description={t(props.empty ?? 'engine.empty')} />;
  const now = Date.now();
  const staleTitle = (p: PointRow) =>
    p.stale && p.time !== null ? t('widget.points.stale', { time: formatDate(p.time) }) : undefined;
  return (
    <ul className="portal-point-list" style={{ gridTemplateColumns: `repeat(${props.columns ?? 1}, minmax(0, 1fr))` }}>
      {points.map((p, i) =>
        p.kind === 'state' ? (
          <li key={i} className={`portal-point state${p.stale ? ' stale' : ''}`} title={staleTitle(p)}>
            <span
              className={`portal-point-dot ${p.value === null ? 'unknown' : p.value === 0 ? 'off' : 'on'}`}
              role="img"
              aria-label={t(
                p.value === null ? 'widget.points.unknown' : p.value === 0 ? 'widget.points.off' : 'widget.points.on',
              )}
            />
            <span className="portal-point-name">{p.name}</span>
          </li>
        ) : (
          <li key={i} className={`portal-point analog${p.stale ? ' stale' : ''}`} title={staleTitle(p)}>
            <span className="portal-point-name">
              {p.name}
              {p.unit ? ` (${p.unit})` : ''}
            </span>
            <span className="portal-point-value">
              {p.value === null ? '—' : formatFixed(p.value, props.fixed ?? 2, i18n.language)}
              {p.stale && p.time !== null && <small>{ageText(p.time, now, i18n.language)}</small>}
            </span>
          </li>
        ),
      )}
    </ul>
  );
}

registerWidget('point-list', PointListWidget);
