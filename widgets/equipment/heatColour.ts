/** Stops of the heat ramp: blue (low) through green and yellow to red (high). */
const STOPS: [number, [number, number, number]][] = [
  [0, [49, 101, 181]],
  [0.35, [72, 175, 160]],
  [0.65, [240, 200, 70]],
  [1, [205, 57, 52]],
];

/** The colour of a share (0 lowest … 1 highest) on the heat ramp; shares outside are clamped. */
export function heatColour(share: number): string {
  const s = Math.max(0, Math.min(1, Number.isFinite(share) ? share : 0));
  for (let i = 1; i < STOPS.length; i++) {
    const [at, rgb] = STOPS[i]!;
    if (s <= at) {
      const [from, low] = STOPS[i - 1]!;
      const k = (s - from) / (at - from);
      return `rgb(${low.map((v, j) => Math.round(v + (rgb[j]! - v) * k)).join(', ')})`;
    }
  }
  return `rgb(${STOPS[STOPS.length - 1]![1].join(', ')})`;
}
