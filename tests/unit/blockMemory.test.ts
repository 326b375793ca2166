import { describe, expect, it } from 'vitest';
import { BlockMemory } from '../../server/telemetry/blockMemory';

describe('memory of open history blocks', () => {
  // Small slabs of four day blocks (288 five-minute slots each), so a test fills several.
  const slabBytes = 4 * 288 * 8;

  it('hands out separate arrays of empty slots, from shared slabs', () => {
    const memory = new BlockMemory(slabBytes);
    const blocks = Array.from({ length: 6 }, () => memory.take(288));
    expect(memory.slabs).toBe(2);
    blocks.forEach((b, i) => b.fill(i));
    expect(blocks.map((b) => [b[0], b[287], b.length])).toEqual(blocks.map((_, i) => [i, i, 288]));
    expect(Number.isNaN(memory.take(288)[100]!)).toBe(true);
  });

  it("gives a closed block's memory to the next day's block, so a day change adds no memory", () => {
    const memory = new BlockMemory(slabBytes);
    const today = Array.from({ length: 8 }, () => memory.take(288));
    today.forEach((b) => b.fill(1));
    for (const block of today) {
      memory.give(block);
      const tomorrow = memory.take(288);
      expect(tomorrow.buffer).toBe(block.buffer);
      expect(Number.isNaN(tomorrow[0]!)).toBe(true);
    }
    expect(memory.slabs).toBe(2);
  });

  it('lets a slab go once all its blocks are closed, and keeps lengths apart', () => {
    const memory = new BlockMemory(slabBytes);
    const blocks = Array.from({ length: 5 }, () => memory.take(288));
    const dstDay = memory.take(300);
    expect(memory.slabs).toBe(3);
    blocks.slice(0, 4).forEach((b) => memory.give(b));
    expect(memory.slabs).toBe(2);
    memory.give(dstDay);
    expect(memory.slabs).toBe(1);
  });
});
