import { useEffect, useMemo } from 'react';
import './index';
import { EngineContext, NodeRenderer } from '../engine/NodeRenderer';
import { PageRuntime } from '../engine/pageRuntime';
import type { PageSchema } from '../engine/pageSchema';
import type { ActionHost } from '../engine/actions';

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
