import { busbar, el, text } from './sldSymbols';
import { COLUMN, ROW_HEIGHT, type Feeder } from './sldFeeders';

export const MARGIN = 48;
const MIN_WIDTH = 1100;
/** The drawing area of the wiring page at 1440 × 900: the layout is chosen to be read there without zooming. */
const TARGET = { width: 1150, height: 780 };
const TITLE_BAND = 88;
export const TILE_HEIGHT = 62;
export const TILE_STEP = 74;
const MIN_TILE_WIDTH = 136;
/** Height of the grid connection from the utility grid down to the busbar. */
const CHAIN_HEIGHT = { transformer: 300, direct: 170 };
/** Room the grid chain takes left and right of its line (the meter's and transformer's readings). */
const CHAIN_LEFT = 160;
const CHAIN_RIGHT = 260;
/** Spacing of parallel box transformers. */
export const TRANSFORMER_SPACING = 320;

/** Where the parts of the drawing sit. */
export interface Layout {
  width: number;
  height: number;
  rows: Feeder[][];
  /** x of the grid connection's line; top of the grid connection; y of the first busbar. */
  chainX: number;
  gridTop: number;
  busY: number;
  tiles: { left: number; top: number; perRow: number; width: number };
}

interface Header {
  chainX: number;
  gridTop: number;
  busY: number;
  tiles: Layout['tiles'];
}

/**
 * The band above the busbar. With one incomer the grid chain stands at the right and the station's figures
 * fill the room to its left; parallel transformers take the middle and the figures go above them.
 */
function headerOf(width: number, tileCount: number, transformerCount: number): Header {
  const chainHeight = transformerCount > 0 ? CHAIN_HEIGHT.transformer : CHAIN_HEIGHT.direct;
  const grid = (area: number) => {
    const perRow = Math.max(1, Math.min(tileCount, Math.floor((area + 12) / (MIN_TILE_WIDTH + 12))));
    return { perRow, width: Math.min(190, Math.floor((area + 12) / perRow) - 12), rows: Math.ceil(tileCount / perRow) };
  };
  if (transformerCount <= 1) {
    const chainX = width - MARGIN - CHAIN_RIGHT;
    const tiles = grid(chainX - CHAIN_LEFT - MARGIN);
    const gridTop = TITLE_BAND - 16;
    const busY = Math.max(gridTop + chainHeight, TITLE_BAND + tiles.rows * TILE_STEP + 24);
    return { chainX, gridTop, busY, tiles: { left: MARGIN, top: TITLE_BAND, perRow: tiles.perRow, width: tiles.width } };
  }
  const tiles = grid(width - 2 * MARGIN);
  const gridTop = TITLE_BAND + tiles.rows * TILE_STEP + 16;
  return {
    chainX: width / 2,
    gridTop,
    busY: gridTop + chainHeight,
    tiles: { left: MARGIN, top: TITLE_BAND, perRow: tiles.perRow, width: tiles.width },
  };
}

/** Packs the feeders into rows of at most `maxColumns` columns, in order; a feeder is never split. */
function pack(feeders: Feeder[], maxColumns: number): Feeder[][] {
  const rows: Feeder[][] = [];
  let row: Feeder[] = [];
  let used = 0;
  for (const f of feeders) {
    if (row.length > 0 && used + f.columns > maxColumns) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(f);
    used += f.columns;
  }
  if (row.length) rows.push(row);
  return rows;
}

const columnsOf = (row: Feeder[]) => row.reduce((n, f) => n + f.columns, 0);

/** Tries every row width and keeps the one whose drawing fits the wiring page at the largest scale. */
export function bestLayout(feeders: Feeder[], tileCount: number, transformerCount: number): Layout {
  const widest = Math.max(1, ...feeders.map((f) => f.columns));
  const total = Math.max(1, columnsOf(feeders));
  let best: (Layout & { scale: number }) | null = null;
  for (let maxColumns = widest; maxColumns <= total; maxColumns++) {
    const rows = pack(feeders, maxColumns);
    const width = Math.max(
      MIN_WIDTH,
      2 * MARGIN + Math.max(...rows.map(columnsOf)) * COLUMN,
      2 * MARGIN + transformerCount * TRANSFORMER_SPACING,
    );
    const header = headerOf(width, tileCount, transformerCount);
    const height = header.busY + rows.length * ROW_HEIGHT + 44;
    const scale = Math.min(TARGET.width / width, TARGET.height / height);
    if (!best || scale > best.scale + 1e-9) best = { width, height, rows, ...header, scale };
  }
  return best!;
}

/** Each row of feeders centred under its busbar; rows below the first hang from a riser at the left. */
export function drawRows(layout: Layout): string {
  const { rows, width, chainX, busY } = layout;
  const starts = rows.map((row) => (width - columnsOf(row) * COLUMN) / 2);
  const riserX = Math.min(...starts) - 14;
  const parts: string[] = [];
  rows.forEach((row, r) => {
    const y = busY + r * ROW_HEIGHT;
    const first = starts[r]! + COLUMN / 2;
    const last = starts[r]! + (columnsOf(row) - 0.5) * COLUMN;
    const from = Math.min(first, r === 0 ? chainX : first, rows.length > 1 ? riserX : first) - 10;
    const to = Math.max(last, r === 0 ? chainX : last) + 10;
    parts.push(busbar(from, to, y, 'lv'));
    let x = starts[r]!;
    for (const feeder of row) {
      parts.push(feeder.draw(x, y));
      x += feeder.columns * COLUMN;
    }
  });
  if (rows.length > 1)
    parts.push(el('line', { class: 'bus lv', x1: riserX, y1: busY, x2: riserX, y2: busY + (rows.length - 1) * ROW_HEIGHT }));
  const busLeft = Math.min(starts[0]! + COLUMN / 2, chainX, rows.length > 1 ? riserX : Infinity) - 10;
  parts.push(text(busLeft, busY - 12, 'AC busbar', { cls: 'lbl', i18n: 'wiring.svg.busbar' }));
  return parts.join('');
}
