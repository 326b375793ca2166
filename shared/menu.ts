/** A menu item as the browser gets it from getRouters (the server's rules already applied). */
export interface MenuEntry {
  name: string;
  path: string;
  /** A pattern per `:name` segment of the path (spec-digest 000 §2: commId is digits only); others are a 404. */
  params?: Record<string, string>;
  component: string;
  type: 'C' | 'M';
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: { title: string; icon?: string; link?: string };
}

/** What getRouters answers: the items the caller may see, nested. */
export type RouterItem = MenuEntry & { children?: RouterItem[] };

/** Whether the route parameters of an address match the patterns its menu item gives them. */
export function paramsMatch(patterns: Record<string, string> | undefined, values: Record<string, string | undefined>): boolean {
  return Object.entries(patterns ?? {}).every(([name, pattern]) => new RegExp(pattern).test(values[name] ?? ''));
}
