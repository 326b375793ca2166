import { createContext, useContext } from 'react';
import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { resolve, type Scope } from './bindings';
import { getPath } from './path';
import { RegistryMiss, widgetFor, type SchemaNode } from './registry';
import type { PageRuntime } from './pageRuntime';
import type { ActionHost } from './actions';
import { LoadFailed } from './LoadFailed';

/** Keys of every node. `source` names the page source the node reads again after a command: it reaches the
 * widget as a name, never resolved, and is not a binding whose answer the node waits for. */
const COMMON = new Set(['type', 'id', 'source', 'visibleOn', 'children']);

export interface EngineContextValue {
  runtime: PageRuntime;
  host: ActionHost;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

export function useEngine(): EngineContextValue {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine outside a schema page');
  return engine;
}

export interface NodeRendererProps {
  node: SchemaNode;
  /** Extra scope (a list item) on top of the page's. */
  extra?: Partial<Scope>;
  /** The node's JSON path in its page, named when the node cannot be rendered. */
  path?: string;
}

/**
 * Renders one node through its registered widget; knows no widget by name. Each node is an observer of its
 * own: it follows what its bindings read, and renders again only when that changed (or its language did).
 */
export const NodeRenderer = observer(function RenderNode({ node, extra, path = '/body' }: NodeRendererProps) {
  const { t, i18n } = useTranslation();
  const { runtime } = useEngine();
  const scope = runtime.scope({ locale: i18n.language, ...extra });
  const raw = node as unknown as Record<string, unknown>;
  try {
    if (typeof raw.visibleOn === 'string' && !resolve(raw.visibleOn, scope)) return null;
    const widget = widgetFor(String(raw.type), `schemas/pages/${runtime.schema.id}.json ${path}`);
    // A source that failed before it ever answered would leave the widget empty, as if there were nothing.
    const own = new Set(widget.ownFailures ?? []);
    const unanswered = runtime.unanswered(Object.entries(raw).filter(([k]) => !COMMON.has(k) && !own.has(k)));
    if (unanswered.length) return <LoadFailed onRetry={() => void runtime.refresh(unanswered)} />;
    const templates = new Set(widget.templates ?? []);
    const props = Object.fromEntries(
      Object.entries(raw)
        .filter(([k]) => !COMMON.has(k) || k === 'source')
        .map(([k, v]) => [k, templates.has(k) || k === 'source' ? v : resolve(v, scope)]),
    );
    const Widget = widget.component;
    const children = (node.children ?? []).map((child, i) => (
      <NodeRenderer key={i} node={child} extra={extra} path={`${path}/children/${i}`} />
    ));
    return (
      <Widget
        props={props}
        scope={scope}
        runtime={runtime}
        node={raw}
        freshness={(propPath: string, item?: unknown) => runtime.freshness(getPath(raw, propPath), scope, item)}
      >
        {children}
      </Widget>
    );
  } catch (error) {
    const message = error instanceof RegistryMiss || error instanceof Error ? error.message : String(error);
    return (
      <Callout intent="danger" icon="error" title={t('engine.nodeError')}>
        {message}
      </Callout>
    );
  }
});
