import createDOMPurify, { type DOMPurify } from 'dompurify';
import { FORMATTERS, formatCapacity, formatFixed } from '../../shared/formatters';
import { DIAGRAM_PURIFY_CONFIG, installDiagramRules } from '../../shared/diagramPolicy';
import { freshnessOf } from '../../engine/freshness';

/*
 * How a wiring diagram binds to live points (the drawing is plain SVG; these attributes are its only contract,
 * described with examples in docs/diagrams.md):
 *
 *   data-point="<key>"   the point whose value the element shows; the key is the live-store key
 *                        (psId_equipType_collectId_pointCode), as in the `values` map.
 *   data-kind="yc"       analog: the element's text becomes the value, with
 *     data-format="<f>"  an engine formatter (power, energy: units chosen by size; fixed:n; percent:n;
 *                        capacity:kWp|kW|kWh), or
 *     data-fixed="<n>"   n decimals (default: as measured, at most 3), and
 *     data-unit="<u>"    the unit after a space (not with power, energy or capacity, which bring theirs).
 *   data-kind="yx"       state: the element gets class `is-on` (value ≠ 0) or `is-off` (value 0), or `is-unknown`;
 *                        the widget's stylesheet colours them, and a diagram may restyle them in its own <style>.
 *   data-kind="level"    a bar filled to the value between data-min (default 0) and data-max (default 100):
 *                        scaled from its bottom edge, or from its left with data-axis="x".
 *   data-kind="sign"     the direction of a flow: class `is-positive`, `is-negative` or `is-zero` (|value| not
 *                        above data-deadband, default 0).
 *   data-low, data-high  thresholds of yc and level elements: class `is-low` below, `is-high` above.
 *   data-control="<key>" clicking the element (or Enter on it) operates the point <key>; an empty value means the
 *                        element's own data-point.
 *   data-value="<n>"     without data-point: a constant (a nameplate rating) formatted like a reading.
 *   data-i18n="<key>"    a text the viewer sees in its language; the drawn text is the fallback.
 *   data-fit="<px>"      a text (a name, a label) longer than this is squeezed to this width.
 *
 * Any bound element whose value is not of good quality also gets `is-stale`.
 */

export type PointValues = Record<string, unknown>;

let purifier: DOMPurify | null = null;

/** The page's DOMPurify with the diagram rules the server applies too (created on first use, in the browser). */
function diagramPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    installDiagramRules(purifier);
  }
  return purifier;
}

/**
 * Parses the SVG text once and returns its root, or null when it is not an SVG document. The server sanitizes
 * every drawing it answers; the same rules run here again, so no path can bring a script into an operator's
 * session.
 */
export function parseSvg(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.documentElement.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  const body = diagramPurifier().sanitize(text, { ...DIAGRAM_PURIFY_CONFIG, RETURN_DOM: true }) as HTMLElement;
  return body.querySelector('svg');
}

/** The drawing's own size: its viewBox, else its width and height, else a landscape default. */
export function naturalSize(svg: Element): { width: number; height: number } {
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  return width > 0 && height > 0 ? { width, height } : { width: 1200, height: 800 };
}

/** A reading as the values map holds it: a number, or `{value, time, quality}` as the server answers. */
export interface Reading {
  value: number | null;
  time: number | null;
  quality: string | null;
  /** Not live by the engine's rule (engine/freshness.ts): shown dimmed. */
  stale: boolean;
}

export function readingOf(entry: unknown): Reading {
  if (entry && typeof entry === 'object' && 'value' in entry) {
    const { value, quality, time } = entry as { value?: unknown; quality?: unknown; time?: unknown };
    return {
      value: typeof value === 'number' ? value : null,
      time: typeof time === 'number' ? time : null,
      quality: typeof quality === 'string' ? quality : null,
      stale: freshnessOf(entry) !== null,
    };
  }
  return { value: typeof entry === 'number' ? entry : null, time: null, quality: null, stale: false };
}

const STATE_CLASSES = ['is-on', 'is-off', 'is-unknown'];
const SIGN_CLASSES = ['is-positive', 'is-negative', 'is-zero', 'is-unknown'];
const SELF_UNITS = new Set(['power', 'energy', 'capacity']);

const numberAttr = (element: Element, name: string): number | null => {
  const raw = element.getAttribute(name);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

/** The text of a reading as the element asks for it; "—" when there is none. */
export function formatReading(element: Element, value: number | null, locale: string): string {
  if (value === null) return '—';
  const format = element.getAttribute('data-format') ?? '';
  const unit = element.getAttribute('data-unit');
  const [name = '', arg] = format.split(':').map((p) => p.trim());
  let number: string;
  if (name === 'capacity' && (arg === 'kWp' || arg === 'kW' || arg === 'kWh')) number = formatCapacity(value, arg, locale);
  else if (name && name !== 'capacity' && FORMATTERS[name]) number = FORMATTERS[name](value, arg, locale);
  else {
    const fixed = numberAttr(element, 'data-fixed');
    number = fixed !== null ? formatFixed(value, fixed, locale) : value.toLocaleString(locale, { maximumFractionDigits: 3 });
  }
  return unit && !SELF_UNITS.has(name) ? `${number} ${unit}` : number;
}

function markThresholds(element: Element, value: number | null): void {
  const low = numberAttr(element, 'data-low');
  const high = numberAttr(element, 'data-high');
  element.classList.toggle('is-low', value !== null && low !== null && value < low);
  element.classList.toggle('is-high', value !== null && high !== null && value > high);
}

function showLevel(element: Element, value: number | null): void {
  const min = numberAttr(element, 'data-min') ?? 0;
  const max = numberAttr(element, 'data-max') ?? 100;
  const share = value === null || max <= min ? 0 : Math.min(1, Math.max(0, (value - min) / (max - min)));
  const horizontal = element.getAttribute('data-axis') === 'x';
  const style = (element as SVGElement | HTMLElement).style;
  style.transformBox = 'fill-box';
  style.transformOrigin = horizontal ? '0 50%' : '50% 100%';
  style.transform = horizontal ? `scaleX(${share})` : `scaleY(${share})`;
  element.classList.toggle('is-unknown', value === null);
  markThresholds(element, value);
}

function showSign(element: Element, value: number | null): void {
  const deadband = numberAttr(element, 'data-deadband') ?? 0;
  element.classList.remove(...SIGN_CLASSES);
  element.classList.add(
    value === null ? 'is-unknown' : Math.abs(value) <= deadband ? 'is-zero' : value > 0 ? 'is-positive' : 'is-negative',
  );
}

/** Writes the values into the bound elements of an injected diagram; the drawing itself is never rebuilt. */
export function applyPointValues(root: Element, values: PointValues, locale: string): void {
  for (const element of root.querySelectorAll('[data-point]')) {
    const key = element.getAttribute('data-point') ?? '';
    const { value, stale } = readingOf(values[key]);
    element.classList.toggle('is-stale', stale);
    const kind = element.getAttribute('data-kind');
    if (kind === 'yc') {
      element.textContent = formatReading(element, value, locale);
      if (element.hasAttribute('data-low') || element.hasAttribute('data-high')) markThresholds(element, value);
    } else if (kind === 'yx') {
      element.classList.remove(...STATE_CLASSES);
      element.classList.add(value === null ? 'is-unknown' : value === 0 ? 'is-off' : 'is-on');
    } else if (kind === 'level') showLevel(element, value);
    else if (kind === 'sign') showSign(element, value);
  }
}

/** Constants (data-value) and texts (data-i18n) in the viewer's language: once per drawing and language. */
export function applyLabels(root: Element, locale: string, translate: (key: string) => string | null): void {
  for (const element of root.querySelectorAll('[data-value]:not([data-point])')) {
    const value = numberAttr(element, 'data-value');
    if (value !== null) element.textContent = formatReading(element, value, locale);
  }
  for (const element of root.querySelectorAll('[data-i18n]')) {
    const text = translate(element.getAttribute('data-i18n') ?? '');
    if (text !== null) element.textContent = text;
  }
  for (const element of root.querySelectorAll('[data-fit]')) fitText(element);
}

/** Squeezes a text wider than its data-fit to that width; a text that fits keeps its own. */
function fitText(element: Element): void {
  const fit = numberAttr(element, 'data-fit');
  const text = element as SVGTextContentElement;
  if (fit === null || typeof text.getComputedTextLength !== 'function') return;
  element.removeAttribute('textLength');
  element.removeAttribute('lengthAdjust');
  if (text.getComputedTextLength() <= fit) return;
  element.setAttribute('textLength', String(fit));
  element.setAttribute('lengthAdjust', 'spacingAndGlyphs');
}

/**
 * Makes controls reachable by keyboard, as buttons are, when the viewer may operate them; for anyone else
 * they are plain drawing.
 */
export function markControls(root: Element, operable = true): void {
  for (const element of root.querySelectorAll('[data-control]')) {
    if (operable) {
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'button');
    } else {
      element.removeAttribute('tabindex');
      element.removeAttribute('role');
    }
  }
}

/** The point a click or key press on `target` operates, or null when it is not inside a control. */
export function controlPointOf(target: EventTarget | null, root: Element): string | null {
  const control = target instanceof Element ? target.closest('[data-control]') : null;
  if (!control || !root.contains(control)) return null;
  return control.getAttribute('data-control') || control.getAttribute('data-point');
}
