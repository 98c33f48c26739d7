/**
 * The reads of the API each page opens with at its plain address (no filters in its query string): the server
 * names them in the document head so the data arrives with the page's code, and the shell starts their
 * queries before that code has come, so the page's first render already has its data.
 */
import { remoteRouteFor, routeParams, type RemoteRoute } from './app-routes.js';
import { endpoints } from './endpoint-paths.js';
import { PEPPER_PAGE_SIZE } from './limits.js';
import { pathTo, type QueryValue } from './paths.js';

/** A read of the API: one of the contract's GET endpoints, with its path parameters and query. */
export interface PageRead {
  route: { method: 'GET'; path: string };
  /** A value ':name' stands for the page's own path parameter of that name ('/peppers/:id' gives the pepper's id). */
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
}

/** The shell's home, which no remote renders, is named by its path. */
export const HOME_PAGE = '/';

/** The reads of each page: the shell's home by its path, the remote pages by their module names. */
export const PAGE_READS: Readonly<Record<string, readonly PageRead[]>> = {
  [HOME_PAGE]: [{ route: endpoints.listPeppers }, { route: endpoints.stats }],
  PepperList: [
    { route: endpoints.listPeppers, query: { page: 1, limit: PEPPER_PAGE_SIZE } },
    { route: endpoints.pepperLetters },
  ],
  PepperDetail: [{ route: endpoints.getPepper, params: { id: ':id' } }],
  HeatIndex: [{ route: endpoints.listPeppers }],
  RecipeList: [{ route: endpoints.listRecipeSummaries }],
  // A recipe's page finds it among the public recipes.
  RecipeDetail: [{ route: endpoints.listRecipes }],
  Collection: [{ route: endpoints.listPeppers }],
  GrowCenter: [{ route: endpoints.listPeppers }],
  // Who is looking decides the plan buttons; the card form needs the payment settings.
  PremiumPage: [{ route: endpoints.user }, { route: endpoints.config }],
  // A pepper picked from the whole list.
  RandomPepper: [{ route: endpoints.listPeppers }],
  // The caller's own pages, read with their cookies: favorites hold ids, resolved against the full lists.
  Favorites: [
    { route: endpoints.listFavorites },
    { route: endpoints.listPeppers },
    { route: endpoints.listRecipes },
    { route: endpoints.user },
  ],
  Garden: [{ route: endpoints.garden }],
  SeedStash: [{ route: endpoints.seedStash }, { route: endpoints.garden }],
};

/** A read whose answer the server knows as it writes the document, without reading anything. */
export interface KnownAnswer extends PageRead {
  answer: unknown;
}

/**
 * What a caller with neither an account nor a visitor session would read: nobody is signed in, and favorites
 * are kept for an account or a visitor's session, so there are none. The server writes these answers into such
 * a caller's document and the shell puts them in the query cache, so no page needs to ask.
 */
export const ANSWERS_WITHOUT_SESSION: readonly KnownAnswer[] = [
  { route: endpoints.user, answer: null },
  { route: endpoints.listFavorites, answer: [] },
];

/** The address a read asks for. */
export function readAddress({ route, params, query }: PageRead): string {
  return pathTo(route, params, query);
}

/** The reads of a page with its path parameters filled in. */
export function readsOfPage(page: string, pathParams: Readonly<Record<string, string>> = {}): PageRead[] {
  return (PAGE_READS[page] ?? []).map((read) =>
    read.params
      ? {
          ...read,
          params: Object.fromEntries(
            Object.entries(read.params).map(([name, value]) => [
              name,
              typeof value === 'string' && value.startsWith(':') ? (pathParams[value.slice(1)] ?? '') : value,
            ]),
          ),
        }
      : read,
  );
}

/** The reads of the page at an address: the shell's home at '/', else the remote page its route names. */
export function pageReadsAt(appRoutes: readonly RemoteRoute[], pathname: string, search = ''): PageRead[] {
  // With filters in the address the page reads for itself.
  if (search && search !== '?') return [];
  if (pathname === HOME_PAGE) return readsOfPage(HOME_PAGE);
  const route = remoteRouteFor(appRoutes, pathname);
  return route ? readsOfPage(route.module, routeParams(route, pathname)) : [];
}
