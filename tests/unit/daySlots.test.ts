import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeDay,
  decodeSamples,
  emptyDay,
  encodeDay,
  encodeWindow,
  overlay,
  recordCount,
} from '../../server/telemetry/daySlots';
import { ESTIMATED, LATE, MEASURED, MISSING, qualityRanges, slotQualities } from '../../shared/slotQuality';

/** A stored day as the portal wrote it before qualities: the values alone, raw deflated. */
function oldRow(values: number[]): Buffer {
  const samples = Float64Array.from(values);
  return zlib.deflateRawSync(Buffer.from(samples.buffer), { level: 1 });
}

const day = (values: number[], qualities: number[]) => ({
  samples: Float64Array.from(values),
  qualities: Uint8Array.from(qualities),
});

describe('a stored day of history slots', () => {
  it('reads a row written before qualities as measured where it holds a value and missing where not', () => {
    const stored = oldRow([NaN, 0, 12.5, NaN, -3]);
    const { samples, qualities } = decodeDay(stored);
    expect([...samples]).toEqual([NaN, 0, 12.5, NaN, -3]);
    expect([...qualities]).toEqual([MISSING, MEASURED, MEASURED, MISSING, MEASURED]);
    expect([...decodeSamples(stored)]).toEqual([NaN, 0, 12.5, NaN, -3]);
  });

  it('keeps each slot’s quality beside its value, told apart from the old rows by its first byte', () => {
    const written = day([1, 0, NaN, 4, 5.25], [MEASURED, LATE, MISSING, ESTIMATED, LATE]);
    const stored = encodeDay(written);
    // Block type 3 does not exist in deflate: no row of the old format starts so.
    expect((stored[0]! >> 1) & 3).toBe(3);
    const read = decodeDay(stored);
    expect([...read.samples]).toEqual([1, 0, NaN, 4, 5.25]);
    expect([...read.qualities]).toEqual([MEASURED, LATE, MISSING, ESTIMATED, LATE]);
    expect([...decodeSamples(stored)]).toEqual([1, 0, NaN, 4, 5.25]);
  });

  it('merges what memory holds over a stored day: the qualities of both survive, an old row’s too', () => {
    // The store holds an old row (measured 0 at slot 1) and memory holds slots 2-4 from a later write.
    const stored = decodeDay(oldRow([NaN, 0, NaN, 7, 8, NaN]));
    overlay(stored, { first: 2, ...day([3, NaN, 8.5], [LATE, MISSING, ESTIMATED]) });
    const merged = decodeDay(encodeDay(stored));
    expect([...merged.samples]).toEqual([NaN, 0, 3, 7, 8.5, NaN]);
    expect([...merged.qualities]).toEqual([MISSING, MEASURED, LATE, MEASURED, ESTIMATED, MISSING]);
  });

  it('keeps a measured slot measured when the same sample comes again late, and takes a new value’s quality', () => {
    const stored = day([10, 20, 30], [MEASURED, MEASURED, LATE]);
    overlay(stored, { first: 0, ...day([10, 21, 30], [LATE, LATE, MEASURED]) });
    expect([...stored.samples]).toEqual([10, 21, 30]);
    expect([...stored.qualities]).toEqual([MEASURED, LATE, MEASURED]);
  });

  it('reads windows added to a row over the whole day before them, in the order they were added', () => {
    const whole = encodeDay(day([1, 2, NaN, NaN, NaN], [MEASURED, MEASURED, MISSING, MISSING, MISSING]));
    const first = encodeWindow({ first: 1, ...day([2, 3], [LATE, MEASURED]) }, 5);
    const second = encodeWindow({ first: 2, ...day([4, 5], [LATE, LATE]) }, 5);
    const stored = Buffer.concat([whole, first, second]);
    expect(recordCount(stored)).toBe(3);
    const read = decodeDay(stored);
    // Slot 1 came again with its value: still measured. Slot 2 took a new value, late, after the first window.
    expect([...read.samples]).toEqual([1, 2, 4, 5, NaN]);
    expect([...read.qualities]).toEqual([MEASURED, MEASURED, LATE, LATE, MISSING]);
    expect([...decodeSamples(stored)]).toEqual([1, 2, 4, 5, NaN]);
    // A row of windows alone knows its day's length from them.
    expect([...decodeDay(second).samples]).toEqual([NaN, NaN, 4, 5, NaN]);
  });

  it('starts empty: every slot missing', () => {
    const empty = emptyDay(3);
    expect([...empty.samples]).toEqual([NaN, NaN, NaN]);
    expect([...empty.qualities]).toEqual([MISSING, MISSING, MISSING]);
  });
});

describe('slot qualities in answers', () => {
  it('are ranges per quality covering every slot once, and expand back to one per slot', () => {
    const codes = [MISSING, MISSING, LATE, LATE, MEASURED, ESTIMATED, MEASURED, MEASURED];
    const ranges = qualityRanges(codes);
    expect(ranges).toEqual({
      measured: [
        [4, 4],
        [6, 7],
      ],
      late: [[2, 3]],
      estimated: [[5, 5]],
      missing: [[0, 1]],
    });
    expect(slotQualities(ranges, codes.length)).toEqual([
      'missing',
      'missing',
      'late',
      'late',
      'measured',
      'estimated',
      'measured',
      'measured',
    ]);
    expect(slotQualities(undefined, 2)).toEqual([undefined, undefined]);
  });
});
