import { useState } from 'react';
import { Button, ButtonGroup, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { cellStats, type CellExtreme, type CellStats } from '../../shared/cellFigures';
import { heatColour } from './heatColour';
import type { CellHeatmapProps } from './props';
import './equipment.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'cell-heatmap': CellHeatmapProps;
  }
}

type Quantity = 'voltage' | 'temperature';

interface Cells {
  packs: number;
  cellsPerPack: number;
  voltages: number[];
  temperatures: number[];
}

const UNIT: Record<Quantity, string> = { voltage: 'V', temperature: '°C' };
const DIGITS: Record<Quantity, number> = { voltage: 3, temperature: 1 };
/** The colour scale spans at least this much, so cells a sensor's noise apart do not look alarming. */
const LEAST_RANGE: Record<Quantity, number> = { voltage: 0.02, temperature: 2 };

function readCells(raw: unknown): Cells | null {
  const c = (raw ?? {}) as Partial<Cells>;
  if (!Array.isArray(c.voltages) || !c.packs || !c.cellsPerPack || c.voltages.length === 0) return null;
  return { packs: c.packs, cellsPerPack: c.cellsPerPack, voltages: c.voltages, temperatures: c.temperatures ?? [] };
}

/**
 * A battery cluster's cells as a heat map, packs as rows: voltage or temperature, the highest and lowest cell
 * marked, with the spread and the cells that set it; choosing a pack gives its own figures. The figures are
 * computed from the cells shown, so they always agree with them.
 */
export function CellHeatmap({ props }: WidgetRenderProps<CellHeatmapProps>) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<Quantity>('voltage');
  const [pack, setPack] = useState<number | null>(null);
  const cells = readCells(props.cells);
  if (!cells) return <NonIdealState icon="heat-grid" description={t('engine.empty')} />;
  const values = quantity === 'voltage' ? cells.voltages : cells.temperatures;
  const all = cellStats(values, cells.cellsPerPack);
  const own = pack === null ? null : cellStats(values, cells.cellsPerPack, pack);
  const mean = all.mean ?? 0;
  const half = Math.max(all.spread ?? 0, LEAST_RANGE[quantity]) / 2;
  const low = quantity === 'voltage' ? mean - half : (all.min?.value ?? 0);
  const high = quantity === 'voltage' ? mean + half : Math.max(all.max?.value ?? 0, low + LEAST_RANGE[quantity]);
  const digits = DIGITS[quantity];
  const unit = UNIT[quantity];
  const show = (v: number | null | undefined) => (typeof v === 'number' ? `${v.toFixed(digits)} ${unit}` : '—');
  const spreadText = (s: CellStats) =>
    s.spread === null ? '—' : quantity === 'voltage' ? `${Math.round(s.spread * 1000)} mV` : `${s.spread.toFixed(1)} K`;
  const place = (e: CellExtreme | null) => (e ? t('widget.cells.place', { pack: e.pack, cell: e.cell }) : '');
  const isAt = (e: CellExtreme | null, p: number, c: number) => e !== null && e.pack === p && e.cell === c;

  const figures = (s: CellStats, title: string) => (
    <HTMLTable compact className="portal-cell-figures" aria-label={title}>
      <tbody>
        <tr>
          <th>{t('widget.cells.max')}</th>
          <td>{show(s.max?.value)}</td>
          <td>{place(s.max)}</td>
        </tr>
        <tr>
          <th>{t('widget.cells.min')}</th>
          <td>{show(s.min?.value)}</td>
          <td>{place(s.min)}</td>
        </tr>
        <tr>
          <th>{t('widget.cells.spread')}</th>
          <td data-testid={`spread-${quantity}`}>{spreadText(s)}</td>
          <td />
        </tr>
        <tr>
          <th>{t('widget.cells.mean')}</th>
          <td>{show(s.mean)}</td>
          <td />
        </tr>
      </tbody>
    </HTMLTable>
  );

  return (
    <div className="portal-cell-heatmap">
      <div className="portal-cell-toolbar">
        <ButtonGroup>
          {(['voltage', 'temperature'] as const).map((q) => (
            <Button key={q} text={t(`widget.cells.${q}`)} active={quantity === q} onClick={() => setQuantity(q)} />
          ))}
        </ButtonGroup>
        <span className="portal-cell-legend" aria-hidden>
          <span>{show(low)}</span>
          <span className="portal-cell-ramp" />
          <span>{show(high)}</span>
        </span>
      </div>
      <div className="portal-cell-body">
        <div
          className="portal-cell-grid"
          role="grid"
          aria-label={t(`widget.cells.${quantity}`)}
          style={{ gridTemplateColumns: `auto repeat(${cells.cellsPerPack}, minmax(12px, 1fr))` }}
        >
          {Array.from({ length: cells.packs }, (_, p) => (
            <div key={p} role="row" className="portal-cell-row">
              <button
                type="button"
                className={`portal-cell-pack${pack === p + 1 ? ' is-chosen' : ''}`}
                onClick={() => setPack(pack === p + 1 ? null : p + 1)}
              >
                {t('widget.cells.pack', { pack: p + 1 })}
              </button>
              {Array.from({ length: cells.cellsPerPack }, (_, c) => {
                const value = values[p * cells.cellsPerPack + c];
                const mark = isAt(all.max, p + 1, c + 1) ? 'max' : isAt(all.min, p + 1, c + 1) ? 'min' : null;
                const label = `${t('widget.cells.place', { pack: p + 1, cell: c + 1 })}: ${show(value)}`;
                return (
                  <span
                    key={c}
                    role="gridcell"
                    title={label}
                    aria-label={label}
                    data-mark={mark ?? undefined}
                    className={`portal-cell${mark ? ` is-${mark}` : ''}`}
                    style={{ background: typeof value === 'number' ? heatColour((value - low) / (high - low || 1)) : undefined }}
                  />
                );
              })}
            </div>
          ))}
        </div>
        <div className="portal-cell-side">
          <h4>{t('widget.cells.cluster')}</h4>
          {figures(all, t('widget.cells.cluster'))}
          {own && pack !== null && (
            <>
              <h4>
                {t('widget.cells.pack', { pack })} <Tag minimal>{t(`widget.cells.${quantity}`)}</Tag>
              </h4>
              {figures(own, t('widget.cells.pack', { pack }))}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

registerWidget('cell-heatmap', CellHeatmap);
