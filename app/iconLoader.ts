import { Icons, IconSize, type IconPaths } from '@blueprintjs/icons';

/** Where the build put one JSON file of SVG paths per icon and size (vite.config.ts, blueprintIconAssets). */
declare const __BLUEPRINT_ICONS__: string;

/**
 * Blueprint loads an icon's paths through this from now on, one icon and size at a time: its default loader
 * fetches all ~700 icons of a size at once, where a page draws a few dozen. Blueprint asks again for an icon
 * until its first answer is in (a table's hundred rows at once), so a request under way is shared.
 */
export function loadIconsOneByOne(): void {
  const asked = new Map<string, Promise<IconPaths>>();
  Icons.setLoaderOptions({
    loader: (name, size) => {
      const url = `${__BLUEPRINT_ICONS__}/${size === IconSize.STANDARD ? 16 : 20}/${name}.json`;
      let paths = asked.get(url);
      if (!paths) {
        paths = fetch(url).then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json() as Promise<IconPaths>;
        });
        asked.set(url, paths);
        paths.catch(() => asked.delete(url));
      }
      return paths;
    },
  });
}
