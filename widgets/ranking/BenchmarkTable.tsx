import { useState } from 'react';
import { HTMLTable, Icon, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { resolve } from '../../engine/bindings';
import { columnExtremes, markOf, nextOrder, sortRows, type SortOrder } from './benchmarkOrder';
import type { BenchmarkColumn, BenchmarkTableProps } from './props';
import './ranking.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'benchmark-table': BenchmarkTableProps;
  }
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
/** A row without the column's figure shows a dash, not a dash with the unit after it. */
const missing = (item: unknown, field: string | undefined) =>
  field !== undefined && ((item as Record<string, unknown> | null)?.[field] ?? null) === null;

/**
 * Stations side by side on normalized figures: each column's best cell green and its worst red, any column
 * sortable by a click on its heading. Cells are templates over `item`.
 */
export function BenchmarkTableWidget({ props, node, scope }: WidgetRenderProps<BenchmarkTableProps>) {
  const { t, i18n } = useTranslation();
  const rows = Array.isArray(props.rows) ? (props.rows as unknown[]) : [];
  const columns = (node.columns as BenchmarkColumn[]).filter((c) => !c.visibleOn || resolve(c.visibleOn, scope));
  const first = columns.find((c) => c.field === props.sortBy);
  const [order, setOrder] = useState<SortOrder | null>(
    first?.field ? { field: first.field, descending: first.better !== 'low' } : null,
  );
  const marked = (c: BenchmarkColumn, item: unknown) => !c.markWhen || Boolean(resolve(c.markWhen, { ...scope, item }));
  const extremes = columns.map((c) =>
    c.field && c.better
      ? columnExtremes(
          rows.filter((item) => marked(c, item)),
          c.field,
          c.better,
        )
      : null,
  );
  const sorted = sortRows(rows, order, i18n.language);

  return (
    <div className="portal-benchmark">
      <HTMLTable compact striped className="portal-benchmark-table">
        <thead>
          <tr>
            {columns.map((c, i) => {
              const active = order && c.field === order.field;
              return (
                <th key={i} aria-sort={active ? (order.descending ? 'descending' : 'ascending') : undefined}>
                  {c.field ? (
                    <button
                      type="button"
                      className="portal-benchmark-sort"
                      onClick={() => setOrder(nextOrder(order, c.field!, c.better))}
                    >
                      {t(c.label)}
                      <Icon
                        icon={active ? (order.descending ? 'chevron-down' : 'chevron-up') : 'double-caret-vertical'}
                        size={12}
                      />
                    </button>
                  ) : (
                    t(c.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((item, r) => (
            <tr key={r}>
              {columns.map((c, i) => {
                const mark = c.field && marked(c, item) ? markOf(item, c.field, extremes[i]!) : null;
                return (
                  <td
                    key={i}
                    className={mark ? `portal-benchmark-${mark}` : undefined}
                    title={mark ? t(`benchmark.${mark}`) : undefined}
                  >
                    {mark && <Icon icon={mark === 'best' ? 'arrow-up' : 'arrow-down'} size={12} />}
                    {missing(item, c.field) ? '—' : show(resolve(c.text, { ...scope, item }))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <NonIdealState icon="inbox" description={t(props.empty ?? 'engine.empty')} />}
      {rows.length > 0 && (
        <p className="portal-muted portal-benchmark-legend">
          <span className="portal-benchmark-best">
            <Icon icon="arrow-up" size={12} /> {t('benchmark.best')}
          </span>
          <span className="portal-benchmark-worst">
            <Icon icon="arrow-down" size={12} /> {t('benchmark.worst')}
          </span>
          <span>{t('benchmark.sortHint')}</span>
        </p>
      )}
    </div>
  );
}

registerWidget('benchmark-table', BenchmarkTableWidget, { templates: ['columns'] });
