import { useEffect, useMemo } from 'react';
import '../widgets';
import { EngineContext, NodeRenderer } from './NodeRenderer';
import { PageRuntime } from './pageRuntime';
import type { PageSchema } from './pageSchema';
import type { ActionHost } from './actions';

export interface SchemaPreviewProps {
  schema: PageSchema;
  /** Answers by "METHOD url", standing in for the API. */
  answers: Record<string, unknown>;
}

const host: ActionHost = {
  navigate: () => undefined,
  call: async () => ({ code: 200 }),
  confirm: async () => true,
  download: () => undefined,
};

/** Renders a page schema against fixture answers: for stories and component tests. */
export function SchemaPreview({ schema, answers }: SchemaPreviewProps) {
  const runtime = useMemo(
    () =>
      new PageRuntime(
        schema,
        () => ({ locale: 'en' }),
        async (r) => answers[`${r.method} ${r.url}`],
      ),
    [schema, answers],
  );
  useEffect(() => () => runtime.dispose(), [runtime]);
  return (
    <EngineContext.Provider value={{ runtime, host }}>
      <NodeRenderer node={schema.body} />
    </EngineContext.Provider>
  );
}
