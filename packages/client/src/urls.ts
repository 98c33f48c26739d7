import type { PepperQuery } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { filterOrNone, sentPepperPage } from '@pepper/contract/list-queries';
import { pathTo } from '@pepper/contract/paths';

/** The recipe vault's filters; `pepper` keeps the recipes that use that variety (by id). */
export interface RecipeFilters {
  category?: string;
  heatLevel?: string;
  pepper?: number;
}

/** The address of the public recipes (whole or as summaries) a vault's filters keep. */
const recipesAt = (
  endpoint: typeof endpoints.listRecipes | typeof endpoints.listRecipeSummaries,
  filters: RecipeFilters,
) =>
  pathTo(
    endpoint,
    {},
    {
      category: filterOrNone(filters.category),
      heatLevel: filterOrNone(filters.heatLevel),
      pepper: filters.pepper,
    },
  );

export { sentPepperPage };

/** The addresses of the reads pages open with: the queries ask for them, and the server names them for preloading. */
export const urls = {
  pepperPage: (q: PepperQuery) => pathTo(endpoints.listPeppers, {}, sentPepperPage(q)),
  peppers: pathTo(endpoints.listPeppers),
  pepperLetters: pathTo(endpoints.pepperLetters),
  stats: pathTo(endpoints.stats),
  user: pathTo(endpoints.user),
  favorites: pathTo(endpoints.listFavorites),
  config: pathTo(endpoints.config),
  pepper: (id: number | string) => pathTo(endpoints.getPepper, { id }),
  /** Whether the server answers at all. */
  health: pathTo(endpoints.health),
  /** The browser's sign-in (the provider's when one is configured), coming back to `returnTo`. */
  signIn: (returnTo: string) => pathTo(endpoints.login, {}, { returnTo }),
  /** The harvest totals as a spreadsheet, downloaded rather than read. */
  harvestsCsv: pathTo(endpoints.exportHarvests),
  recipes: (filters: RecipeFilters = {}) => recipesAt(endpoints.listRecipes, filters),
  /** The same recipes without their method, as lists show them. */
  recipeSummaries: (filters: RecipeFilters = {}) => recipesAt(endpoints.listRecipeSummaries, filters),
} as const;
