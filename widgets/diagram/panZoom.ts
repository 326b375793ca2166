/** Where the drawing sits in its box: shifted by x, y px and scaled by k. */
export interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_SCALE = 0.05;
const MAX_SCALE = 40;

/** Zooms by `factor` about the box point (px, py), so the spot under the mouse stays under it. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.k * factor));
  const ratio = k / view.k;
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

/** The whole drawing, centred in the box with a small margin. */
export function fitView(content: { width: number; height: number }, box: { width: number; height: number }): View {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0, k: 1 };
  const k = Math.min(box.width / content.width, box.height / content.height) * 0.96;
  return { k, x: (box.width - content.width * k) / 2, y: (box.height - content.height * k) / 2 };
}

/** Wheel steps differ between mice and touchpads; an exponential keeps zooming smooth on both. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.0015);
}
