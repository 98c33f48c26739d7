import type { FetchQueryOptions } from '@tanstack/react-query';
import type { KnownAnswer, PageRead, RemoteRoute } from '@pepper/contract';
import { ANSWERS_WITHOUT_SESSION, readAddress } from '@pepper/contract/page-reads';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { pepperHeatFilter } from '@pepper/contract/list-queries';
import { pageReadsAt } from '@pepper/router/pages';
import { queries } from './endpoints';
export { refusalAnswersNull } from './request';
import { gardenQueries } from './garden';
import { seedQueries } from './seeds';

// Each read has its own data type; the table only passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
const number = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));

/** The query a page fetches a read with, by the route it reads. */
const QUERY_OF_ROUTE: Record<string, (read: PageRead) => AnyQuery> = {
  [endpoints.listPeppers.path]: ({ query }) =>
    query?.page === undefined
      ? queries.peppers()
      : queries.pepperPage({
          page: number(query.page),
          limit: number(query.limit),
          search: text(query.search),
          heatLevel: pepperHeatFilter(text(query.heatLevel)),
          origin: text(query.origin),
          letter: text(query.letter),
        }),
  [endpoints.allPeppers.path]: () => queries.allPeppers(),
  [endpoints.pepperLetters.path]: () => queries.pepperLetters(),
  [endpoints.getPepper.path]: ({ params }) => queries.pepper(params?.id ?? ''),
  [endpoints.listRecipes.path]: ({ query }) => queries.recipes({ pepper: number(query?.pepper) }),
  [endpoints.premiumRecipes.path]: () => queries.premiumRecipes(),
  [endpoints.growKits.path]: () => queries.growKits(),
  [endpoints.merchandise.path]: () => queries.merchandise(),
  [endpoints.listRecipeSummaries.path]: ({ query }) =>
    queries.recipeSummaries({ category: text(query?.category), heatLevel: text(query?.heatLevel) }),
  [endpoints.stats.path]: () => queries.stats(),
  [endpoints.user.path]: () => queries.user(),
  [endpoints.config.path]: () => queries.config(),
  [endpoints.listFavorites.path]: () => queries.favorites(),
  [endpoints.garden.path]: () => gardenQueries.garden(),
  [endpoints.planting.path]: ({ params }) => gardenQueries.planting(Number(params?.id)),
  [endpoints.seedStash.path]: () => seedQueries.stash(),
  [endpoints.seedPacket.path]: ({ params }) => seedQueries.packet(Number(params?.id)),
};

/** A read a page opens with: its address, and the query the page fetches it with. */
export interface FirstRead {
  url: string;
  query: AnyQuery;
}

/** The read's address and its query; a read with no query is an error of this table, not of the caller. */
export function queryForRead(read: PageRead): FirstRead {
  const query = QUERY_OF_ROUTE[read.route.path];
  if (!query) throw new Error(`No query reads ${read.route.path}`);
  return { url: readAddress(read), query: query(read) };
}

/**
 * The reads of the page at an address (the page registry's), each with the query the page fetches it with; those
 * made only for a caller with a session when `withSession` says there is one (only the server knows).
 */
export function firstReads(
  appRoutes: readonly RemoteRoute[],
  pathname: string,
  search = '',
  withSession = false,
): FirstRead[] {
  return pageReadsAt(appRoutes, pathname, search)
    .filter((read) => withSession || !read.withSession)
    .map(queryForRead);
}

/** The answers known without a session, each with the query it belongs to. */
export function answersWithoutSession(): (FirstRead & Pick<KnownAnswer, 'answer'>)[] {
  return ANSWERS_WITHOUT_SESSION.map((known) => ({ ...queryForRead(known), answer: known.answer }));
}
