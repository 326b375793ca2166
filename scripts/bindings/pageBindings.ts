// Every binding of a page schema, with where it is and what it reads: the forms engine/bindings.ts resolves
// (`${path}`, `${path | formatter:arg}`, several in one text), in node props, `visibleOn` and actions, and
// the `${item...}` templates a list widget resolves per row of the list bound to it, and the props that name
// a field of such a row (a benchmark column's sort `field`; widgets/manifest.ts).
import { WIDGET_ITEMS_FROM, currentWidgetType } from '../../widgets/manifest';

/** One `${...}` as written, where it is, and the lookup it makes. */
export interface Binding {
  /** JSON path of the string inside the page (`/body/children/1/items/0/value`). */
  at: string;
  /** The binding as written, `${...}` included. */
  text: string;
  /** What it looks into: a page source, a list item, or a scope no route answers. */
  scope: string;
  /** The source (for `data.<source>`), or the source the list of an item comes from. */
  source?: string;
  /** Steps below the source's data (for an item: the list's steps, then `[]`, then the item's). */
  steps: string[];
  /** For an item: how many of `steps` lead to the list (the `[]` step follows them). */
  listSteps?: number;
  /** Why an item binding is not followed (its list is not bound to a source). */
  unchecked?: string;
}

const ANY = /\$\{([^}]+)\}/g;

/** Steps of a lookup path as engine/path.ts reads it: `a.b[0].c` → a, b, 0, c. */
export function pathSteps(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Formatters that read a field of the value they format: `${item | stationTime:eventTime}` reads item.eventTime. */
const FIELD_FORMATTERS: Readonly<Record<string, (arg: string | undefined) => string>> = {
  stationTime: (arg) => arg ?? 'eventTime',
};

/** The lookups of one `${...}`: its path, and the fields its formatters read of the value. */
function lookups(expression: string): string[][] {
  const [path = '', ...pipes] = expression.split('|').map((p) => p.trim());
  const steps = pathSteps(path);
  const fields = pipes.flatMap((pipe) => {
    const [name = '', arg] = pipe.split(':').map((p) => p.trim());
    const field = FIELD_FORMATTERS[name]?.(arg || undefined);
    return field ? [[...steps, field]] : [];
  });
  return [steps, ...fields];
}

interface ItemList {
  source?: string;
  steps: string[];
  unchecked?: string;
}

/** The list a widget's `${item...}` templates iterate, from the binding of its list prop. */
function itemListOf(node: Record<string, unknown>): ItemList {
  const type = currentWidgetType(String(node.type));
  const prop = (WIDGET_ITEMS_FROM as Record<string, { list: string } | undefined>)[type]?.list;
  if (!prop) return { steps: [], unchecked: `a "${type}" has no list of items from a source` };
  const written = node[prop];
  const whole = typeof written === 'string' ? /^\$\{([^}|]+)\}$/.exec(written.trim()) : null;
  const steps = whole ? pathSteps(whole[1]!) : [];
  if (steps[0] !== 'data' || !steps[1])
    return { steps: [], unchecked: `its list "${prop}" is not bound to a source (${JSON.stringify(written)})` };
  return { source: steps[1], steps: steps.slice(2) };
}

/** The bindings of a written value, found under `at`; `item` says what `${item}` stands for there. */
function bindingsIn(value: unknown, at: string, item: ItemList | null, out: Binding[]): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(ANY)) {
      for (const steps of lookups(match[1]!)) {
        const [root = '', ...rest] = steps;
        const text = match[0];
        if (root === 'data' && rest.length) out.push({ at, text, scope: 'data', source: rest[0], steps: rest.slice(1) });
        else if (root === 'item' && item)
          out.push({
            at,
            text,
            scope: 'item',
            source: item.source,
            steps: [...item.steps, '[]', ...rest],
            listSteps: item.steps.length,
            ...(item.unchecked ? { unchecked: item.unchecked } : {}),
          });
        else out.push({ at, text, scope: root, steps: rest });
      }
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => bindingsIn(v, `${at}/${i}`, item, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) bindingsIn(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, item, out);
}

/** The values at a JSON path of a node's props (parts split at "/"), "*" standing for any key or index. */
function valuesAt(value: unknown, parts: string[], at: string): [string, unknown][] {
  if (!parts.length) return [[at, value]];
  const [head, ...rest] = parts;
  if (!value || typeof value !== 'object') return [];
  const entries: [string, unknown][] =
    head === '*'
      ? Object.entries(value)
      : Object.hasOwn(value, head!)
        ? [[head!, (value as Record<string, unknown>)[head!]]]
        : [];
  return entries.flatMap(([key, v]) => valuesAt(v, rest, `${at}/${key}`));
}

/** The props of a list widget that name a field of an item (a column's sort `field`), as bindings of that field. */
function itemFields(node: Record<string, unknown>, at: string, item: ItemList, out: Binding[]): void {
  const fields = (WIDGET_ITEMS_FROM as Record<string, { fields?: string[] } | undefined>)[currentWidgetType(String(node.type))]
    ?.fields;
  for (const pattern of fields ?? [])
    for (const [where, field] of valuesAt(node, pattern.split('/'), at))
      if (typeof field === 'string')
        out.push({
          at: where,
          text: JSON.stringify(field),
          scope: 'item',
          source: item.source,
          steps: [...item.steps, '[]', field],
          listSteps: item.steps.length,
          ...(item.unchecked ? { unchecked: item.unchecked } : {}),
        });
}

/** Every binding of a page's nodes (props, `visibleOn`, actions), in document order. */
export function nodeBindings(body: unknown): Binding[] {
  const out: Binding[] = [];
  const walk = (node: Record<string, unknown>, at: string) => {
    const item = itemListOf(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'children' || key === 'type' || key === 'id' || key === 'source') continue;
      bindingsIn(value, `${at}/${key}`, item, out);
    }
    itemFields(node, at, item, out);
    (node.children as Record<string, unknown>[] | undefined)?.forEach((child, i) => walk(child, `${at}/children/${i}`));
  };
  if (body && typeof body === 'object') walk(body as Record<string, unknown>, '/body');
  return out;
}

/** Every binding written inside a page's sources (their calls read the page state, the plant, the route). */
export function sourceBindings(sources: Record<string, unknown>): Binding[] {
  const out: Binding[] = [];
  for (const [name, source] of Object.entries(sources)) bindingsIn(source, `/sources/${name}`, null, out);
  return out;
}
