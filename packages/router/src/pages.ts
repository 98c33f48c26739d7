/**
 * Which page of the registry an address opens, matched by React Router's own `matchRoutes`, so the server, the
 * service worker and the shell's first reads pick the very page the shell's routes render (a fixed segment
 * outranks a parameter: '/tools/heat-calc' is the Heat Calculator, not a tool of '/tools/:tool').
 */
import type { PageEntry, PageRead, PageRegistry, RemoteRoute } from '@pepper/contract';
import { remoteRoutesOf } from '@pepper/contract/app-routes';
import { readsOfPage } from '@pepper/contract/page-reads';
import { PAGES, SHELL } from '@pepper/contract/pages';
import { matchRoutes } from 'react-router';

/** The page an address opens, with the values its path gives the route's parameters. */
export interface MatchedPage {
  name: string;
  page: PageEntry;
  path: string;
  params: Record<string, string | undefined>;
}

/** Route objects are built once per list: the lists are the app's constants. */
const routeObjects = new WeakMap<object, { path: string; id: string }[]>();

function routesOf<T extends { path: string }>(list: readonly T[]): { path: string; id: string }[] {
  let routes = routeObjects.get(list);
  if (!routes) {
    routes = list.map((route, index) => ({ path: route.path, id: String(index) }));
    routeObjects.set(list, routes);
  }
  return routes;
}

/** The route of `list` the router picks for a path, with its parameters. */
function match<T extends { path: string }>(list: readonly T[], pathname: string) {
  const found = matchRoutes(routesOf(list), pathname)?.at(-1);
  return found ? { route: list[Number(found.route.id)]!, params: found.params } : undefined;
}

const registryRoutes = new WeakMap<PageRegistry, { path: string; name: string }[]>();

function pathsOf(pages: PageRegistry) {
  let list = registryRoutes.get(pages);
  if (!list) {
    list = Object.entries(pages).flatMap(([name, page]) => page.paths.map((path) => ({ path, name })));
    registryRoutes.set(pages, list);
  }
  return list;
}

/** The page an address opens, if the app has one there. */
export function pageAt(pathname: string, pages: PageRegistry = PAGES): MatchedPage | undefined {
  const found = match(pathsOf(pages), pathname);
  return (
    found && {
      name: found.route.name,
      page: pages[found.route.name]!,
      path: found.route.path,
      params: found.params,
    }
  );
}

/** Whether the app has a page at an address; any other is not found. */
export const isAppPath = (pathname: string, pages: PageRegistry = PAGES): boolean =>
  pageAt(pathname, pages) !== undefined;

/** Every remote-backed route of the registry. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = remoteRoutesOf(PAGES);

/** The remote page the router shows for a path, if a remote renders it. */
export function remoteRouteFor(routes: readonly RemoteRoute[], pathname: string): RemoteRoute | undefined {
  return match(routes, pathname)?.route;
}

/**
 * The reads of the page at an address: the remote page its route in `routes` names, else the shell's own page
 * there (Home), each as the page makes it at that path and query.
 */
export function pageReadsAt(
  routes: readonly RemoteRoute[],
  pathname: string,
  search = '',
  pages: PageRegistry = PAGES,
): PageRead[] {
  const query = new URLSearchParams(search);
  const remote = match(routes, pathname);
  if (remote) return readsOfPage(remote.route.module, { params: remote.params, query }, pages);
  const own = pageAt(pathname, pages);
  return own && own.page.owner === SHELL ? readsOfPage(own.name, { params: own.params, query }, pages) : [];
}
