import type { FetchQueryOptions } from '@tanstack/react-query';
import { remoteRouteFor, routeParams, type RemoteRoute } from '@pepper/domain';
import { queries } from './endpoints';
import { urls } from './urls';

/** A read a page opens with: its address, and the query the page asks it through. */
export interface FirstRead {
  url: string;
  // Each read has its own data type; the table only hands them on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: FetchQueryOptions<any, any, any, any>;
}

/**
 * The reads each page makes as it opens at its plain address (no filters in the query string): the shell's home,
 * and the remote pages by their module name. The server names them in the document head so the data arrives
 * with the page's code, and the shell starts their queries before the page's code has come, so the page's
 * first render already has its data.
 */
const HOME_READS = (): FirstRead[] => [
  { url: urls.peppers, query: queries.peppers() },
  { url: urls.stats, query: queries.stats() },
];
const FIRST_READS: Record<string, (params: Record<string, string>) => FirstRead[]> = {
  PepperList: () => [
    { url: urls.pepperPage({ page: 1 }), query: queries.pepperPage({ page: 1 }) },
    { url: urls.pepperLetters, query: queries.pepperLetters() },
  ],
  PepperDetail: ({ id = '' }) => [{ url: urls.pepper(id), query: queries.pepper(id) }],
  HeatIndex: () => [{ url: urls.peppers, query: queries.peppers() }],
  RecipeList: () => [{ url: urls.recipes(), query: queries.recipes() }],
  RecipeDetail: () => [{ url: urls.recipes(), query: queries.recipes() }],
  Collection: () => [{ url: urls.peppers, query: queries.peppers() }],
  GrowCenter: () => [{ url: urls.peppers, query: queries.peppers() }],
  // Who is looking decides the plan buttons; the card form needs the payment settings.
  PremiumPage: () => [
    { url: urls.user, query: queries.user() },
    { url: urls.config, query: queries.config() },
  ],
};

/** The reads of the page at an address: the shell's home at '/', else the remote page its route names. */
export function firstReads(routes: readonly RemoteRoute[], pathname: string, search = ''): FirstRead[] {
  // With filters in the address the page reads for itself.
  if (search && search !== '?') return [];
  if (pathname === '/') return HOME_READS();
  const route = remoteRouteFor(routes, pathname);
  return route ? (FIRST_READS[route.module]?.(routeParams(route, pathname)) ?? []) : [];
}

/** A read whose answer the server knows as it writes the document, and the query that answer belongs to. */
export interface KnownAnswer extends FirstRead {
  answer: unknown;
}

/**
 * What a caller with neither an account nor a visitor session would read: nobody is signed in, and favorites
 * are kept for an account or a visitor's session, so there are none. The server writes these answers into such
 * a caller's document and the shell puts them in the query cache, so no page needs to ask.
 */
export function answersWithoutSession(): KnownAnswer[] {
  return [
    { url: urls.user, query: queries.user(), answer: null },
    { url: urls.favorites, query: queries.favorites(), answer: [] },
  ];
}
