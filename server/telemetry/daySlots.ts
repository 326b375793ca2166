import zlib from 'node:zlib';
import { MEASURED, MISSING } from '../../shared/slotQuality';

/**
 * A day of one series as memory holds it and the store keeps it: a float64 value per slot (NaN: no sample)
 * and beside it a byte of quality (shared/slotQuality.ts), from slot `first` on.
 */
export interface DaySlots {
  samples: Float64Array;
  qualities: Uint8Array;
}

/** Slots holding samples from `first` on: a block's memory. */
export interface HeldSlots extends DaySlots {
  first: number;
}

export function emptyDay(slots: number): DaySlots {
  return { samples: new Float64Array(slots).fill(NaN), qualities: new Uint8Array(slots) };
}

/**
 * The quality a slot keeps when a sample arrives for it. A new value replaces the slot, quality and all; the
 * same value again (a gateway resending what was heard live) keeps the better account of it, so repeating a
 * sample changes nothing, as repeating it never changed the value.
 */
export function arrivingQuality(heldValue: number, heldQuality: number, value: number, quality: number): number {
  return heldQuality !== MISSING && heldValue === value ? Math.min(heldQuality, quality) : quality;
}

/** Writes the slots memory holds over a whole day's (what the store holds): the merge of every write and read. */
export function overlay(day: DaySlots, held: HeldSlots): void {
  const { samples, qualities, first } = held;
  for (let s = 0; s < samples.length; s++) {
    const quality = qualities[s]!;
    if (quality === MISSING) continue;
    const at = first + s;
    day.qualities[at] = arrivingQuality(day.samples[at]!, day.qualities[at]!, samples[s]!, quality);
    day.samples[at] = samples[s]!;
  }
}

/**
 * First byte of a stored day with qualities, version 1. Rows written before qualities are bare raw deflate
 * streams of the values, and a raw deflate stream never starts with block type 3 (reserved; bits 1-2 of its
 * first byte), so the byte tells the formats apart without a migration.
 */
const WITH_QUALITIES = 0x06;

/**
 * First byte of each record of a stored day, version 2 (the same low bits): a row is a run of records, each
 * laid over the ones before it (`overlay`), so a write adds a record to a row without reading it.
 *   whole day:  0x0e 1, u32 length, raw deflate of the values (float64) and then the qualities of every slot
 *   window:     0x0e 2, u16 slots of the day, u16 first slot, u16 count, count float64 values, count qualities
 * (little-endian). A row gets a window every five minutes while its day runs, and is rewritten as one whole
 * day every so often (historyStore.ts).
 */
const RECORD = 0x0e;
const WHOLE = 1;
const WINDOW = 2;
const WHOLE_HEADER = 6;
const WINDOW_HEADER = 8;

/**
 * A whole day as one record. Days are stored deflated: night-time gaps and steady values shrink them about
 * four times, runs of one quality to almost nothing. A day is a few KB, so a window just over its size and a
 * small hash table compress it as well as the defaults, which cost several times more to set up per call than
 * the compression itself. (Inflating needs no such hint: a raw stream decodes with the default window whatever
 * window wrote it.)
 */
export function encodeDay({ samples, qualities }: DaySlots): Buffer {
  const valueBytes = samples.byteLength;
  const length = valueBytes + qualities.length;
  const input = scratchOf(length);
  input.set(new Uint8Array(samples.buffer, samples.byteOffset, valueBytes), 0);
  input.set(qualities, valueBytes);
  const deflated = zlib.deflateRawSync(input.subarray(0, length), {
    level: 1,
    windowBits: windowBitsFor(length),
    memLevel: 4,
    chunkSize: outputChunk(length),
  });
  const stored = Buffer.allocUnsafe(deflated.length + WHOLE_HEADER);
  stored[0] = RECORD;
  stored[1] = WHOLE;
  stored.writeUInt32LE(deflated.length, 2);
  deflated.copy(stored, WHOLE_HEADER);
  return stored;
}

/** The slots memory holds of a day of `slots`, as a record to add to the day's row: no compression, no read. */
export function encodeWindow({ samples, qualities, first }: HeldSlots, slots: number): Buffer {
  const count = samples.length;
  const stored = Buffer.allocUnsafe(WINDOW_HEADER + count * 9);
  stored[0] = RECORD;
  stored[1] = WINDOW;
  stored.writeUInt16LE(slots, 2);
  stored.writeUInt16LE(first, 4);
  stored.writeUInt16LE(count, 6);
  stored.set(new Uint8Array(samples.buffer, samples.byteOffset, count * 8), WINDOW_HEADER);
  stored.set(qualities, WINDOW_HEADER + count * 8);
  return stored;
}

/** How many records a stored row holds (a row of an older version is one). */
export function recordCount(stored: Uint8Array): number {
  if (stored[0] !== RECORD) return 1;
  let count = 0;
  for (let at = 0; at < stored.length; count++) at += recordLength(stored, at);
  return count;
}

/** A day as stored: a row from before qualities reads as measured where it holds a value, missing where not. */
export function decodeDay(stored: Uint8Array): DaySlots {
  if (stored[0] === RECORD) return decodeRecords(stored);
  if (stored[0] === WITH_QUALITIES) return inflateWhole(stored.subarray(1));
  const samples = inflateValues(stored);
  const qualities = new Uint8Array(samples.length);
  for (let s = 0; s < samples.length; s++) qualities[s] = Number.isNaN(samples[s]!) ? MISSING : MEASURED;
  return { samples, qualities };
}

/** The values of a stored day alone (counters and integrals read nothing else). */
export function decodeSamples(stored: Uint8Array): Float64Array {
  return stored[0] === RECORD || stored[0] === WITH_QUALITIES ? decodeDay(stored).samples : inflateValues(stored);
}

function recordLength(stored: Uint8Array, at: number): number {
  const view = new DataView(stored.buffer, stored.byteOffset + at);
  if (stored[at] !== RECORD) throw new Error(`a stored day has no record at byte ${at}`);
  return stored[at + 1] === WHOLE ? WHOLE_HEADER + view.getUint32(2, true) : WINDOW_HEADER + view.getUint16(6, true) * 9;
}

function decodeRecords(stored: Uint8Array): DaySlots {
  let day: DaySlots | undefined;
  for (let at = 0; at < stored.length; at += recordLength(stored, at)) {
    const view = new DataView(stored.buffer, stored.byteOffset + at);
    if (stored[at + 1] === WHOLE) {
      const whole = inflateWhole(stored.subarray(at + WHOLE_HEADER, at + WHOLE_HEADER + view.getUint32(2, true)));
      if (day) overlay(day, { first: 0, ...whole });
      else day = whole;
      continue;
    }
    day ??= emptyDay(view.getUint16(2, true));
    const count = view.getUint16(6, true);
    const body = at + WINDOW_HEADER;
    // A copy: the values may not sit on an 8-byte boundary of the row.
    const samples = new Float64Array(Uint8Array.from(stored.subarray(body, body + count * 8)).buffer);
    overlay(day, { first: view.getUint16(4, true), samples, qualities: stored.subarray(body + count * 8, body + count * 9) });
  }
  return day ?? emptyDay(0);
}

/** Values, then qualities, of every slot, raw deflated. */
function inflateWhole(deflated: Uint8Array): DaySlots {
  const raw = zlib.inflateRawSync(deflated, { chunkSize: outputChunk(deflated.byteLength * 4) });
  const slots = raw.byteLength / 9;
  const values = new Uint8Array(slots * 8);
  values.set(raw.subarray(0, slots * 8));
  return { samples: new Float64Array(values.buffer), qualities: Uint8Array.from(raw.subarray(slots * 8)) };
}

function inflateValues(stored: Uint8Array): Float64Array {
  const raw = zlib.inflateRawSync(stored, { chunkSize: outputChunk(stored.byteLength * 4) });
  // A copy: the inflated bytes may not sit on an 8-byte boundary of their buffer.
  const copy = new Uint8Array(raw.byteLength);
  copy.set(raw);
  return new Float64Array(copy.buffer);
}

/** One input buffer reused by every encoding (deflateRawSync is done with it when it returns). */
let scratch = Buffer.alloc(0);

function scratchOf(length: number): Buffer {
  if (scratch.length < length) scratch = Buffer.alloc(Math.max(length, 4096));
  return scratch;
}

/**
 * zlib's output buffer for a day, which the result is a slice of and keeps until it is collected: by default
 * 16 KB from the C allocator for a result of a few hundred bytes; under 4 KB it comes from Node's shared pool.
 */
function outputChunk(inputBytes: number): number {
  return Math.min(4032, inputBytes + 64);
}

/** The smallest deflate window (2^9 to 2^15 bytes) covering the whole input. */
function windowBitsFor(bytes: number): number {
  return Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes))));
}
