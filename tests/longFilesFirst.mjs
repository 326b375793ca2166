import { BaseSequencer } from 'vitest/node';

/**
 * Files that take minutes, longest first. Vitest starts the files it has timed before longest first, but a fresh
 * clone (CI) has no timings and starts the largest files first: the screen matrix's files are four lines long and
 * started last, so the run waited for them alone at its end.
 */
const LONG_FILES = [
  'tests/e2e/screenMatrix.test.ts',
  'tests/e2e/screenMatrixOperators.test.ts',
  'tests/e2e/quotas.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/catchUp.test.ts',
  'tests/api/telemetry.test.ts',
  'tests/api/energyStorage.test.ts',
  'tests/api/restart.test.ts',
];

/** @param {import('vitest/node').TestSpecification} file */
const rank = (file) => {
  const index = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
  return index < 0 ? LONG_FILES.length : index;
};

/** @param {import('vitest/node').TestSpecification} file */
const groupOf = (file) => `${file.project.config.sequence.groupOrder}:${file.project.name}`;

/** Vitest's order (project by project, then by time or size), with the listed files first within their project. */
export class LongFilesFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    /** @type {Map<string, import('vitest/node').TestSpecification[]>} */
    const groups = new Map();
    for (const file of sorted) groups.set(groupOf(file), [...(groups.get(groupOf(file)) ?? []), file]);
    // Array sort is stable: within a project, the rest keep vitest's order.
    return [...groups.values()].flatMap((inGroup) => inGroup.sort((a, b) => rank(a) - rank(b)));
  }
}
