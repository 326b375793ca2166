import { zoneOffset } from '../../shared/stationDay';
import { encodePng } from '../draw/png';
import { PATTERN_HEIGHT, PATTERN_WIDTH, renderTestPattern } from './testPattern';
import { FRAME_MS } from './cameraStreams';

/** The station's wall-clock time, HH:MM:SS. */
export function stationClockText(timeZone: string, now: number): string {
  return new Date(now + zoneOffset(timeZone, now)).toISOString().slice(11, 19);
}

/**
 * The test picture of each camera (docs/cameras.md) as PNG, drawn once per frame period and camera however many
 * viewers watch it. Frames count from the epoch, so every viewer sees the moving block at the same place.
 */
export class TestPictures {
  private readonly last = new Map<number, { slot: number; png: Buffer }>();

  frame(equipId: number, timeZone: string, now: number): Buffer {
    const slot = Math.floor(now / FRAME_MS);
    const known = this.last.get(equipId);
    if (known?.slot === slot) return known.png;
    const png = encodePng(PATTERN_WIDTH, PATTERN_HEIGHT, renderTestPattern(slot, stationClockText(timeZone, slot * FRAME_MS)));
    this.last.set(equipId, { slot, png });
    return png;
  }
}
