import { useEffect, useMemo } from 'react';
import './allWidgets';
import { EngineContext, NodeRenderer } from '../engine/NodeRenderer';
import { PageRuntime } from '../engine/pageRuntime';
import type { PageSchema } from '../engine/pageSchema';
import type { ActionHost } from '../engine/actions';
import type { PollRequest } from '../engine/pollingStore';

export interface SchemaPreviewProps {
  schema: PageSchema;
  /**
   * Answers by "METHOD url", standing in for the API; a function answers from the request (its body), for a
   * fake server whose answers change after an action.
   */
  answers: Record<string, unknown>;
  /** Answers what `answers` does not name, as a fake server's adapter would (a url that holds an id). */
  server?: (request: PollRequest) => Promise<unknown>;
}

const host: ActionHost = {
  navigate: () => undefined,
  call: async () => ({ code: 200 }),
  confirm: async () => true,
  download: () => undefined,
};

/** Renders a page schema against fixture answers: for stories and component tests. */
export function SchemaPreview({ schema, answers, server }: SchemaPreviewProps) {
  const runtime = useMemo(
    () =>
      new PageRuntime(
        schema,
        () => ({ locale: 'en' }),
        async (r) => {
          const key = `${r.method} ${r.url}`;
          if (server && !(key in answers)) return server(r);
          const answer = answers[key];
          return typeof answer === 'function' ? (answer as (request: PollRequest) => unknown)(r) : answer;
        },
      ),
    [schema, answers, server],
  );
  useEffect(() => () => runtime.dispose(), [runtime]);
  return (
    <EngineContext.Provider value={{ runtime, host }}>
      <NodeRenderer node={schema.body} />
    </EngineContext.Provider>
  );
}
