/**
 * The app's own addresses (as opposed to the API's, in endpoint-paths.ts), read from the page registry
 * (pages.ts): the routes of the remotes' pages, each remote's exposed screens, and the addresses the sitemap
 * lists. Matching an address to its route is React Router's own (`@pepper/router/pages`).
 */
import { PAGE_HEADS, type PageHeads } from './page-heads.js';
import { isRemotePage, isSendOnPage, PAGES, type PageRegistry } from './pages.js';

/** A path of the app and the remote page that renders it, loaded as '<remote>/<module>'. */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
}

/** Every remote-backed path of the registry. */
export function remoteRoutesOf(pages: PageRegistry = PAGES): RemoteRoute[] {
  return Object.entries(pages).flatMap(([module, page]) =>
    isRemotePage(page) ? page.paths.map((path) => ({ path, remote: page.owner, module })) : [],
  );
}

/** A remote's pages with the paths each renders, for a route table written out by hand (tests). */
interface RemotePages {
  name: string;
  pages: Record<string, readonly string[] | undefined>;
}

/** The routes of remotes given with their pages, for a route table written out by hand (tests). */
export function remoteRoutes(remotes: readonly RemotePages[]): RemoteRoute[] {
  return remotes.flatMap(({ name, pages }) =>
    Object.entries(pages).flatMap(([module, paths = []]) =>
      paths.map((path) => ({ path, remote: name, module })),
    ),
  );
}

/** What a remote exposes: './<page>' for each of its pages, as the module (in its folder) that renders it. */
export function remoteExposes(remote: string, pages: PageRegistry = PAGES): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).flatMap(([name, page]) =>
      isRemotePage(page) && page.owner === remote ? [[`./${name}`, page.source]] : [],
    ),
  );
}

/** Every remote that owns a page. */
export function pageOwners(pages: PageRegistry = PAGES): string[] {
  return [...new Set(Object.values(pages).flatMap((page) => (isRemotePage(page) ? [page.owner] : [])))];
}

const isFixed = (path: string) => !path.includes(':');

/**
 * The addresses a search engine may list: every fixed address of a page for anyone, but no second address of a
 * page, nor one that redirects to another. Varieties, recipes, collections and grow categories come from the
 * catalog.
 */
export function listedPaths(pages: PageRegistry = PAGES, pageHeads: PageHeads = PAGE_HEADS): string[] {
  return Object.entries(pages).flatMap(([name, page]) => {
    if (page.personal || page.unlisted || isSendOnPage(page)) return [];
    const heads = pageHeads[name] ?? {};
    const addresses = new Set([...page.paths, ...Object.keys(heads)].filter(isFixed));
    return [...addresses].filter((path) => !heads[path]?.sameAs);
  });
}

/** Every route pattern of the app with the page it opens, in the registry's order. */
export function appPaths(pages: PageRegistry = PAGES): { path: string; page: string }[] {
  return Object.entries(pages).flatMap(([page, entry]) => entry.paths.map((path) => ({ path, page })));
}
