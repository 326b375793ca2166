import { blockTextWidth, eachBlock, GLYPH_HEIGHT } from '../draw/blockGlyphs';

export const PATTERN_WIDTH = 320;
export const PATTERN_HEIGHT = 180;

/** The seven bars of a 75 % colour-bar chart, left to right. */
const BARS: [number, number, number][] = [
  [191, 191, 191],
  [191, 191, 0],
  [0, 191, 191],
  [0, 191, 0],
  [191, 0, 191],
  [191, 0, 0],
  [0, 0, 191],
];
const STRIP: [number, number, number] = [16, 16, 16];
const WHITE: [number, number, number] = [235, 235, 235];
/** The moving block: its size and how far it moves per frame. */
const BLOCK = 16;
const STEP = 8;
const BARS_HEIGHT = 116;
const CLOCK_SCALE = 3;

/**
 * The demo cameras' picture (docs/cameras.md): colour bars over a dark strip in which a block moves a step each
 * frame (so a viewer sees the stream is live) and the station's local time stands in block digits. Answers
 * `PATTERN_WIDTH × PATTERN_HEIGHT` RGB pixels.
 */
export function renderTestPattern(frame: number, clock: string): Uint8Array {
  const w = PATTERN_WIDTH;
  const h = PATTERN_HEIGHT;
  const rgb = new Uint8Array(w * h * 3);
  const put = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (y * w + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  const rect = (x0: number, y0: number, width: number, height: number, colour: [number, number, number]) => {
    for (let y = y0; y < y0 + height; y++) for (let x = x0; x < x0 + width; x++) put(x, y, colour);
  };
  BARS.forEach((colour, n) => {
    const x0 = Math.round((n * w) / BARS.length);
    rect(x0, 0, Math.round(((n + 1) * w) / BARS.length) - x0, BARS_HEIGHT, colour);
  });
  rect(0, BARS_HEIGHT, w, h - BARS_HEIGHT, STRIP);

  // Back and forth along the strip's top, one step per frame.
  const travel = Math.floor((w - BLOCK) / STEP);
  const phase = ((frame % (2 * travel)) + 2 * travel) % (2 * travel);
  const position = phase <= travel ? phase : 2 * travel - phase;
  rect(position * STEP, BARS_HEIGHT + 6, BLOCK, BLOCK, WHITE);

  const left = Math.round((w - blockTextWidth(clock, CLOCK_SCALE)) / 2);
  const top = h - 6 - GLYPH_HEIGHT * CLOCK_SCALE;
  eachBlock(clock, CLOCK_SCALE, (x, y, size) => rect(left + x, top + y, size, size, WHITE));
  return rgb;
}
