/**
 * The data a document carries for its page: the page's first reads, asked of this API as the browser would ask
 * them, and, for a caller without a session, the answers known without reading (nobody signed in, no
 * favorites). They are prefetched into a TanStack Query client under the very keys the page's queries use, and
 * dehydrated: the server renders the page from that state, and the browser hydrates it into its own cache, so
 * the page asks for none of them again.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/query-core';
import {
  answersWithoutSession,
  firstReads,
  refusalAnswersNull,
  type FirstRead,
} from '@pepper/client/page-reads';
import type { RemoteRoute } from '@pepper/contract';

/** The document's query state, and the read addresses it answers (which the document then does not preload). */
export interface FirstData {
  state: DehydratedState;
  answered: ReadonlySet<string>;
}

/** Reads one address of this API: its JSON answer, or a rejection when it does not answer 200. */
export type ReadApi = (url: string) => Promise<unknown>;

/** A read this API answered with another status than 200. */
export class ReadRefused extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
  }
}

/**
 * A read as the page's query has it: an item that does not exist, or a caller who is not signed in, is an answer
 * (null) for a query that says so, so the document shows what the browser would after the same read.
 */
function readFor({ url, query }: FirstRead, read: ReadApi) {
  return () =>
    read(url).catch((error: unknown) => {
      if (error instanceof ReadRefused && refusalAnswersNull(query, error.status)) return null;
      throw error;
    });
}

/** The state of a client that holds only `known` answers and those of `reads`, dehydrated. */
async function dehydrated(
  known: readonly (FirstRead & { answer: unknown })[],
  reads: readonly FirstRead[],
  read: ReadApi,
): Promise<FirstData> {
  // Nothing is retried on the server: a read that fails is left to the browser.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const { query, answer } of known) client.setQueryData(query.queryKey, answer);
  await Promise.all(
    reads.map((r) => client.prefetchQuery({ queryKey: r.query.queryKey, queryFn: readFor(r, read) })),
  );
  const answered = new Set(
    [...known, ...reads].filter(({ query }) => client.getQueryState(query.queryKey)?.status === 'success'),
  );
  const state = dehydrate(client);
  client.clear();
  return { state, answered: new Set([...answered].map(({ url }) => url)) };
}

/** What a caller without a session is known to read, before anything is read. */
export const knownWithoutSession = (): Promise<FirstData> =>
  dehydrated(answersWithoutSession(), [], () => Promise.reject(new Error('nothing is read')));

/**
 * The first data of the page at `pathname` and `search` for a caller: with a session, who is signed in and
 * their favorites are read too, with the rest; without one, they are known.
 */
export function firstData(
  routes: readonly RemoteRoute[],
  pathname: string,
  search: string,
  withSession: boolean,
  read: ReadApi,
): Promise<FirstData> {
  const known = withSession ? [] : answersWithoutSession();
  const reads = [
    ...firstReads(routes, pathname, search, withSession),
    ...(withSession ? answersWithoutSession() : []),
  ];
  // Each address once, and none whose answer is already known.
  const unique = new Map<string, FirstRead>();
  for (const r of reads) if (!known.some(({ url }) => url === r.url)) unique.set(r.url, r);
  return dehydrated(known, [...unique.values()], read);
}
