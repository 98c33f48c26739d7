/**
 * The list queries an address carries, by one set of rules: the app writes them, the API validates them against
 * the same schemas, and the mock API and the offline app read them back from the address.
 */
import { HEAT_FILTER_WORDS } from './heat-levels.js';
import { RECIPE_CATEGORIES } from './recipe-categories.js';
import type { PepperQuery, RecipeQuery } from './schemas.js';

/** Empty, blank and 'all' do not filter. */
export const isFilter = (value: string | undefined | null): value is string =>
  Boolean(value && value.trim() && value !== 'all');

/** The value when it filters, else undefined: an address leaves it out. */
export const filterOrNone = <T extends string>(value: T | undefined | null): T | undefined =>
  isFilter(value) ? value : undefined;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined | null): T | undefined =>
  values.find((known) => known === value);

/**
 * A heat level the pepper list can filter by, or an alias of the specification's ('extreme'); anything else
 * (empty, 'all', an unknown word) does not filter.
 */
export const pepperHeatFilter = (value: string | undefined | null): PepperQuery['heatLevel'] =>
  oneOf(HEAT_FILTER_WORDS, value);

const whole = (text: string | null) => (text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined);

/** A pepper list query from an address's parameters, leniently: what cannot be read is left out. */
export function pepperQueryFrom(params: URLSearchParams): PepperQuery {
  const letter = params.get('letter') ?? '';
  return {
    page: whole(params.get('page')),
    limit: whole(params.get('limit')),
    search: params.get('search') ?? undefined,
    heatLevel: pepperHeatFilter(params.get('heatLevel')),
    origin: params.get('origin') ?? undefined,
    letter: /^[A-Za-z0-9]$/.test(letter) ? letter : undefined,
  };
}

/**
 * A pepper list query as the app sends it: only the values that filter, the search trimmed, and no search beside
 * a letter (the text picking a letter also sets would match it anywhere in a name, not only at the start).
 */
export function sentPepperQuery(q: PepperQuery): PepperQuery {
  return {
    page: q.page,
    limit: q.limit,
    search: q.letter ? undefined : filterOrNone(q.search?.trim()),
    heatLevel: filterOrNone(q.heatLevel),
    origin: filterOrNone(q.origin),
    letter: filterOrNone(q.letter),
  };
}

/** A recipe query from an address's parameters, leniently: what cannot be read is left out. */
export function recipeQueryFrom(params: URLSearchParams): RecipeQuery {
  return {
    category: oneOf(RECIPE_CATEGORIES, params.get('category')),
    heatLevel: oneOf(HEAT_FILTER_WORDS, params.get('heatLevel')),
    search: params.get('search') ?? undefined,
    pepper: whole(params.get('pepper')),
  };
}
