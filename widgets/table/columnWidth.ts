import { isValidElement, type ReactNode } from 'react';

/** What a column holds; each kind starts at a width its usual content fits. */
export type ColumnKind = 'check' | 'code' | 'number' | 'date' | 'status' | 'text' | 'actions';

/** [least, most] px a column of a kind takes before the user drags it. */
const RANGE: Record<ColumnKind, [number, number]> = {
  check: [40, 40],
  code: [80, 200],
  number: [80, 160],
  date: [150, 230],
  status: [90, 180],
  text: [100, 320],
  actions: [90, 320],
};

/** Cell padding plus the resize handle. */
const PADDING = 24;

/** Estimated px of a text at the portal's 14 px font (`bold` for headers): a Chinese character is about twice a Latin one. */
export function textWidth(text: string, bold = false): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 15 : bold ? 8.6 : 7.5;
  return Math.ceil(w);
}

/** The plain text a rendered cell shows, when it is plain (a string, a number, or an element wrapping one). */
function plain(node: ReactNode): string | undefined {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return plain(node.props.children);
  return undefined;
}

/**
 * A column's starting width from its content: wide enough for its header on one line and, within its
 * kind's range, its longest cell text (a long remark stops at 320 px and is read on hover or by dragging).
 */
export function columnWidth(kind: ColumnKind = 'text', header: string, cells: ReactNode[]): number {
  const [least, most] = RANGE[kind];
  if (kind === 'check') return least;
  let widest = 0;
  for (const c of cells) {
    const text = plain(c);
    if (text !== undefined) widest = Math.max(widest, textWidth(text) + PADDING);
  }
  // The header always fits on one line; the cells' text only up to the kind's most.
  return Math.max(least, textWidth(header, true) + PADDING + 12, Math.min(most, widest));
}
