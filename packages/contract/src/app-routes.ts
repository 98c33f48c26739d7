/**
 * The app's own addresses (as opposed to the API's, in endpoint-paths.ts): which remote page renders a path.
 * The API (document heads, 404s), the client (a page's first reads) and the shell (its route table) all read
 * them from the one list of remotes the platform keeps.
 */

/** A path of the app and the remote page that renders it, loaded as '<remote>/<module>'. */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
}

/** Each remote's pages with the paths each renders, as the platform's list of remotes gives them. */
interface RemotePages {
  name: string;
  /** Read from JSON, where a page another remote has shows as undefined. */
  pages: Record<string, readonly string[] | undefined>;
}

/** Every remote-backed path, from the one list of remotes. */
export function remoteRoutes(remotes: readonly RemotePages[]): RemoteRoute[] {
  return remotes.flatMap(({ name, pages }) =>
    Object.entries(pages).flatMap(([module, paths = []]) =>
      paths.map((path) => ({ path, remote: name, module })),
    ),
  );
}

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((s, i) => s.startsWith(':') || s === got[i]);
}

/** The values a path gives a route's parameters, e.g. { id: '12' } for '/peppers/12' on '/peppers/:id'. */
export function routeParams(route: RemoteRoute, pathname: string): Record<string, string> {
  const got = segments(pathname);
  return Object.fromEntries(
    segments(route.path).flatMap((s, i) =>
      s.startsWith(':') ? [[s.slice(1), decodeURIComponent(got[i] ?? '')]] : [],
    ),
  );
}

/** How many fixed segments a route has: as in the router, '/tools/heat-calc' outranks '/tools/:tool'. */
const rank = (route: RemoteRoute) => segments(route.path).filter((s) => !s.startsWith(':')).length;

/** The remote page the router shows for a path, if a remote renders it. */
export function remoteRouteFor(routes: readonly RemoteRoute[], pathname: string): RemoteRoute | undefined {
  let best: RemoteRoute | undefined;
  for (const route of routes) {
    if (matches(route.path, pathname) && (!best || rank(route) > rank(best))) best = route;
  }
  return best;
}
