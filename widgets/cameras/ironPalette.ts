/**
 * The iron palette of thermal imaging ("ironbow"): cold is black and blue, then purple, red, orange and
 * yellow up to white-hot. Control points are interpolated into 256 colours.
 */
const STOPS: [number, [number, number, number]][] = [
  [0, [0, 0, 16]],
  [0.15, [32, 0, 140]],
  [0.35, [145, 0, 155]],
  [0.55, [228, 60, 40]],
  [0.75, [250, 150, 0]],
  [0.9, [255, 222, 60]],
  [1, [255, 255, 235]],
];

function interpolate(t: number): [number, number, number] {
  const i = Math.max(
    1,
    STOPS.findIndex(([at]) => at >= t),
  );
  const [a, from] = STOPS[i - 1]!;
  const [b, to] = STOPS[i]!;
  const f = b === a ? 0 : (t - a) / (b - a);
  return [0, 1, 2].map((c) => Math.round(from[c]! + (to[c]! - from[c]!) * f)) as [number, number, number];
}

/** 256 RGB colours, coldest first. */
export const IRON: [number, number, number][] = Array.from({ length: 256 }, (_, i) => interpolate(i / 255));

/** The colour of a temperature between `min` and `max`. */
export function ironColour(value: number, min: number, max: number): [number, number, number] {
  const t = max > min ? (value - min) / (max - min) : 0.5;
  return IRON[Math.max(0, Math.min(255, Math.round(t * 255)))]!;
}

/** The palette as a CSS gradient from cold (bottom) to hot (top), for the colour scale. */
export function ironGradient(direction = 'to top'): string {
  return `linear-gradient(${direction}, ${STOPS.map(([at, [r, g, b]]) => `rgb(${r} ${g} ${b}) ${Math.round(at * 100)}%`).join(', ')})`;
}

/** The picture's pixels (RGBA, for ImageData) in false colour, the range from `min` to `max`. */
export function paintThermal(values: readonly number[], min: number, max: number): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(new ArrayBuffer(values.length * 4));
  values.forEach((v, i) => {
    const [r, g, b] = ironColour(v, min, max);
    pixels[i * 4] = r;
    pixels[i * 4 + 1] = g;
    pixels[i * 4 + 2] = b;
    pixels[i * 4 + 3] = 255;
  });
  return pixels;
}
