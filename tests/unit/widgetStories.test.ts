// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { validatePage } from '../../engine/validatePage';

/** Stories cast their schemas to PageSchema; this keeps them honest against the widgets' props schemas. */
const stories = import.meta.glob<Record<string, { args?: { schema?: unknown } }>>('../../widgets/**/*.stories.tsx', {
  eager: true,
});

describe('the schemas of the widget stories', () => {
  const cases = Object.entries(stories).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name, story]) => name !== 'default' && story?.args?.schema)
      .map(([name, story]) => [`${file.replace('../../', '')} ${name}`, story.args!.schema] as const),
  );

  it('there are stories to check', () => {
    expect(cases.length).toBeGreaterThan(8);
  });

  it.each(cases)('%s is a valid page schema', (label, schema) => {
    expect(validatePage(schema, label)).toEqual([]);
  });
});
