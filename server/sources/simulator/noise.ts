/**
 * Deterministic randomness: every value is a pure function of the seed and its coordinates, so the
 * backfill and the live run give the same value for the same instant, and two runs with one seed agree.
 */

const HASH_START = 0x9e3779b9;

/** One integer mixed into a hash (the murmur3 body). */
function mix(h: number, part: number): number {
  let k = Math.imul(part | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  h ^= Math.imul(k, 0x1b873593);
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** The murmur finaliser, as an unsigned 32-bit number. */
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of integers (a mix of the murmur finaliser). */
export function hash(...parts: number[]): number {
  let h = HASH_START;
  for (const part of parts) h = mix(h, part);
  return finish(h);
}

/** Uniform in [0, 1). */
export function unit(...parts: number[]): number {
  return hash(...parts) / 4294967296;
}

/** unit(a, b, c) without the arrays of rest parameters: smooth noise asks it twice for every simulated value. */
function unit3(a: number, b: number, c: number): number {
  return finish(mix(mix(mix(HASH_START, a), b), c)) / 4294967296;
}

/** Smooth noise in [0, 1): values on a lattice of `scale` seconds, cosine-interpolated between. */
export function smooth(seed: number, channel: number, tSeconds: number, scale: number): number {
  const x = tSeconds / scale;
  const i = Math.floor(x);
  const f = x - i;
  const w = (1 - Math.cos(f * Math.PI)) / 2;
  return unit3(seed, channel, i) * (1 - w) + unit3(seed, channel, i + 1) * w;
}

/** Roughly normal noise (mean 0, sd about 1) that varies smoothly, from octaves of smooth noise. */
export function smoothNormal(seed: number, channel: number, tSeconds: number, scale: number): number {
  let sum = 0;
  for (let octave = 0; octave < 4; octave++) {
    const w = 1 / (octave + 1);
    sum += (smooth(seed, channel * 8 + octave, tSeconds, scale / 2 ** octave) - 0.5) * w;
  }
  return sum / OCTAVES_SD;
}

/** The sum of uniform deviations has a variance of 1/12 per unit weight squared: its sd, to rescale to 1. */
const OCTAVES_SD = Math.sqrt((1 / 12) * [1, 1 / 4, 1 / 9, 1 / 16].reduce((a, b) => a + b, 0));

/** The standard normal cumulative distribution (Abramowitz-Stegun 7.1.26). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const y =
    1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}
