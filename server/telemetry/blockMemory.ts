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

  /** `length` slots, all without a sample: values NaN, qualities missing (0). */
  take(length: number): DaySlots {
    let slabs = this.byLength.get(length);
    if (!slabs) this.byLength.set(length, (slabs = []));
    // The oldest slab with room first, so that younger ones can drain and be given back.
    let slab = slabs.find((s) => s.free.length > 0 || s.cut < s.cells);
    if (!slab) {
      const cells = Math.max(1, Math.floor(this.slabBytes / (length * BYTES_PER_SLOT)));
      slab = { buffer: new ArrayBuffer(cells * length * BYTES_PER_SLOT), cells, cut: 0, free: [] };
      slabs.push(slab);
    }
    const cell = slab.free.pop() ?? slab.cut++;
    const samples = new Float64Array(slab.buffer, cell * length * 8, length);
    const qualities = new Uint8Array(slab.buffer, slab.cells * length * 8 + cell * length, length);
    samples.fill(NaN);
    qualities.fill(0);
    return { samples, qualities };
  }

  /** Takes back a cell from `take`, named by its values; the caller must not use either array again. */
  give(samples: Float64Array): void {
    const slabs = this.byLength.get(samples.length);
    const index = slabs?.findIndex((s) => s.buffer === samples.buffer) ?? -1;
    if (!slabs || index < 0) return;
    const slab = slabs[index]!;
    slab.free.push(samples.byteOffset / samples.byteLength);
    if (slab.free.length === slab.cut) slabs.splice(index, 1);
  }

  /** Slabs held, for tests. */
  get slabs(): number {
    let n = 0;
    for (const slabs of this.byLength.values()) n += slabs.length;
    return n;
  }
}

/** A float64 value and a quality byte. */
const BYTES_PER_SLOT = 9;

interface Slab {
  buffer: ArrayBuffer;
  /** How many cells the slab holds, and how many were handed out so far (cells past it are untouched). */
  cells: number;
  cut: number;
  /** Cells handed out and given back. */
  free: number[];
}
