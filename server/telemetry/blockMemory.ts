import type { DaySlots } from './daySlots';

/**
 * Slot arrays of the open history blocks, cut from large shared buffers and reused when a block closes.
 *
 * At a thousand stations about ninety thousand day blocks of a few KB are open, and each day all of them
 * close and open again. As separate typed arrays they came from the C allocator one by one, freed only when
 * the collector got round to them, and a first start's catch-up left the allocator's heap some 150 MB above
 * what it held (it keeps freed memory it cannot give back). Buffers of this size are mapped from the system
 * by themselves, a closed block's cells serve the next block, and a buffer left empty goes back whole. A cell
 * is a block's values and their quality bytes: a slab holds all its cells' values, then all their bytes.
 */
export class BlockMemory {
  /** Per array length, the slabs cut into cells of that length. */
  private readonly byLength = new Map<number, Slab[]>();

  constructor(
    /** Bytes per slab: 32 MiB is the C allocator's largest threshold for mapping a request by itself. */
    private readonly slabBytes = 32 * 1024 * 1024,
  ) {}

  /** Makes `held` a cell of `length` slots, all without a sample: values NaN, qualities missing (0). */
  take(held: HeldCell, length: number): void {
    let slabs = this.byLength.get(length);
    if (!slabs) this.byLength.set(length, (slabs = []));
    // The oldest slab with room first, so that younger ones can drain and be given back.
    let slab = slabs.find((s) => s.free.length > 0 || s.cut < s.cells);
    if (!slab) {
      slab = new Slab(length, Math.max(1, Math.floor(this.slabBytes / (length * BYTES_PER_SLOT))));
      slabs.push(slab);
    }
    held.slab = slab;
    held.cell = slab.free.pop() ?? slab.cut++;
    clearCell(held);
  }

  /** Takes back the cell `held` has from `take`: it holds none afterwards. */
  give(held: HeldCell): void {
    const slab = held.slab;
    if (!slab) return;
    held.slab = null;
    slab.free.push(held.cell);
    if (slab.free.length < slab.cut) return;
    const slabs = this.byLength.get(slab.length)!;
    slabs.splice(slabs.indexOf(slab), 1);
  }

  /** Slabs held, for tests. */
  get slabs(): number {
    let n = 0;
    for (const slabs of this.byLength.values()) n += slabs.length;
    return n;
  }
}

/**
 * Where a block's slots are: a cell of a slab, found by its number, and no arrays of its own (two views per
 * block, some 45 MB at a thousand stations, are what this saves).
 */
export interface HeldCell {
  /** None while nothing is held. */
  slab: Slab | null;
  cell: number;
}

/** A float64 value and a quality byte. */
const BYTES_PER_SLOT = 9;

/** A buffer of cells of one length: all their values, then all their quality bytes. */
export class Slab {
  readonly values: Float64Array;
  readonly qualities: Uint8Array;
  /** Cells handed out so far (those past it are untouched), and those given back. */
  cut = 0;
  readonly free: number[] = [];

  constructor(
    /** Slots a cell holds. */
    readonly length: number,
    readonly cells: number,
  ) {
    const buffer = new ArrayBuffer(cells * length * BYTES_PER_SLOT);
    this.values = new Float64Array(buffer, 0, cells * length);
    this.qualities = new Uint8Array(buffer, cells * length * 8, cells * length);
  }
}

/** Slots `held` holds (0 when none). */
export function cellLength(held: HeldCell): number {
  return held.slab?.length ?? 0;
}

/** The values and qualities of a held cell as arrays of their own (views, for a moment: a write, a read). */
export function cellSlots({ slab, cell }: HeldCell): DaySlots {
  if (!slab) return { samples: new Float64Array(0), qualities: new Uint8Array(0) };
  const from = cell * slab.length;
  return {
    samples: slab.values.subarray(from, from + slab.length),
    qualities: slab.qualities.subarray(from, from + slab.length),
  };
}

/** Empties a held cell: values NaN, qualities missing. */
export function clearCell({ slab, cell }: HeldCell): void {
  if (!slab) return;
  const from = cell * slab.length;
  slab.values.fill(NaN, from, from + slab.length);
  slab.qualities.fill(0, from, from + slab.length);
}
