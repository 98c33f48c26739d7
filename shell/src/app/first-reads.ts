import type { QueryClient } from '@tanstack/react-query';
import { answersWithoutSession, firstReads } from '@pepper/client/page-reads';
import { documentData } from './document-data';
import { REMOTE_ROUTES } from './route-table';

/** A page waits this long at most for its first reads; past it, it shows its own loading state. */
export const FIRST_READS_WAIT_MS = 1_000;

let opening: { pathname: string; settled: Promise<void> } | undefined;

/**
 * Starts the queries of the page at this address. Their reads are already on their way (the document head names
 * them), so a remote page, whose code comes later, renders once with its data rather than once empty and once
 * full.
 */
export function startFirstReads(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  takeFirstAnswers(client);
  const reads = firstReads(REMOTE_ROUTES, pathname, search).map(({ query }) => client.prefetchQuery(query));
  opening = { pathname, settled: Promise.all(reads).then(() => undefined) };
}

/**
 * Puts the answers the server wrote into the document (those it knows for this caller without reading them)
 * in the query cache, so no page asks for them. Only reads the app knows such answers for are taken.
 */
function takeFirstAnswers(client: QueryClient) {
  const answers = documentData<Record<string, unknown>>('first-answers');
  if (!answers) return;
  for (const { url, query } of answersWithoutSession())
    if (Object.hasOwn(answers, url)) client.setQueryData(query.queryKey, answers[url]);
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
