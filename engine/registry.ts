import type { ComponentType, ReactNode } from 'react';
import type { Scope } from './bindings';
import type { PageRuntime } from './pageRuntime';

/** Each widget module adds its props here by declaration merging (see STYLE.md). */
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
  children: ReactNode;
}

export interface WidgetDefinition {
  type: string;
  component: ComponentType<WidgetRenderProps<any>>;
  /** Props this widget receives unresolved, to resolve per item (table columns, carousel cards). */
  templates?: string[];
}

export class RegistryMiss extends Error {}

const widgets = new Map<string, WidgetDefinition>();

export function registerWidget<K extends keyof WidgetProps>(
  type: K,
  component: ComponentType<WidgetRenderProps<WidgetProps[K]>>,
  options: { templates?: string[] } = {},
): void {
  if (widgets.has(type)) throw new Error(`widget "${type}" is registered twice`);
  widgets.set(type, { type, component, templates: options.templates });
}

/** The widget of a type; a miss names the known types, so a typo can be fixed at once. */
export function widgetFor(type: string): WidgetDefinition {
  const found = widgets.get(type);
  if (!found) throw new RegistryMiss(`no widget "${type}" (known: ${[...widgets.keys()].sort().join(', ')})`);
  return found;
}
