import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from '../draw/blockGlyphs';
import { encodePng } from '../draw/png';

/** The image's size in pixels; the sign-in page shows it at this size, never scaled down. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 72;
/** Pixels per glyph block: strokes 5 px thick, glyphs 35 px tall, readable with weak eyesight. */
const SCALE = 5;

type Rgb = [number, number, number];

/**
 * Draws `text` for people with weak eyesight and against machines alike: near-black thick glyphs on a light
 * background (a contrast of about 12:1 or more), each slanted, shifted and bent by a wave; mid-grey lines and
 * speckles cross them, visible but weaker than the glyphs, so they do not hide a stroke from a reader but do
 * break the glyphs' outlines for a program that cuts them apart.
 */
export function renderCaptcha(text: string, random: () => number = Math.random): Buffer {
  const pixels = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (y * CAPTCHA_WIDTH + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  for (let y = 0; y < CAPTCHA_HEIGHT; y++)
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const shade = 240 + Math.round(random() * 15);
      set(x, y, [shade, shade, 255]);
    }
  const glyphColour = (): Rgb => [Math.round(random() * 40), Math.round(random() * 40), 40 + Math.round(random() * 50)];
  const noiseColour = (): Rgb => {
    const grey = 140 + Math.round(random() * 40);
    return [grey, grey, grey + Math.round(random() * 30)];
  };

  // One wave bends the whole line of text, so no glyph sits on a straight baseline.
  const wave = { amplitude: 2 + random() * 2, period: 28 + random() * 20, phase: random() * 2 * Math.PI };
  // Glyphs 6 px apart, so a slant never joins two of them into one shape.
  const step = GLYPH_WIDTH * SCALE + 6;
  const glyphHeight = GLYPH_HEIGHT * SCALE;
  let x0 = Math.round((CAPTCHA_WIDTH - text.length * step) / 2);
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for "${char}"`);
    const colour = glyphColour();
    const y0 = Math.round((CAPTCHA_HEIGHT - glyphHeight) / 2 + (random() - 0.5) * 12);
    const slant = (random() - 0.5) * 0.5;
    glyph.forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) {
            const px = x0 + gx * SCALE + dx;
            const py = y0 + gy * SCALE + dy;
            const bend = wave.amplitude * Math.sin(px / wave.period + wave.phase);
            const x = Math.round(px + (py - CAPTCHA_HEIGHT / 2) * slant);
            const y = Math.round(py + bend);
            // A pixel to the right and below as well: slant and wave move neighbours apart, which would leave holes.
            for (const [ox, oy] of [
              [0, 0],
              [1, 0],
              [0, 1],
            ] as const)
              set(x + ox, y + oy, colour);
          }
      }),
    );
    x0 += step;
  }
  for (let n = 0; n < 5; n++) line(set, random, noiseColour());
  for (let n = 0; n < 500; n++) set(Math.floor(random() * CAPTCHA_WIDTH), Math.floor(random() * CAPTCHA_HEIGHT), noiseColour());
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
}

/** A line 2 px thick across the whole image, drawn over the glyphs. */
function line(set: (x: number, y: number, c: Rgb) => void, random: () => number, colour: Rgb) {
  let y = CAPTCHA_HEIGHT * (0.15 + random() * 0.7);
  const slope = (random() - 0.5) * 0.6;
  for (let x = 0; x < CAPTCHA_WIDTH; x++, y += slope) {
    set(x, Math.round(y), colour);
    set(x, Math.round(y) + 1, colour);
  }
}
