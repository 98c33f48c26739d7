import { filterOrNone, pathTo, routes, sentPepperQuery, type PepperQuery } from '@pepper/contract';
import { PEPPER_PAGE_SIZE } from '@pepper/domain';

/** The recipe vault's filters; `pepper` keeps the recipes that use that variety (by id). */
export interface RecipeFilters {
  category?: string;
  heatLevel?: string;
  pepper?: number;
}

/** A page of the pepper list as it is asked for: the first page of PEPPER_PAGE_SIZE unless told otherwise. */
export const sentPepperPage = (q: PepperQuery): PepperQuery =>
  sentPepperQuery({ ...q, page: q.page ?? 1, limit: q.limit ?? PEPPER_PAGE_SIZE });

/** The addresses of the reads pages open with: the queries ask for them, and the server names them for preloading. */
export const urls = {
  pepperPage: (q: PepperQuery) => pathTo(routes.listPeppers, {}, sentPepperPage(q)),
  peppers: pathTo(routes.listPeppers),
  pepperLetters: pathTo(routes.pepperLetters),
  stats: pathTo(routes.stats),
  user: pathTo(routes.user),
  favorites: pathTo(routes.listFavorites),
  config: pathTo(routes.config),
  pepper: (id: number | string) => pathTo(routes.getPepper, { id }),
  /** Whether the server answers at all. */
  health: pathTo(routes.health),
  /** The browser's sign-in (the provider's when one is configured), coming back to `returnTo`. */
  signIn: (returnTo: string) => pathTo(routes.login, {}, { returnTo }),
  /** The harvest totals as a spreadsheet, downloaded rather than read. */
  harvestsCsv: pathTo(routes.exportHarvests),
  recipes: (filters: RecipeFilters = {}) =>
    pathTo(
      routes.listRecipes,
      {},
      {
        category: filterOrNone(filters.category),
        heatLevel: filterOrNone(filters.heatLevel),
        pepper: filters.pepper,
      },
    ),
} as const;
