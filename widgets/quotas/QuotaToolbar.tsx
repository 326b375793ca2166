import { useEffect, useState } from 'react';
import { Button, HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { exportQuotas, type QuotaQuery, type Period } from '../../api/quotas';
import type { QuotaToolbarProps } from './props';
import { RecalculateControl } from './RecalculateControl';
import { PeriodDate } from './PeriodDate';
import './quotas.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'quota-toolbar': QuotaToolbarProps;
  }
}

const TYPES = ['PV', 'WP', 'ES', 'PVES'];

/** Today in the browser, as the period's default: this month. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The same moment written for another period: 2026-11-24 is 2026-11 as a month and 2026 as a year; a year
 * or month that holds today opens on today, another on its first day.
 */
export function dateFor(period: Period, date: string, now = today()): string {
  const full = now.startsWith(date) ? now : `${date}${date.length === 4 ? '-01-01' : date.length === 7 ? '-01' : ''}`;
  return period === 'year' ? full.slice(0, 4) : period === 'month' ? full.slice(0, 7) : full;
}

/**
 * What the quota grid shows: the chosen station or the stations of a type (narrowed by a label), a
 * year, a month or a day, written to the page state as the grid's request; recalculation and export of it. The
 * labels to choose are the page's source.
 */
export const QuotaToolbarWidget = observer(function QuotaToolbarWidget({ props, runtime }: WidgetRenderProps<QuotaToolbarProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const psId = typeof props.psId === 'number' ? props.psId : undefined;
  const [scope, setScope] = useState<'station' | 'type'>(psId === undefined ? 'type' : 'station');
  const report = props.use === 'report';
  // A report may take every type together (''); the indicator analysis one type, the station's by default.
  const [psType, setPsType] = useState(report ? '' : typeof props.psType === 'string' ? props.psType : 'PV');
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const [period, setPeriod] = useState<Period>('month');
  const [date, setDate] = useState(dateFor('month', today()));
  const labels = props.labels ?? [];

  const query: QuotaQuery | null =
    scope === 'station'
      ? psId === undefined
        ? null
        : { psId, period, date }
      : // A type of the select or of the chosen plant; the server refuses another.
        {
          ...(psType ? { psType: psType as QuotaQuery['psType'] } : {}),
          ...(tagId === undefined ? {} : { tagId }),
          period,
          date,
        };
  if (query && report) query.use = 'report';
  const key = JSON.stringify(query);
  useEffect(() => {
    runtime.setState(props.state, query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const choosePeriod = (next: string) => {
    setPeriod(next as Period);
    setDate(dateFor(next as Period, date));
  };
  const grid = props.grid ?? undefined;

  return (
    <div className="portal-quota-toolbar">
      <SegmentedControl
        value={scope}
        intent="primary"
        aria-label={t('quota.scope')}
        options={[
          { value: 'station', label: t('quota.thisStation'), disabled: psId === undefined },
          { value: 'type', label: t('quota.byType') },
        ]}
        onValueChange={(v) => setScope(v as 'station' | 'type')}
      />
      {scope === 'type' && (
        <>
          <HTMLSelect
            aria-label={t('quota.stationType')}
            value={psType}
            options={[
              ...(report ? [{ value: '', label: t('quota.allTypes') }] : []),
              ...TYPES.map((type) => ({ value: type, label: t(`dict.ps_type.${type}`) })),
            ]}
            onChange={(e) => setPsType(e.currentTarget.value)}
          />
          <HTMLSelect
            aria-label={t('quota.label')}
            value={tagId === undefined ? '' : String(tagId)}
            options={[
              { value: '', label: t('quota.allLabels') },
              ...labels.map((l) => ({ value: String(l.tagId), label: l.tagName })),
            ]}
            onChange={(e) => setTagId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
          />
        </>
      )}
      <SegmentedControl
        value={period}
        intent="primary"
        aria-label={t('quota.period')}
        options={(['year', 'month', 'day'] as const).map((p) => ({ value: p, label: t(`quota.periods.${p}`) }))}
        onValueChange={choosePeriod}
      />
      <PeriodDate period={period} date={date} today={today()} onChange={setDate} />
      <span className="portal-quota-spacer" />
      {scope === 'station' && psId !== undefined && session.hasPermission('indicator:quota:recalculate') && (
        <RecalculateControl
          psId={psId}
          period={period}
          date={date}
          later={(ms, run) => runtime.polling.later(ms, run)}
          onDone={() => runtime.refresh(props.source ? [props.source] : undefined)}
        />
      )}
      {session.hasPermission('indicator:quota:export') && (
        <Button
          icon="export"
          text={t('quota.export')}
          disabled={!query || !grid?.rows.length}
          onClick={() => query && void exportQuotas(query, `${t(report ? 'report.fileName' : 'quota.fileName')}-${date}.xlsx`)}
        />
      )}
    </div>
  );
});

registerWidget('quota-toolbar', QuotaToolbarWidget);
