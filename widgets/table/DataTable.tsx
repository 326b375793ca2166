import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { columnWidth, type ColumnKind } from './columnWidth';
import { useRoomBelow } from './useRoomBelow';
import { useFitColumns } from './useFitColumns';
import './table.css';

/** One column of a {@link DataTable}. */
export interface DataColumn<R> {
  /** Stable within the table; also the column's `data-column` attribute. */
  id: string;
  /** The localized header; shown on one line, never broken one character per line. */
  header: string;
  /** Replaces the header's text with a control (the check box that selects every row). */
  headerControl?: ReactNode;
  /** What the column holds; picks a default width (a check box is narrow, a remark is wide). */
  kind?: ColumnKind;
  /** A fixed starting width in px; otherwise from the kind, the header and the cells' text. */
  width?: number;
  /** The cell of a row. A string or number also feeds the column's width. */
  render(row: R, index: number): ReactNode;
  /** A class for the cell of a row (a state's colour). */
  cellClass?(row: R): string | undefined;
  /** A hover text for the cell of a row. */
  cellTitle?(row: R): string | undefined;
}

export interface DataTableProps<R> {
  columns: DataColumn<R>[];
  rows: R[];
  /** A row's key, written on its cells as `data-row-key` so a test or script can find a row's buttons. */
  rowKey(row: R, index: number): string;
  /** How many leading columns stay while the table scrolls sideways (the check box and the name); default 1.
   * A column of actions is moved after the check boxes and stays too. */
  frozen?: number;
  /** Row height in px; 32 holds a small button. */
  rowHeight?: number;
  /** A click on a row outside its controls (opens its detail). */
  onRowClick?(row: R): void;
  /** The rows are still loading: a spinner instead of the empty state. */
  loading?: boolean;
  /** The localized text when there are no rows. */
  empty: string;
  className?: string;
  'data-testid'?: string;
}

const HEADER_HEIGHT = 31;
const SCROLLBAR = 17;
const EMPTY_HEIGHT = 130;

/**
 * A wide list that keeps every column in reach: Blueprint's Table2 with the first columns frozen, columns
 * resizable, rows virtualized and the header kept on top. Its height is bounded by the screen, so the
 * horizontal scroll bar is always on the first screen instead of below the last row.
 */
/**
 * The row's buttons stay in view with the row: a column of actions moves next to the check box and is frozen
 * with the leading columns (Blueprint freezes only leading ones), so no width hides it past the right edge.
 */
function pinActions<R>(columns: DataColumn<R>[], frozen: number): { pinned: DataColumn<R>[]; frozenCount: number } {
  const actions = columns.filter((c) => c.kind === 'actions');
  if (!actions.length) return { pinned: columns, frozenCount: Math.min(frozen, columns.length) };
  const rest = columns.filter((c) => c.kind !== 'actions');
  const checks = rest.findIndex((c) => c.kind !== 'check');
  const at = checks < 0 ? rest.length : checks;
  return {
    pinned: [...rest.slice(0, at), ...actions, ...rest.slice(at)],
    frozenCount: Math.min(Math.max(frozen, at) + actions.length, columns.length),
  };
}

export function DataTable<R>({
  columns: given,
  rows,
  rowKey,
  frozen = 1,
  rowHeight = 32,
  onRowClick,
  loading,
  empty,
  className,
  'data-testid': testId,
}: DataTableProps<R>) {
  const { pinned: columns, frozenCount } = pinActions(given, frozen);
  const natural = useMemo(
    () =>
      columns.map(
        (c) =>
          c.width ??
          columnWidth(
            c.kind,
            c.header,
            rows.slice(0, 200).map((r, i) => c.render(r, i)),
          ),
      ),
    [columns, rows],
  );
  const box = useRef<HTMLDivElement>(null);
  // The estimate grows to what the drawn cells measure: a button, a time or a state never ends in "…".
  const { fitted, measure } = useFitColumns(box, columns, natural);
  // Widths the user dragged, by column id, outlive new rows and a language switch.
  const [dragged, setDragged] = useState<Record<string, number>>({});
  const drawn = columns.map((c, i) => dragged[c.id] ?? fitted[i]!).join(' ');
  // Table2 keeps drawing cells at the widths it had before an update (palantir/blueprint#5778): as a cell
  // dependency, new widths redraw them, so a column fitted to its buttons shows them whole.
  const widths = useMemo(() => drawn.split(' ').map(Number), [drawn]);
  // An empty table leaves room for its empty state's icon and text.
  const body = rows.length ? rows.length * rowHeight + HEADER_HEIGHT + SCROLLBAR : HEADER_HEIGHT + EMPTY_HEIGHT;
  const room = useRoomBelow(box);
  return (
    <div
      ref={box}
      className={`portal-data-table${onRowClick ? ' portal-data-table-clickable' : ''}${className ? ` ${className}` : ''}`}
      style={{ height: room === null ? `min(${body}px, var(--portal-table-max-height))` : Math.min(body, room) }}
      data-testid={testId}
      data-rows={rows.length}
    >
      <Table2
        // Blueprint measures its viewport when mounted and on resizes; an empty table measures none, so the
        // first rows to arrive (a live alarm on an empty list) would stay undrawn. A fresh table measures again.
        key={rows.length > 0 ? 'rows' : 'empty'}
        numRows={rows.length}
        numFrozenColumns={frozenCount}
        columnWidths={widths}
        defaultRowHeight={rowHeight}
        minColumnWidth={36}
        enableColumnResizing
        enableRowResizing={false}
        enableRowHeader={false}
        enableFocusedCell={false}
        enableGhostCells={false}
        selectionModes={SelectionModes.NONE}
        renderMode={RenderMode.BATCH_ON_UPDATE}
        cellRendererDependencies={[rows, columns, widths]}
        onCompleteRender={measure}
        onColumnWidthChanged={(index, size) => setDragged((d) => ({ ...d, [columns[index]!.id]: size }))}
      >
        {columns.map((c) => (
          <Column
            key={c.id}
            id={c.id}
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell
                name={c.header}
                nameRenderer={(name) => (
                  <div className="portal-data-table-header" title={name} data-column={c.id}>
                    {c.headerControl ?? name}
                  </div>
                )}
              />
            )}
            cellRenderer={(r) => {
              const row = rows[r]!;
              const content = c.render(row, r);
              // Prose may end in "…" past its kind's most width: its whole text shows on hover.
              const prose = (c.kind ?? 'text') === 'text' || c.kind === 'code';
              const hover = c.cellTitle?.(row) ?? (prose && typeof content === 'string' ? content : undefined);
              return (
                <Cell
                  interactive
                  className={`portal-data-table-cell portal-data-table-${c.kind ?? 'text'} ${c.cellClass?.(row) ?? ''}`}
                  tooltip={hover}
                >
                  <div
                    className="portal-data-table-content"
                    data-row-key={rowKey(row, r)}
                    data-column={c.id}
                    // A control's click is its own; the rest of the row opens the row.
                    onClick={
                      onRowClick &&
                      ((click) => {
                        if (!(click.target as HTMLElement).closest('button, input, label, a')) onRowClick(row);
                      })
                    }
                  >
                    {content}
                  </div>
                </Cell>
              );
            }}
          />
        ))}
      </Table2>
      {rows.length === 0 && (
        <div className="portal-data-table-empty">
          {loading ? <Spinner size={24} /> : <NonIdealState icon="inbox" description={empty} />}
        </div>
      )}
    </div>
  );
}
