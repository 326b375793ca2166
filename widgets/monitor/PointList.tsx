import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatFixed } from '../../shared/formatters';
import { FreshValue } from '../../engine/FreshValue';
import { toPointRow } from './pointRows';
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
export function PointListWidget({ props, freshness }: WidgetRenderProps<PointListProps>) {
  const { t, i18n } = useTranslation();
  const raw = Array.isArray(props.points) ? (props.points as unknown[]) : [];
  if (raw.length === 0) return <NonIdealState icon="inbox" description={t(props.empty ?? 'engine.empty')} />;
  return (
    <ul className="portal-point-list" style={{ gridTemplateColumns: `repeat(${props.columns ?? 1}, minmax(0, 1fr))` }}>
      {raw.map((point, i) => {
        const p = toPointRow(point, props.kind);
        const fresh = freshness('points', point);
        return p.kind === 'state' ? (
          <li key={i} className="portal-point state">
            <FreshValue freshness={fresh} layout="inline">
              <span
                className={`portal-point-dot ${p.value === null ? 'unknown' : p.value === 0 ? 'off' : 'on'}`}
                role="img"
                aria-label={t(
                  p.value === null ? 'widget.points.unknown' : p.value === 0 ? 'widget.points.off' : 'widget.points.on',
                )}
              />
            </FreshValue>
            <span className="portal-point-name">{p.name}</span>
          </li>
        ) : (
          <li key={i} className="portal-point analog">
            <span className="portal-point-name">
              {p.name}
              {p.unit ? ` (${p.unit})` : ''}
            </span>
            <span className="portal-point-value">
              <FreshValue freshness={fresh} layout="inline">
                {p.value === null ? '—' : formatFixed(p.value, props.fixed ?? 2, i18n.language)}
              </FreshValue>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

registerWidget('point-list', PointListWidget);
