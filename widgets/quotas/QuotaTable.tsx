import { Fragment, useState } from 'react';
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import type { QuotaQuery, QuotaColumn } from '../../api/quotas';
import type { QuotaTableProps } from './props';
import { QuotaEntryCell } from './QuotaEntryCell';
import { formatQuota, quotaView, rowLabel, unitText } from './quotaFormat';
import './quotas.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'quota-table': QuotaTableProps;
  }
}

/**
 * The quota grid: groups as column bands, each quota's unit under its name, values with the catalogue's
 * decimals, the first column and the header fixed while the rest scrolls, a total row. Quotas staff enter
 * are edited in place on the rows of one station day, when the user may.
 */
export const QuotaTableWidget = observer(function QuotaTableWidget({ props, runtime }: WidgetRenderProps<QuotaTableProps>) {
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  const [editing, setEditing] = useState<string | null>(null);
  const grid = props.grid ?? undefined;
  const query = props.query as QuotaQuery | undefined;
  if (!grid) return null;
  const groups = grid.groups.map((g) => ({ ...g, quotas: g.quotas.filter((q) => !q.hideTable) })).filter((g) => g.quotas.length);
  const columns = groups.flatMap((g) => g.quotas);
  const mayEdit = session.hasPermission('indicator:quota:edit');
  const first = t(grid.rowKind === 'station' ? 'quota.station' : grid.rowKind === 'month' ? 'quota.month' : 'quota.day');
  const cell = (q: QuotaColumn, value: number | null | undefined) =>
    formatQuota(value, quotaView(q, i18n.language), i18n.language);
  const refresh = () => runtime.refresh(props.source ? [props.source] : undefined);

  if (!grid.rows.length) return <NonIdealState icon="th-disconnect" description={t(props.empty ?? 'quota.empty')} />;
  return (
    <div className="portal-quota-table" role="region" aria-label={t('quota.grid')} tabIndex={0}>
      <HTMLTable compact bordered striped>
        <thead>
          <tr>
            <th rowSpan={2} className="portal-quota-first">
              {first}
            </th>
            {groups.map((g) => (
              <th key={g.group} colSpan={g.quotas.length} className="portal-quota-band">
                {t(g.label)}
              </th>
            ))}
          </tr>
          <tr>
            {columns.map((q) => (
              <th key={q.quotaCode} style={{ minWidth: q.columnWidth ?? 96 }} title={q.quotaCode}>
                <span>{t(q.quotaName)}</span>
                <span className="portal-quota-unit">{unitText(t, quotaView(q, i18n.language).unit, grid.currency)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="portal-quota-first">
                {rowLabel(grid.rowKind, row, i18n.language)}
              </th>
              {columns.map((q) => {
                const key = `${row.key}:${q.quotaCode}`;
                const psId = row.psId ?? query?.psId;
                const editable = mayEdit && q.modify && row.day !== undefined && psId !== undefined;
                return (
                  <Fragment key={q.quotaCode}>
                    {editable ? (
                      <QuotaEntryCell
                        quota={q}
                        psId={psId}
                        day={row.day!}
                        value={row.values[q.quotaCode] ?? null}
                        text={cell(q, row.values[q.quotaCode])}
                        editing={editing === key}
                        onEdit={(on) => setEditing(on ? key : null)}
                        onSaved={refresh}
                      />
                    ) : (
                      <td className="portal-quota-value">{cell(q, row.values[q.quotaCode])}</td>
                    )}
                  </Fragment>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="portal-quota-first">
              {t('quota.total')}
            </th>
            {columns.map((q) => (
              <td key={q.quotaCode} className="portal-quota-value">
                {cell(q, grid.total[q.quotaCode])}
              </td>
            ))}
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
});

registerWidget('quota-table', QuotaTableWidget);
