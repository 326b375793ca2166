/**
 * Digits and a few signs as 5 × 7 blocks, a row per string: the captcha's arithmetic and the clock of the
 * cameras' test picture. The server draws without a font library.
 */
export const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  ':': ['00000', '00100', '00100', '00000', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  x: ['00000', '10001', '01010', '00100', '01010', '10001', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Calls `fill(x, y)` for each lit block of `text` at `scale` pixels per block, one block of space between glyphs. */
export function eachBlock(text: string, scale: number, fill: (x: number, y: number, size: number) => void): void {
  [...text].forEach((char, n) => {
    const rows = GLYPHS[char];
    if (!rows) return;
    rows.forEach((row, y) => {
      for (let x = 0; x < GLYPH_WIDTH; x++) if (row[x] === '1') fill((n * (GLYPH_WIDTH + 1) + x) * scale, y * scale, scale);
    });
  });
}

/** The width in pixels of `text` drawn by `eachBlock`. */
export function blockTextWidth(text: string, scale: number): number {
  return (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
}
