import type { Page } from 'playwright-core';
import type { RouterItem } from '../../../shared/menu';

/** One screen to visit: a menu entry's path, with the station it shows when it is a station's screen. */
export interface Target {
  path: string;
  psId: number | null;
}

interface Answer<T> {
  code: number;
  data: T;
}

/** A GET or POST of the signed-in page, with its anti-forgery token, as the portal's own calls go. */
function call<T>(page: Page, url: string, method = 'GET'): Promise<T> {
  return page.evaluate(
    async ([u, m]) => {
      const response = await fetch(`/prod-api${u}`, {
        method: m,
        headers: { 'X-CSRF-Token': localStorage.getItem('Portal-Token') ?? '' },
      });
      const body = (await response.json()) as Answer<unknown>;
      if (body.code !== 200) throw new Error(`${m} ${u}: ${JSON.stringify(body)}`);
      return body.data;
    },
    [url, method] as const,
  ) as Promise<T>;
}

/** The leaves of a menu the side bar shows (hidden routes and groups are not menu entries). */
function leaves(items: RouterItem[]): string[] {
  return items.flatMap((item) => {
    if (item.hidden) return [];
    if (item.children?.length) return leaves(item.children);
    return item.type === 'C' && !item.path.includes(':') ? [item.path] : [];
  });
}

/**
 * Every menu entry the signed-in user has: the main menu once, and each station-menu entry on the first
 * station (by id) whose menu has it, so a screen that only some stations have (combiner boxes, cameras,
 * power quality) is visited too.
 */
export async function menuTargets(page: Page): Promise<Target[]> {
  const main = leaves(await call<RouterItem[]>(page, '/reception/getRouters'));
  const stations = (await call<{ psId: number }[]>(page, '/info/powerStation/psListByUser', 'POST'))
    .map((s) => s.psId)
    .sort((a, b) => a - b);
  const targets: Target[] = main.map((path) => ({ path, psId: null }));
  const covered = new Set<string>();
  for (const psId of stations) {
    const menu = leaves(await call<RouterItem[]>(page, `/reception/getRouters?menuFlag=1&psId=${psId}`));
    for (const path of menu) {
      if (covered.has(path)) continue;
      covered.add(path);
      targets.push({ path, psId });
    }
  }
  return targets;
}
