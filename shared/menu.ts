/** A menu item as the browser gets it from getRouters (the server's rules already applied). */
export interface MenuEntry {
  name: string;
  path: string;
  component: string;
  type: 'C' | 'M';
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: { title: string; icon?: string; link?: string };
}

/** What getRouters answers: the items the caller may see, nested. */
export type RouterItem = MenuEntry & { children?: RouterItem[] };
