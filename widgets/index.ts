import { WIDGET_MODULE_OF, currentWidgetType, type WidgetType } from './manifest';

// Each widget module registers the types it renders when it is first imported (engine/registry.ts). A page
// imports the modules of the types it names, so each screen downloads only its widgets' code; what a widget
// draws with (ECharts, the map, a day picker) loads with it, or later where the widget loads it lazily.
const modules = import.meta.glob(['./*/*.tsx', '!./*/*.stories.tsx']);
const loading = new Map<string, Promise<unknown>>();

function loadModule(module: string): Promise<unknown> {
  let done = loading.get(module);
  if (!done) {
    done = modules[`./${module}.tsx`]!();
    loading.set(module, done);
    done.catch(() => loading.delete(module));
  }
  return done;
}

/** Every widget type a page schema names, in its body, dialogs and item templates. */
export function typesIn(value: unknown, types = new Set<WidgetType>()): Set<WidgetType> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, types);
  else if (value && typeof value === 'object') {
    const { type } = value as { type?: unknown };
    if (typeof type === 'string' && Object.hasOwn(WIDGET_MODULE_OF, currentWidgetType(type)))
      types.add(currentWidgetType(type) as WidgetType);
    for (const child of Object.values(value)) typesIn(child, types);
  }
  return types;
}

/** Loads the widgets a page schema uses; settles when each is registered. */
export async function loadWidgetsOf(schema: unknown): Promise<void> {
  const wanted = new Set([...typesIn(schema)].map((type) => WIDGET_MODULE_OF[type]));
  await Promise.all([...wanted].map(loadModule));
}
