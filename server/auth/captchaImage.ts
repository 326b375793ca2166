import zlib from 'node:zlib';

/** 5x7 glyphs for the characters an arithmetic question needs. */
const GLYPHS: Record<string, string[]> = {
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
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  x: ['00000', '10001', '01010', '00100', '01010', '10001', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

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
  return encodePng(pixels);
}

function line(set: (x: number, y: number, c: Rgb) => void, random: () => number, colour: Rgb) {
  let y = random() * HEIGHT;
  const slope = (random() - 0.5) * 0.8;
  for (let x = 0; x < WIDTH; x++, y += slope) set(x, Math.round(y), colour);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(rgb: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) rgb.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
