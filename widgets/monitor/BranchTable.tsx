import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatFixed } from '../../shared/formatters';
import { BOX_OFFLINE, branchCellLook, branchCountOf, communicationTone, toConfluenceRow } from './branchCells';
import type { BranchTableProps } from './props';
import './monitor.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'branch-table': BranchTableProps;
  }
}

/** The combiner-box table of a string inverter (spec 001 §2.1): one row per box, one column per branch. */
export function BranchTableWidget({ props }: WidgetRenderProps<BranchTableProps>) {
  const { t, i18n } = useTranslation();
  const count = branchCountOf(props.branchCount);
  const rows = (Array.isArray(props.rows) ? (props.rows as unknown[]) : []).map((r) => toConfluenceRow(r, count));
  const fixed = (v: number | null, digits: number) => (v === null ? '—' : formatFixed(v, digits, i18n.language));
  return (
    <div className="portal-branch-table">
      <HTMLTable compact bordered>
        <thead>
          <tr>
            <th>{t('widget.branch.inverter')}</th>
            <th>{t('widget.branch.box')}</th>
            <th className="numeric">
              {t('widget.branch.busVoltage')}
              <small>{' (V)'}</small>
            </th>
            {Array.from({ length: count }, (_, i) => (
              <th key={i} className="numeric">
                {t('widget.branch.branch', { n: i + 1 })}
                <small>{' (A)'}</small>
              </th>
            ))}
            <th>{t('widget.branch.comm')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const offline = row.boxState === BOX_OFFLINE;
            const comm = communicationTone(row.commState);
            return (
              <tr
                key={r}
                className={offline ? 'portal-branch-offline' : undefined}
                title={offline ? t('widget.branch.offline') : undefined}
              >
                <td>{row.inverter || '—'}</td>
                <td>{row.box || '—'}</td>
                <td className="numeric">{fixed(row.busVoltage, 1)}</td>
                {row.currents.map((current, i) => {
                  const look = branchCellLook(row.branchStates[i], row.boxState);
                  return (
                    <td key={i} className={`numeric portal-branch-${look.tone}${look.notConnected ? ' not-connected' : ''}`}>
                      {look.notConnected ? t('widget.branch.notConnected') : fixed(current, 2)}
                    </td>
                  );
                })}
                <td>
                  <Tag minimal intent={comm === 'green' ? 'success' : 'danger'}>
                    {t(comm === 'green' ? 'widget.branch.commNormal' : 'widget.branch.commInterrupted')}
                  </Tag>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <NonIdealState icon="inbox" description={t(props.empty ?? 'engine.empty')} />}
    </div>
  );
}

registerWidget('branch-table', BranchTableWidget);
