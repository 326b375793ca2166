import { memo } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatFixed } from '../../shared/formatters';
import { FreshValue } from '../../engine/FreshValue';
import { usePlantZone } from '../../engine/plantZone';
import type { Freshness } from '../../engine/freshness';
import { toPointRow, type PointRow } from './pointRows';
import type { PointListProps } from './props';
import './monitor.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'point-list': PointListProps;
  }
}

interface PointItemProps {
  row: PointRow;
  /** The value as shown: formatted figure, or the state dot's wording. */
  text: string;
  freshness: Freshness | null;
}

const samePoint = (a: PointItemProps, b: PointItemProps) =>
  a.text === b.text &&
  a.row.name === b.row.name &&
  a.row.unit === b.row.unit &&
  a.row.kind === b.row.kind &&
  a.row.value === b.row.value &&
  a.freshness?.quality === b.freshness?.quality &&
  a.freshness?.time === b.freshness?.time;

/** One point; it renders again only when its value, wording or freshness changed. */
const PointItem = memo(function PointItem({ row: p, text, freshness }: PointItemProps) {
  const zone = usePlantZone();
  return p.kind === 'state' ? (
    <li className="portal-point state">
      <FreshValue freshness={freshness} layout="inline" timeZone={zone}>
        <span
          className={`portal-point-dot ${p.value === null ? 'unknown' : p.value === 0 ? 'off' : 'on'}`}
          role="img"
          aria-label={text}
        />
      </FreshValue>
      <span className="portal-point-name">{p.name}</span>
    </li>
  ) : (
    <li className="portal-point analog">
      <span className="portal-point-name">
        {p.name}
        {p.unit ? ` (${p.unit})` : ''}
      </span>
      <span className="portal-point-value">
        <FreshValue freshness={freshness} layout="inline" timeZone={zone}>
          {text}
        </FreshValue>
      </span>
    </li>
  );
}, samePoint);

/**
 * The points of a device (spec-digest 001 §2.1): an analog point as "name (unit)  value", a state point as a dot,
 * grey for 0 and green otherwise. Point names come from the point table, in the station's own wording.
 */
export function PointListWidget({ props, freshness }: WidgetRenderProps<PointListProps>) {
  const { t, i18n } = useTranslation();
  const raw = Array.isArray(props.points) ? (props.points as unknown[]) : [];
  if (raw.length === 0) return <NonIdealState icon="inbox" description={t(props.empty ?? 'engine.empty')} />;
  const stateWords = {
    unknown: t('widget.points.unknown'),
    off: t('widget.points.off'),
    on: t('widget.points.on'),
  };
  return (
    <ul className="portal-point-list" style={{ gridTemplateColumns: `repeat(${props.columns ?? 1}, minmax(0, 1fr))` }}>
      {raw.map((point, i) => {
        const p = toPointRow(point, props.kind);
        const text =
          p.kind === 'state'
            ? stateWords[p.value === null ? 'unknown' : p.value === 0 ? 'off' : 'on']
            : p.value === null
              ? '—'
              : formatFixed(p.value, props.fixed ?? 2, i18n.language);
        return <PointItem key={i} row={p} text={text} freshness={freshness('points', point)} />;
      })}
    </ul>
  );
}

registerWidget('point-list', PointListWidget);
