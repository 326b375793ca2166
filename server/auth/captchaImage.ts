import { GLYPHS } from '../draw/blockGlyphs';
import { encodePng } from '../draw/png';

const WIDTH = 160;
const HEIGHT = 60;
const SCALE = 4;

type Rgb = [number, number, number];

/** Draws `text` with jittered glyphs, noise lines and speckles, and encodes it as a PNG. */
export function renderCaptcha(text: string, random: () => number = Math.random): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const shade = 236 + Math.round(random() * 16);
      set(x, y, [shade, shade, 250]);
    }
  const darkColour = (): Rgb => [Math.round(random() * 110), Math.round(random() * 110), 60 + Math.round(random() * 120)];

  for (let n = 0; n < 4; n++) line(set, random, darkColour());

  const step = 5 * SCALE + 3;
  let x0 = Math.round((WIDTH - text.length * step) / 2);
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for "${char}"`);
    const colour = darkColour();
    const y0 = 14 + Math.round((random() - 0.5) * 10);
    const slant = (random() - 0.5) * 0.5;
    glyph.forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) {
            const py = y0 + gy * SCALE + dy;
            set(Math.round(x0 + gx * SCALE + dx + (py - 30) * slant), py, colour);
          }
      }),
    );
    x0 += step;
  }
  for (let n = 0; n < 2; n++) line(set, random, darkColour());
  for (let n = 0; n < 300; n++) set(Math.floor(random() * WIDTH), Math.floor(random() * HEIGHT), darkColour());
  return encodePng(WIDTH, HEIGHT, pixels);
}

function line(set: (x: number, y: number, c: Rgb) => void, random: () => number, colour: Rgb) {
  let y = random() * HEIGHT;
  const slope = (random() - 0.5) * 0.8;
  for (let x = 0; x < WIDTH; x++, y += slope) set(x, Math.round(y), colour);
}
