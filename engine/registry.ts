import type { ComponentType, FunctionComponent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Scope } from './bindings';
import type { PageRuntime } from './pageRuntime';
import type { Freshness } from './freshness';
import { WIDGET_MANIFEST, currentWidgetType, knownWidgetTypes, type WidgetType } from '../widgets/manifest';

/** Each widget module adds its props here by declaration merging (docs/style.md, registries). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WidgetProps {}

/** Keys every node may carry whatever its type. */
export interface NodeCommon {
  /** Names the node, for dialogs that actions open. */
  id?: string;
  /** A data source of the page; its answer is `data.<source>` in bindings. */
  source?: string;
  /** Shown only when this binding is truthy. */
  visibleOn?: string;
  children?: SchemaNode[];
}

export type SchemaNode = { [K in keyof WidgetProps]: { type: K } & WidgetProps[K] & NodeCommon }[keyof WidgetProps];

/** What a widget component receives: its resolved props, the scope, the page runtime and its children. */
export interface WidgetRenderProps<P> {
  props: P;
  scope: Scope;
  runtime: PageRuntime;
  /** The node as written, for templates resolved per item. */
  node: Record<string, unknown>;
  /**
   * How fresh the value bound at a prop is (`"items.0.value"`), or an item of the list bound there: null when
   * live, else stale or interrupted with its time. The engine decides; a widget only shows it (FreshValue).
   */
  freshness(propPath: string, item?: unknown): Freshness | null;
  children: ReactNode;
}

export interface WidgetDefinition {
  type: WidgetType;
  component: ComponentType<WidgetRenderProps<any>>;
  /** The props JSON Schema, from the widget manifest. */
  propsSchema: object;
  /** Props this widget receives unresolved, to resolve per item (table columns, carousel cards). */
  templates?: string[];
  /**
   * Props whose source's failure the widget shows itself, where it keeps what it holds (a list that scrolls on,
   * live values beside it), instead of the engine's Try again in its place.
   */
  ownFailures?: string[];
}

export class RegistryMiss extends Error {}

/** What `memo` and `observer` make of a component. */
const MEMO = Symbol.for('react.memo');

const widgets = new Map<string, WidgetDefinition>();

/** Registers the component of a manifest type; its props schema comes from the manifest (widgets/manifest.ts). */
export function registerWidget<K extends keyof WidgetProps & WidgetType>(
  type: K,
  component: FunctionComponent<WidgetRenderProps<WidgetProps[K]>>,
  options: { templates?: string[]; ownFailures?: string[] } = {},
): void {
  if (widgets.has(type)) throw new Error(`widget "${type}" is registered twice`);
  // Every widget observes what it reads itself (the freshness it asks for, page state): its node renders it
  // again only when a binding changed, so what it reads on its own must be followed by it. An observer is one.
  const observing = (component as { $$typeof?: symbol }).$$typeof === MEMO ? component : observer(component);
  widgets.set(type, { type, component: observing, propsSchema: WIDGET_MANIFEST[type], ...options });
}

/** The registered types, for the test that keeps them equal to the manifest. */
export function registeredWidgetTypes(): string[] {
  return [...widgets.keys()].sort();
}

/**
 * The widget of a type (or of the type an old name is an alias of). A miss names where the node is and the
 * known types, so a configurator can fix the typo at once.
 */
export function widgetFor(type: string, where?: string): WidgetDefinition {
  const found = widgets.get(currentWidgetType(type));
  if (!found) {
    const at = where ? ` at ${where}` : '';
    throw new RegistryMiss(`no widget "${type}"${at} (known: ${knownWidgetTypes().join(', ')})`);
  }
  return found;
}
