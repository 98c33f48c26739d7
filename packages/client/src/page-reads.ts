import type { FetchQueryOptions } from '@tanstack/react-query';
import {
  ANSWERS_WITHOUT_SESSION,
  endpoints,
  pageReadsAt,
  readAddress,
  type KnownAnswer,
  type PageRead,
  type RemoteRoute,
} from '@pepper/contract';
import { queries } from './endpoints';
import { gardenQueries } from './garden';
import { seedQueries } from './seeds';

// Each read has its own data type; the table only hands them on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** The query a page asks a read through, by the route it reads. */
const QUERY_OF_ROUTE: Record<string, (read: PageRead) => AnyQuery> = {
  [endpoints.listPeppers.path]: ({ query }) =>
    query?.page === undefined
      ? queries.peppers()
      : queries.pepperPage({ page: Number(query.page), limit: Number(query.limit) || undefined }),
  [endpoints.pepperLetters.path]: () => queries.pepperLetters(),
  [endpoints.getPepper.path]: ({ params }) => queries.pepper(params?.id ?? ''),
  [endpoints.listRecipes.path]: () => queries.recipes(),
  [endpoints.listRecipeSummaries.path]: () => queries.recipeSummaries(),
  [endpoints.stats.path]: () => queries.stats(),
  [endpoints.user.path]: () => queries.user(),
  [endpoints.config.path]: () => queries.config(),
  [endpoints.listFavorites.path]: () => queries.favorites(),
  [endpoints.garden.path]: () => gardenQueries.garden(),
  [endpoints.seedStash.path]: () => seedQueries.stash(),
};

/** A read a page opens with: its address, and the query the page asks it through. */
export interface FirstRead {
  url: string;
  query: AnyQuery;
}

/** The read's address and its query; a read no query asks for is an error of this table, not of the caller. */
export function queryForRead(read: PageRead): FirstRead {
  const query = QUERY_OF_ROUTE[read.route.path];
  if (!query) throw new Error(`No query reads ${read.route.path}`);
  return { url: readAddress(read), query: query(read) };
}

/** The reads of the page at an address (the contract's table), each with the query the page asks it through. */
export function firstReads(appRoutes: readonly RemoteRoute[], pathname: string, search = ''): FirstRead[] {
  return pageReadsAt(appRoutes, pathname, search).map(queryForRead);
}

/** The answers known without a session, each with the query it belongs to. */
export function answersWithoutSession(): (FirstRead & Pick<KnownAnswer, 'answer'>)[] {
  return ANSWERS_WITHOUT_SESSION.map((known) => ({ ...queryForRead(known), answer: known.answer }));
}
