/** Spec 02 §2: every client-side route. ':name' is a path parameter. Any other path is the not-found screen. */
export const ROUTES = [
  '/',
  '/peppers',
  '/peppers/:id',
  '/scoville',
  '/recipes',
  '/recipes/:id',
  '/grow',
  '/grow/climate',
  '/grow/:category',
  '/menu',
  '/random',
  '/admin/images',
  '/identify',
  '/favorites',
  '/tools/heat-calc',
  '/tools/heat-quiz',
  '/heat-tolerance-quiz',
  '/glossary',
  '/collections/:collection',
  '/tools',
  '/tools/:tool',
  '/cooking',
  '/guides/seeds',
  '/guides/pests',
  '/guides/harvest',
  '/guides/preservation',
  '/pairing',
  '/safety',
  '/meal-planning',
  '/premium',
  '/science',
  '/heat-guide',
  '/nutrition',
  '/history',
  '/breeding',
] as const;
export type RoutePattern = (typeof ROUTES)[number];

export interface RouteMatch {
  pattern: RoutePattern;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path shows, first match in ROUTES order (explicit paths such as /tools/heat-calc and
 * /grow/climate come before the parameter routes); null for the not-found screen. Query and hash are
 * ignored, a trailing slash is allowed.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = segments(pathname.split(/[?#]/)[0]);
  for (const pattern of ROUTES) {
    const want = segments(pattern);
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = want.every((w, i) => {
      if (w.startsWith(':')) {
        params[w.slice(1)] = decodeURIComponent(parts[i]);
        return true;
      }
      return w === parts[i];
    });
    if (ok) return { pattern, params };
  }
  return null;
}
