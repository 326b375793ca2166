/*
 * Drawing primitives of a single-line diagram (IEC 60617 in spirit): wires, busbars, breakers, meters,
 * transformers, converters, battery racks and PV arrays, written as SVG text. Bound elements follow the
 * attribute convention of docs/diagrams.md; this file knows nothing about any station.
 */

type Attrs = Record<string, string | number | undefined | null>;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as it may stand in SVG content or an attribute value. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const round = (n: number) => Math.round(n * 10) / 10;

export function el(tag: string, attrs: Attrs, body = ''): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : esc(v!)}"`)
    .join('');
  return body ? `<${tag}${list}>${body}</${tag}>` : `<${tag}${list}/>`;
}

/** How an element shows a live point (docs/diagrams.md). */
export interface Binding {
  /** Live point key psId_equipType_collectId_code. */
  point: string;
  kind: 'yc' | 'yx' | 'level' | 'sign';
  /** An engine formatter: power, energy, fixed:n, percent:n. */
  format?: string;
  unit?: string;
  /** Point key a click operates. */
  control?: string;
  low?: number;
  deadband?: number;
}

export function bindingAttrs(b: Binding | undefined): Attrs {
  if (!b) return {};
  return {
    'data-point': b.point,
    'data-kind': b.kind,
    'data-format': b.format,
    'data-unit': b.unit,
    'data-control': b.control,
    'data-low': b.low,
    'data-deadband': b.deadband,
  };
}

export interface TextOptions {
  cls?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** i18n key the diagram widget replaces the text with (the text stays as the fallback). */
  i18n?: string;
  bind?: Binding;
  /** Width a longer text is squeezed to by the widget (names and labels in boxes). */
  fit?: number;
  /** A constant (a nameplate rating) the widget formats like a reading, with `format` and `unit`. */
  constant?: { value: number; format: string; unit?: string };
}

/** A text; a bound one starts as "—" until the first values arrive. */
export function text(x: number, y: number, content: string, o: TextOptions = {}): string {
  return el(
    'text',
    {
      x,
      y,
      class: o.cls,
      'text-anchor': o.anchor && o.anchor !== 'start' ? o.anchor : undefined,
      'data-i18n': o.i18n,
      'data-fit': o.fit,
      ...bindingAttrs(o.bind),
      'data-value': o.constant?.value,
      'data-format': o.constant?.format ?? o.bind?.format,
      'data-unit': o.constant?.unit ?? o.bind?.unit,
    },
    esc(o.bind ? '—' : content || (o.constant ? constantText(o.constant) : '')),
  );
}

/** What a constant reads as in the file itself, before the widget formats it in the viewer's language. */
function constantText(c: NonNullable<TextOptions['constant']>): string {
  const unit = c.unit ?? (c.format.startsWith('capacity:') ? c.format.slice('capacity:'.length) : '');
  return unit ? `${c.value} ${unit}` : String(c.value);
}

export const wire = (x1: number, y1: number, x2: number, y2: number, cls = 'wire') => el('line', { class: cls, x1, y1, x2, y2 });

export const busbar = (x1: number, x2: number, y: number, cls: 'hv' | 'lv') =>
  el('line', { class: `bus ${cls}`, x1, y1: y, x2, y2: y });

/** A breaker or contactor: a square, filled when closed (is-on), hollow when open (is-off). */
export function breaker(cx: number, cy: number, state?: Binding): string {
  return el('rect', { class: 'brk', x: cx - 13, y: cy - 13, width: 26, height: 26, rx: 2, ...bindingAttrs(state) });
}

/** An energy meter on the line: a circle with its unit. */
export function meter(cx: number, cy: number): string {
  return el('circle', { class: 'meter', cx, cy, r: 18 }) + text(cx, cy + 4, 'kWh', { cls: 'sym', anchor: 'middle' });
}

/** A two-winding transformer: two overlapping circles between top and top + 68. */
export function transformer(cx: number, top: number): string {
  return el('circle', { class: 'xf', cx, cy: top + 22, r: 22 }) + el('circle', { class: 'xf', cx, cy: top + 46, r: 22 });
}

/** A small status lamp. */
export const lamp = (cx: number, cy: number, state: Binding, cls = '') =>
  el('circle', { class: `lamp ${cls}`.trim(), cx, cy, r: 6, ...bindingAttrs(state) });

/** A converter (AC/DC) sign: a square cut by its diagonal, ~ above, = below. */
export function converterIcon(x: number, y: number): string {
  return el(
    'g',
    { class: 'icon', transform: `translate(${x},${y})` },
    el('rect', { width: 26, height: 26, rx: 2 }) +
      el('line', { x1: 0, y1: 26, x2: 26, y2: 0 }) +
      el('path', { d: 'M3 8 q2.5 -4 5 0 t5 0' }) +
      el('line', { x1: 15, y1: 19, x2: 23, y2: 19 }) +
      el('line', { x1: 15, y1: 22, x2: 23, y2: 22 }),
  );
}

/** A PV array: a module field under the sun, 96 × 54, top-left at (x, y). */
export function pvArray(x: number, y: number): string {
  const cells: string[] = [];
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++)
      cells.push(el('rect', { class: 'pv-cell', x: x + 8 + c * 20, y: y + 14 + r * 18, width: 18, height: 16 }));
  return (
    el('rect', { class: 'pv-frame', x, y, width: 96, height: 54, rx: 3 }) +
    cells.join('') +
    el('circle', { class: 'sun', cx: x + 88, cy: y + 6, r: 7 })
  );
}

/** A battery symbol: long and short plates, 22 × 18. */
export function batteryIcon(x: number, y: number): string {
  return el(
    'g',
    { class: 'icon', transform: `translate(${x},${y})` },
    el('line', { x1: 0, y1: 0, x2: 22, y2: 0 }) +
      el('line', { x1: 5, y1: 6, x2: 17, y2: 6 }) +
      el('line', { x1: 0, y1: 12, x2: 22, y2: 12 }) +
      el('line', { x1: 5, y1: 18, x2: 17, y2: 18 }),
  );
}

/** A load: an arrow into a consumer. */
export function loadArrow(cx: number, y: number): string {
  return el('path', { class: 'load-arrow', d: `M${cx - 12} ${y} L${cx + 12} ${y} L${cx} ${y + 20} Z` });
}

/** A text of the drawing: its i18n key and the English fallback the file itself carries. */
export type Label = readonly [key: string, fallback: string];

/**
 * The direction of a power flow (positive = towards the grid, drawn upwards): an arrow and a word, one of
 * three shown by the sign of the value.
 */
export function flowMark(x: number, y: number, point: string, words: { up: Label; down: Label; idle: Label }): string {
  const part = (cls: string, arrow: string, [key, fallback]: Label) =>
    el('g', { class: cls }, el('path', { d: arrow }) + text(x + 14, y + 4, fallback, { cls: 'flow-text', i18n: key }));
  return el(
    'g',
    { class: 'flow', 'data-point': point, 'data-kind': 'sign', 'data-deadband': 1 },
    part('up', `M${x} ${y + 5} l5 -9 l5 9 Z`, words.up) +
      part('down', `M${x} ${y - 4} l5 9 l5 -9 Z`, words.down) +
      part('idle', `M${x + 1} ${y - 1} h8 v2 h-8 Z`, words.idle),
  );
}

/** A vertical gauge filled to the value between 0 and 100 (a state of charge). */
export function levelGauge(x: number, y: number, width: number, height: number, state: Binding): string {
  return (
    el('rect', { class: 'gauge', x, y, width, height, rx: 2 }) +
    el('rect', { class: 'level', x: x + 2, y: y + 2, width: width - 4, height: height - 4, ...bindingAttrs(state) })
  );
}

/** The diagram's own look, scoped under its root class so it cannot restyle the portal around it. */
export const SLD_STYLE = `
.sld text { font-family: 'Segoe UI', 'Noto Sans', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif; fill: #dce0e5; }
.sld .bg { fill: #1c2127; }
.sld .title { font-size: 24px; font-weight: 600; fill: #f6f7f9; }
.sld .sub { font-size: 14px; fill: #abb3bf; }
.sld .lbl { font-size: 12px; fill: #abb3bf; }
.sld .name { font-size: 13px; font-weight: 600; fill: #f6f7f9; }
.sld .val { font-size: 15px; font-weight: 600; fill: #8abbff; }
.sld .val.big { font-size: 17px; }
.sld .val.sm { font-size: 12px; font-weight: 400; fill: #c5cbd3; }
.sld .sym { font-size: 10px; fill: #c5cbd3; }
.sld .tile { fill: #252a31; stroke: #383e47; }
.sld .tile-val { font-size: 19px; font-weight: 600; fill: #f6f7f9; }
.sld .wire { stroke: #8f99a8; stroke-width: 2; fill: none; }
.sld .dc { stroke: #72ca9b; stroke-width: 2; stroke-dasharray: 6 4; fill: none; }
.sld .bus { stroke-width: 7; stroke-linecap: round; }
.sld .bus.hv { stroke: #f0b726; }
.sld .bus.lv { stroke: #4c90f0; }
.sld .brk { fill: #1c2127; stroke: #abb3bf; stroke-width: 2.5; }
.sld .brk.is-on { fill: #e76a6e; stroke: #e76a6e; }
.sld .brk.is-off { fill: #1c2127; stroke: #72ca9b; }
.sld .brk.is-unknown { fill: none; stroke: #8f99a8; }
.sld .box { fill: #252a31; stroke: #5f6b7c; stroke-width: 1.5; }
.sld .box.pcs { stroke: #4c90f0; }
.sld .box.bat { stroke: #32a467; }
.sld .box.pv { stroke: #f0b726; }
.sld .box.load { stroke: #c87619; }
.sld .meter { fill: #1c2127; stroke: #c5cbd3; stroke-width: 2; }
.sld .xf { fill: none; stroke: #c5cbd3; stroke-width: 2; }
.sld .icon { fill: none; stroke: #8abbff; stroke-width: 1.5; }
.sld .icon > rect { fill: #1c2127; }
.sld .gauge { fill: #111418; stroke: #5f6b7c; }
.sld .level { fill: #32a467; }
.sld .level.is-low { fill: #e76a6e; }
.sld .level.is-unknown { fill: none; stroke: none; }
.sld .lamp { fill: #5f6b7c; stroke: none; }
.sld .lamp.alarm.is-on { fill: #e76a6e; }
.sld .lamp.alarm.is-off { fill: #32a467; }
.sld .load-arrow { fill: #c87619; }
.sld .pv-frame { fill: #1c2127; stroke: #f0b726; stroke-width: 1.5; }
.sld .pv-cell { fill: #1f3d6b; stroke: #4c90f0; stroke-width: 1; }
.sld .sun { fill: #f0b726; }
.sld .flow path { fill: #abb3bf; }
.sld .flow .flow-text { font-size: 12px; fill: #abb3bf; }
.sld .flow .up path { fill: #f0b726; }
.sld .flow .up .flow-text { fill: #fbd065; }
.sld .flow .down path { fill: #72ca9b; }
.sld .flow .down .flow-text { fill: #72ca9b; }
.sld .flow .up, .sld .flow .down, .sld .flow .idle { display: none; }
.sld .flow.is-positive .up, .sld .flow.is-negative .down, .sld .flow.is-zero .idle { display: inline; }
.sld .legend { font-size: 12px; fill: #abb3bf; }
`;
