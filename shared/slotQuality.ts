/**
 * How a history slot came by its value (docs/history.md): measured close to real time, filled late (buffered,
 * replayed or caught up), estimated by the portal, or missing. Stored as one byte per slot (the code is the
 * index here); curve answers carry it as slot ranges per quality.
 */
export const SLOT_QUALITIES = ['missing', 'measured', 'late', 'estimated'] as const;
export type SlotQuality = (typeof SLOT_QUALITIES)[number];

/** Codes of the stored byte. 0 is missing, so a fresh byte array reads as "no sample" like a NaN value. */
export const MISSING = 0;
export const MEASURED = 1;
export const LATE = 2;
export const ESTIMATED = 3;

/** Slots by quality as inclusive `[first, last]` index ranges; every slot of the curve lies in exactly one. */
export type QualityRanges = Record<SlotQuality, [number, number][]>;

/** The ranges of a curve's slot codes (an unknown code counts as missing). */
export function qualityRanges(codes: ArrayLike<number>): QualityRanges {
  const ranges: QualityRanges = { measured: [], late: [], estimated: [], missing: [] };
  let first = 0;
  for (let i = 1; i <= codes.length; i++) {
    if (i < codes.length && codes[i] === codes[first]) continue;
    ranges[SLOT_QUALITIES[codes[first]!] ?? 'missing'].push([first, i - 1]);
    first = i;
  }
  return ranges;
}

/** Each slot's quality from ranges as answered (anything else, an answer not in yet, gives none). */
export function slotQualities(ranges: unknown, length: number): (SlotQuality | undefined)[] {
  const out: (SlotQuality | undefined)[] = new Array(length).fill(undefined);
  if (!ranges || typeof ranges !== 'object') return out;
  for (const quality of SLOT_QUALITIES) {
    const list = (ranges as Partial<Record<SlotQuality, unknown>>)[quality];
    if (!Array.isArray(list)) continue;
    for (const range of list) {
      if (!Array.isArray(range)) continue;
      const [first, last] = range as unknown[];
      if (typeof first !== 'number' || typeof last !== 'number') continue;
      for (let i = Math.max(0, first); i <= Math.min(last, length - 1); i++) out[i] = quality;
    }
  }
  return out;
}
