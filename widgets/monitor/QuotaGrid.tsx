import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { FreshValue } from '../../engine/FreshValue';
import { usePlantZone } from '../../engine/plantZone';
import type { QuotaGridProps } from './props';
import './monitor.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'quota-grid': QuotaGridProps;
  }
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** Labelled figures in even columns: "DC voltage (V)" over "612.4"; values arrive formatted by their bindings. */
export function QuotaGridWidget({ props, freshness }: WidgetRenderProps<QuotaGridProps>) {
  const { t } = useTranslation();
  const zone = usePlantZone();
  return (
    <dl className="portal-quota-grid" style={{ gridTemplateColumns: `repeat(${props.columns ?? 4}, minmax(0, 1fr))` }}>
      {props.items.map((item, i) => (
        <div key={i} className="portal-quota">
          <dt className="portal-muted" title={`${t(item.label)}${item.unit ? ` (${item.unit})` : ''}`}>
            {t(item.label)}
            {item.unit ? ` (${item.unit})` : ''}
          </dt>
          <dd title={show(item.value)} className={item.wrap ? 'portal-quota-wrap' : undefined}>
            <FreshValue freshness={freshness(`items.${i}.value`)} timeZone={zone}>
              {show(item.value)}
            </FreshValue>
          </dd>
        </div>
      ))}
    </dl>
  );
}

registerWidget('quota-grid', QuotaGridWidget);
