import { describe, expect, it } from 'vitest';
import { SvgSanitizer } from '../../server/files/svgOffThread';
import { sanitizeSvg } from '../../server/files/svgSanitize';

/** A drawing large enough to keep the sanitizer busy for a good while: a few thousand labelled shapes. */
const large = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 4000">${Array.from(
  { length: 3000 },
  (_, i) => `<g><rect x="${i % 400}" y="${i / 10}" width="8" height="8" onclick="alert(${i})"/><text>${i}</text></g>`,
).join('')}<script>alert(1)</script></svg>`;

describe('the sanitizer thread', () => {
  it('answers what the sanitizer answers, and the event loop keeps turning meanwhile', async () => {
    const sanitizer = new SvgSanitizer();
    try {
      // Started on first use: the thread's own start is not what is measured.
      expect(await sanitizer.sanitize('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toMatch(/^<svg /);
      let turns = 0;
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
        turns++;
      }, 5);
      const started = performance.now();
      const clean = await sanitizer.sanitize(large);
      const took = performance.now() - started;
      clearInterval(timer);
      expect(clean).toBe(sanitizeSvg(large));
      expect(clean).not.toMatch(/script|onclick/);
      // The drawing took the thread far longer than any pause of this loop.
      expect(took).toBeGreaterThan(100);
      expect(turns).toBeGreaterThan(5);
      expect(longest).toBeLessThan(took / 2);
    } finally {
      sanitizer.close();
    }
  }, 60_000);

  it('refuses what is waiting when closed, and starts a new thread for the next drawing', async () => {
    const sanitizer = new SvgSanitizer();
    const waiting = sanitizer.sanitize(large);
    sanitizer.close();
    await expect(waiting).rejects.toThrow();
    expect(await sanitizer.sanitize('<svg><circle r="1" onload="x()"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
    );
    sanitizer.close();
  }, 60_000);
});
