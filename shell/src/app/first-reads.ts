import { hashKey, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { firstReads } from '@pepper/client/page-reads';
import { documentData } from './document-data';
import { REMOTE_ROUTES } from './route-table';

/** A page waits this long at most for its first reads; past it, it shows its own loading state. */
export const FIRST_READS_WAIT_MS = 1_000;

let opening: { pathname: string; settled: Promise<void> } | undefined;

/**
 * The page's first data embedded in the document (TanStack Query's dehydrated state), or undefined when there is
 * none (a document served by the service worker). The document was revalidated when it was opened, so its data
 * is dated now: dated with the server's read time, a cached document's data would be stale at once and every
 * page would refetch it.
 */
export function documentQueryState(now = Date.now()): DehydratedState | undefined {
  const state = documentData<DehydratedState>('query-state');
  if (!state || !Array.isArray(state.queries)) return undefined;
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * Starts the queries of the page at this address that the document has no data for. The document head already
 * preloads their requests, so a remote page, whose code loads later, renders once with its data rather than
 * first empty and then full.
 */
export function startFirstReads(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  answered?: DehydratedState,
) {
  const known = new Set(answered?.queries.map(({ queryHash }) => queryHash));
  const reads = firstReads(REMOTE_ROUTES, pathname, search)
    .filter(({ query }) => !known.has(hashKey(query.queryKey)))
    .map(({ query }) => client.prefetchQuery(query));
  opening = { pathname, settled: Promise.all(reads).then(() => undefined) };
}

/** Whether the app opened on this page (its first reads were started for it). */
export function isOpeningPage(pathname: string): boolean {
  return opening?.pathname === pathname;
}

/**
 * Resolves once the first reads of the page the app opened on have arrived (or failed), or after
 * FIRST_READS_WAIT_MS; at once for any other page. The page's first render then already has its data, and
 * renders in slices instead of all at once when the data comes.
 */
export function firstReadsSettled(pathname: string): Promise<void> {
  if (!opening || opening.pathname !== pathname) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_READS_WAIT_MS)));
  return Promise.race([opening.settled, waited]).finally(() => clearTimeout(timer));
}
