import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { LongFilesFirst } from '../longFilesFirst.mjs';

const root = '/repo';

/** A file of a project as the sequencer sees it. */
const spec = (project: string, file: string, groupOrder = 0) =>
  ({
    moduleId: `${root}/${file}`,
    project: { name: project, config: { sequence: { groupOrder }, isolate: true } },
  }) as unknown as TestSpecification;

/** A fresh clone: no file timed before, every file known by its size (the matrix's are the smallest). */
function coldSequencer(sizes: Record<string, number>) {
  const cache = {
    getFileTestResults: () => undefined,
    getFileStats: (key: string) => ({ size: sizes[key.split(':')[1]!] ?? 1 }),
  };
  return new LongFilesFirst({ cache, config: { root } } as never);
}

describe('the order test files start in on a fresh clone', () => {
  it('starts the long files first within their project and keeps projects and groups in order', async () => {
    const files = [
      spec('e2e-alone', 'tests/e2e/alarms.test.ts', 1),
      spec('e2e', 'tests/e2e/people.test.ts'),
      spec('e2e', 'tests/e2e/screenMatrixOperators.test.ts'),
      spec('e2e', 'tests/e2e/tables.test.ts'),
      spec('e2e', 'tests/e2e/screenMatrix.test.ts'),
    ];
    const sequencer = coldSequencer({ 'tests/e2e/people.test.ts': 9000, 'tests/e2e/tables.test.ts': 5000 });
    const order = (await sequencer.sort(files)).map((f) => f.moduleId.slice(root.length + 1));
    expect(order).toEqual([
      'tests/e2e/screenMatrix.test.ts',
      'tests/e2e/screenMatrixOperators.test.ts',
      'tests/e2e/people.test.ts',
      'tests/e2e/tables.test.ts',
      'tests/e2e/alarms.test.ts',
    ]);
  });
});
