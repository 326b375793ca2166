/** Paths anyone may open without signing in (spec-digest 000 §2). */
export const PUBLIC_PATHS = ['/login', '/loginsk', '/404', '/401', '/500', '/auth-redirect', '/bind', '/register'];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path) || path.startsWith('/redirect/');
}

export type GuardDecision = { action: 'allow' } | { action: 'load' } | { action: 'redirect'; to: string };

/**
 * The route guard of spec-digest 000 §4: without a token only public paths open and everything else goes to
 * sign-in (remembering where the user wanted to go); with a token the sign-in pages go to `/`, and the
 * user's info and routes are loaded before any page shows.
 */
export function decideRoute(input: { path: string; search: string; hasToken: boolean; rolesLoaded: boolean }): GuardDecision {
  const { path, search, hasToken, rolesLoaded } = input;
  if (hasToken) {
    if (path === '/login' || path === '/loginsk') return { action: 'redirect', to: '/' };
    return rolesLoaded ? { action: 'allow' } : { action: 'load' };
  }
  if (isPublicPath(path)) return { action: 'allow' };
  const target = path === '/' ? '' : `?redirect=${encodeURIComponent(path + search)}`;
  return { action: 'redirect', to: `/login${target}` };
}
