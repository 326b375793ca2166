import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderCaptcha } from '../../server/auth/captchaImage';
import { arithmeticQuestion } from '../../server/auth/captcha';
import { GLYPHS } from '../../server/draw/blockGlyphs';

/** The pixels of a PNG as server/draw/png.ts writes it (truecolour, every row filtered with "Sub"). */
function decode(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const raw = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++)
    for (let i = 0; i < stride; i++)
      rgb[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + (i >= 3 ? rgb[y * stride + i - 3]! : 0)) & 0xff;
  return { width, height, rgb };
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** A repeatable random sequence, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('the captcha image', () => {
  it('is large, with dark thick glyphs on a light ground, crossed by weaker lines and speckles', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seeded(seed);
      const { text } = arithmeticQuestion(random);
      const { width, height, rgb } = decode(renderCaptcha(text, random));
      expect([width, height]).toEqual([240, 72]);

      const shades = { glyph: 0, noise: 0, ground: 0 };
      let darkestGround = 1;
      let darkestNoise = 1;
      let lightestGlyph = 0;
      for (let i = 0; i < rgb.length; i += 3) {
        const l = luminance(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!);
        const kind = l < 0.05 ? 'glyph' : l < 0.6 ? 'noise' : 'ground';
        shades[kind]++;
        if (kind === 'ground') darkestGround = Math.min(darkestGround, l);
        if (kind === 'noise') darkestNoise = Math.min(darkestNoise, l);
        if (kind === 'glyph') lightestGlyph = Math.max(lightestGlyph, l);
      }
      // Glyphs against the ground beat WCAG's enhanced contrast (7:1) with room to spare.
      expect(contrast(lightestGlyph, darkestGround)).toBeGreaterThan(10);
      // The noise is visible (a machine cannot ignore it) but weaker than any glyph.
      expect(contrast(darkestNoise, darkestGround)).toBeGreaterThan(1.8);
      expect(contrast(darkestNoise, darkestGround)).toBeLessThan(contrast(lightestGlyph, darkestGround) / 2);
      // Thick strokes: each block of a glyph is 5 × 5 px, most of it still dark where lines cross it.
      const blocks = [...text].reduce((n, c) => n + GLYPHS[c]!.join('').replaceAll('0', '').length, 0);
      expect(shades.glyph).toBeGreaterThan(blocks * 25 * 0.68);
      expect(shades.noise).toBeGreaterThan(600);
    }
  });
});
