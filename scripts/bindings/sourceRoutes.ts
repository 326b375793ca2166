// Which registered route a page source calls. A source's api is "METHOD /path" below /prod-api and its path
// may hold bindings: one that fills a segment (`/video/thermal/${state.thermalCamera}`) matches a `:param`;
// a `pick` (`${state.inv.equipType | pick:JZNBQ=hlxTotalCurve,nbqDciCurve}`) is each of its choices.
import type { RouteEntry } from '../../server/http/routeTable';
import { splitApi } from '../../engine/path';

export const API_PREFIX = '/prod-api';

/** A placeholder for a binding's value in a path: matches a `:param` segment, never a fixed one. */
const VALUE = '\u0000';

/** The paths a source's path can be: one per combination of `pick` choices, other bindings as placeholders. */
export function concretePaths(path: string): string[] {
  const match = /\$\{([^}]+)\}/.exec(path);
  if (!match) return [path];
  const before = path.slice(0, match.index);
  const after = path.slice(match.index + match[0].length);
  const pick = match[1]!
    .split('|')
    .map((p) => p.trim())
    .find((p) => p.startsWith('pick:'));
  const choices = pick
    ? pick
        .slice('pick:'.length)
        .split(',')
        .map((c) => c.slice(c.indexOf('=') + 1))
    : [VALUE];
  return [...new Set(choices)].flatMap((choice) => concretePaths(after).map((rest) => `${before}${choice}${rest}`));
}

/** A Fastify url as a pattern: `:name` is one segment, `*` the rest. */
function urlPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** A written path for messages: bindings stay as written. */
export function shownPath(path: string): string {
  return path.replaceAll(VALUE, '${…}');
}

export interface SourceCall {
  method: string;
  /** The path as the source may call it (a pick's choice made). */
  path: string;
  route?: RouteEntry;
}

/**
 * The route of every path a source may call, fixed segments before parameters (as Fastify's router picks);
 * `route` is missing for a path no route answers.
 */
export function sourceCalls(api: string, routes: readonly RouteEntry[]): SourceCall[] {
  const [method, written] = splitApi(api);
  const candidates = routes.filter((r) => r.method === method && r.url.startsWith(`${API_PREFIX}/`));
  return concretePaths(written).map((path) => {
    const url = `${API_PREFIX}${path}`;
    const exact = candidates.find((r) => r.url === url);
    const route = exact ?? candidates.find((r) => urlPattern(r.url).test(url));
    return { method, path: shownPath(path), ...(route ? { route } : {}) };
  });
}
