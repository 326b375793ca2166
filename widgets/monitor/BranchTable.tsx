import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatFixed } from '../../shared/formatters';
import { DataTable, type DataColumn } from '../table/DataTable';
import {
  BOX_OFFLINE,
  branchCellLook,
  branchCountOf,
  communicationTone,
  toConfluenceRow,
  type ConfluenceRow,
} from './branchCells';
import type { BranchTableProps } from './props';
import './monitor.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'branch-table': BranchTableProps;
  }
}

/** The combiner-box table of a string inverter (spec-digest 001 §2.1): one row per box, one column per branch. */
export function BranchTableWidget({ props }: WidgetRenderProps<BranchTableProps>) {
  const { t, i18n } = useTranslation();
  const count = branchCountOf(props.branchCount);
  const rows = (Array.isArray(props.rows) ? (props.rows as unknown[]) : []).map((r) => toConfluenceRow(r, count));
  const fixed = (v: number | null, digits: number) => (v === null ? '—' : formatFixed(v, digits, i18n.language));
  const offline = (row: ConfluenceRow) => row.boxState === BOX_OFFLINE;
  // An offline box greys its whole row.
  const grey = (row: ConfluenceRow) => (offline(row) ? 'portal-branch-grey' : undefined);
  const columns: DataColumn<ConfluenceRow>[] = [
    {
      id: 'inverter',
      header: t('widget.branch.inverter'),
      kind: 'code',
      render: (row) => row.inverter || '—',
      cellClass: grey,
    },
    {
      id: 'box',
      header: t('widget.branch.box'),
      kind: 'code',
      render: (row) => row.box || '—',
      cellClass: grey,
      cellTitle: (row) => (offline(row) ? t('widget.branch.offline') : undefined),
    },
    {
      id: 'busVoltage',
      header: `${t('widget.branch.busVoltage')} (V)`,
      kind: 'number',
      render: (row) => fixed(row.busVoltage, 1),
      cellClass: grey,
    },
    ...Array.from({ length: count }, (_, i): DataColumn<ConfluenceRow> => ({
      id: `branch${i + 1}`,
      header: `${t('widget.branch.branch', { n: i + 1 })} (A)`,
      kind: 'number',
      render: (row) =>
        branchCellLook(row.branchStates[i], row.boxState).notConnected
          ? t('widget.branch.notConnected')
          : fixed(row.currents[i] ?? null, 2),
      cellClass: (row) => {
        const look = branchCellLook(row.branchStates[i], row.boxState);
        return `portal-branch-${look.tone}${look.notConnected ? ' not-connected' : ''}`;
      },
    })),
    {
      id: 'comm',
      header: t('widget.branch.comm'),
      kind: 'status',
      render: (row) => {
        const green = communicationTone(row.commState) === 'green';
        return (
          <Tag minimal intent={green ? 'success' : 'danger'}>
            {t(green ? 'widget.branch.commNormal' : 'widget.branch.commInterrupted')}
          </Tag>
        );
      },
    },
  ];
  return (
    <DataTable
      className="portal-branch-table"
      columns={columns}
      rows={rows}
      rowKey={(row, i) => `${row.box}#${i}`}
      // The inverter and the box name stay while the branches scroll past.
      frozen={2}
      empty={t(props.empty ?? 'engine.empty')}
    />
  );
}

registerWidget('branch-table', BranchTableWidget);
