import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * The screen matrix's stored screenshots: a few deterministic screens (figures of the seeded demo, no live values,
 * clocks masked) compared pixel by pixel with what the screen shows now. A change nobody accepted fails the matrix;
 * `UPDATE_SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/screenMatrix.test.ts` accepts what shows now.
 */
export const BASELINES = 'tests/e2e/screenMatrix/baselines';
/** Where a changed screen's picture and its difference (changed pixels in red) go for review. */
const DIFFS = 'test-results/matrix-diff';
/**
 * Share of pixels that may differ without a failure: none that a reader would see (a moved label or a changed
 * figure is hundreds of pixels), some for text anti-aliasing that pixelmatch does not recognise as such.
 */
export const TOLERATED_SHARE = 0.0005;

export const updating = () => process.env.UPDATE_SCREENSHOTS === '1';

export interface Comparison {
  screen: string;
  /** Changed pixels over all pixels (0 to 1); 1 when the size changed or nothing was stored yet. */
  changedShare: number;
  verdict: 'same' | 'changed' | 'missing' | 'accepted';
}

/** Compares a screenshot with the stored one of `screen`, or stores it when updating. */
export function compareWithBaseline(screen: string, shot: Buffer): Comparison {
  const file = path.join(BASELINES, `${screen}.png`);
  if (updating()) {
    fs.mkdirSync(BASELINES, { recursive: true });
    fs.writeFileSync(file, shot);
    return { screen, changedShare: 0, verdict: 'accepted' };
  }
  if (!fs.existsSync(file)) return { screen, changedShare: 1, verdict: 'missing' };
  const stored = PNG.sync.read(fs.readFileSync(file));
  const now = PNG.sync.read(shot);
  fs.mkdirSync(DIFFS, { recursive: true });
  if (stored.width !== now.width || stored.height !== now.height) {
    fs.writeFileSync(path.join(DIFFS, `${screen}.png`), shot);
    return { screen, changedShare: 1, verdict: 'changed' };
  }
  const diff = new PNG({ width: now.width, height: now.height });
  const changed = pixelmatch(stored.data, now.data, diff.data, now.width, now.height, { threshold: 0.1 });
  const changedShare = changed / (now.width * now.height);
  if (changedShare <= TOLERATED_SHARE) return { screen, changedShare, verdict: 'same' };
  fs.writeFileSync(path.join(DIFFS, `${screen}.png`), shot);
  fs.writeFileSync(path.join(DIFFS, `${screen}.diff.png`), PNG.sync.write(diff));
  return { screen, changedShare, verdict: 'changed' };
}

/** One line per screen for the run's output: its name, the changed share and what follows from it. */
export function reportLine({ screen, changedShare, verdict }: Comparison): string {
  const share = `${(changedShare * 100).toFixed(3)} % of pixels changed`;
  switch (verdict) {
    case 'same':
      return `${screen}: same (${share})`;
    case 'accepted':
      return `${screen}: stored as the new baseline`;
    case 'missing':
      return `${screen}: no stored screenshot in ${BASELINES}; UPDATE_SCREENSHOTS=1 stores it`;
    case 'changed':
      return `${screen}: ${share} (see ${DIFFS}/${screen}.diff.png); UPDATE_SCREENSHOTS=1 accepts it`;
  }
}
