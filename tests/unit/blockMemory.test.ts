import { describe, expect, it } from 'vitest';
import { BlockMemory, cellSlots, type HeldCell } from '../../server/telemetry/blockMemory';

describe('memory of open history blocks', () => {
  // Small slabs of four day blocks (288 five-minute slots of a value and a quality byte), so a test fills several.
  const slabBytes = 4 * 288 * 9;
  const taken = (memory: BlockMemory, length: number): HeldCell => {
    const held: HeldCell = { slab: null, cell: 0 };
    memory.take(held, length);
    return held;
  };

  it('hands out separate cells of empty slots, from shared slabs', () => {
    const memory = new BlockMemory(slabBytes);
    const blocks = Array.from({ length: 6 }, () => cellSlots(taken(memory, 288)));
    expect(memory.slabs).toBe(2);
    blocks.forEach((b, i) => {
      b.samples.fill(i);
      b.qualities.fill(i + 1);
    });
    expect(blocks.map((b) => [b.samples[0], b.samples[287], b.samples.length, b.qualities[0], b.qualities[287]])).toEqual(
      blocks.map((_, i) => [i, i, 288, i + 1, i + 1]),
    );
    const next = cellSlots(taken(memory, 288));
    expect([Number.isNaN(next.samples[100]!), next.qualities[100]]).toEqual([true, 0]);
  });

  it("gives a closed block's memory to the next day's block, so a day change adds no memory", () => {
    const memory = new BlockMemory(slabBytes);
    const today = Array.from({ length: 8 }, () => taken(memory, 288));
    today.forEach((b) => {
      cellSlots(b).samples.fill(1);
      cellSlots(b).qualities.fill(1);
    });
    for (const block of today) {
      const { slab, cell } = block;
      memory.give(block);
      expect(block.slab).toBe(null);
      const tomorrow = taken(memory, 288);
      expect([tomorrow.slab, tomorrow.cell]).toEqual([slab, cell]);
      expect([Number.isNaN(cellSlots(tomorrow).samples[0]!), cellSlots(tomorrow).qualities[0]]).toEqual([true, 0]);
    }
    expect(memory.slabs).toBe(2);
  });

  it('lets a slab go once all its blocks are closed, and keeps lengths apart', () => {
    const memory = new BlockMemory(slabBytes);
    const blocks = Array.from({ length: 5 }, () => taken(memory, 288));
    const dstDay = taken(memory, 300);
    expect(memory.slabs).toBe(3);
    blocks.slice(0, 4).forEach((b) => memory.give(b));
    expect(memory.slabs).toBe(2);
    memory.give(dstDay);
    expect(memory.slabs).toBe(1);
  });
});
