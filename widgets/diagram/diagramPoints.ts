import { formatFixed } from '../../engine/formatters';

/*
 * How a wiring diagram binds to live points (the drawing is plain SVG; these attributes are its only contract):
 *
 *   data-point="<key>"   the point whose value the element shows; the key is the live-store key
 *                        (psId_equipType_collectId_pointCode), as in the `values` map.
 *   data-kind="yc"       analog: the element's text becomes the value, with
 *     data-fixed="<n>"   n decimals (default: as measured, at most 3) and
 *     data-unit="<u>"    the unit after a space.
 *   data-kind="yx"       state: the element gets class `is-on` (value ≠ 0) or `is-off` (value 0), or `is-unknown`;
 *                        the widget's stylesheet colours them, and a diagram may restyle them in its own <style>.
 *   data-control="<key>" clicking the element (or Enter on it) operates the point <key>; an empty value means the
 *                        element's own data-point.
 *
 * Any bound element whose value is not of good quality also gets `is-stale`.
 */

export type PointValues = Record<string, unknown>;

const STATE_CLASSES = ['is-on', 'is-off', 'is-unknown'];

/** Parses the SVG text once and returns its root, or null when it is not an SVG document. */
export function parseSvg(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  // The server sanitizes diagrams when they are stored; stripping again costs nothing and keeps an older,
  // unsanitized record from running code in an operator's session.
  root.querySelectorAll('script').forEach((s) => s.remove());
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...element.attributes]) {
      const dangerousLink = /href$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value);
      if (/^on/i.test(attr.name) || dangerousLink) element.removeAttribute(attr.name);
    }
  }
  return root as unknown as SVGSVGElement;
}

/** The drawing's own size: its viewBox, else its width and height, else a landscape default. */
export function naturalSize(svg: Element): { width: number; height: number } {
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  return width > 0 && height > 0 ? { width, height } : { width: 1200, height: 800 };
}

function readingOf(entry: unknown): { value: number | null; stale: boolean } {
  if (entry && typeof entry === 'object' && 'value' in entry) {
    const { value, quality } = entry as { value?: unknown; quality?: unknown };
    return { value: typeof value === 'number' ? value : null, stale: typeof quality === 'string' && quality !== 'good' };
  }
  return { value: typeof entry === 'number' ? entry : null, stale: false };
}

/** Writes the values into the bound elements of an injected diagram; the drawing itself is never rebuilt. */
export function applyPointValues(root: Element, values: PointValues, locale: string): void {
  for (const element of root.querySelectorAll('[data-point]')) {
    const key = element.getAttribute('data-point') ?? '';
    const { value, stale } = readingOf(values[key]);
    element.classList.toggle('is-stale', stale);
    const kind = element.getAttribute('data-kind');
    if (kind === 'yc') {
      const fixed = element.getAttribute('data-fixed');
      const unit = element.getAttribute('data-unit');
      const number =
        value === null
          ? '—'
          : fixed !== null && fixed !== ''
            ? formatFixed(value, Number(fixed), locale)
            : value.toLocaleString(locale, { maximumFractionDigits: 3 });
      element.textContent = unit && value !== null ? `${number} ${unit}` : number;
    } else if (kind === 'yx') {
      element.classList.remove(...STATE_CLASSES);
      element.classList.add(value === null ? 'is-unknown' : value === 0 ? 'is-off' : 'is-on');
    }
  }
}

/** Makes controls reachable by keyboard, as buttons are. */
export function markControls(root: Element): void {
  for (const element of root.querySelectorAll('[data-control]')) {
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
  }
}

/** The point a click or key press on `target` operates, or null when it is not inside a control. */
export function controlPointOf(target: EventTarget | null, root: Element): string | null {
  const control = target instanceof Element ? target.closest('[data-control]') : null;
  if (!control || !root.contains(control)) return null;
  return control.getAttribute('data-control') || control.getAttribute('data-point');
}
