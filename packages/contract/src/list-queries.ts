/**
 * The list queries an address carries, by one set of rules: the app writes them, the API validates them against
 * the same schemas, and the mock API and the offline app read them back from the address.
 */
import { HEAT_FILTER_WORDS } from './heat-levels.js';
import { PEPPER_PAGE_SIZE } from './limits.js';
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

/**
 * A page of the pepper list as it is requested: the first page of PEPPER_PAGE_SIZE unless told otherwise, with
 * only the values that filter.
 */
export const sentPepperPage = (q: PepperQuery): PepperQuery =>
  sentPepperQuery({ ...q, page: q.page ?? 1, limit: q.limit ?? PEPPER_PAGE_SIZE });

/** The pepper database's filters as its fields show them ('all' and empty where nothing is chosen). */
export interface PepperFilters {
  page: number;
  search: string;
  heatLevel: string;
  origin: string;
  letter: string;
}

export const DEFAULT_PEPPER_FILTERS: PepperFilters = {
  page: 1,
  search: '',
  heatLevel: 'all',
  origin: 'all',
  letter: '',
};

/**
 * The pepper database's filters in an address (?search=&heatLevel=&origin=&letter=&page=): the page reads its
 * fields from here, and the server the list it renders, so both request the list by the same key.
 */
export function pepperFiltersAt(params: URLSearchParams): PepperFilters {
  return {
    search: params.get('search') ?? DEFAULT_PEPPER_FILTERS.search,
    heatLevel: params.get('heatLevel') ?? DEFAULT_PEPPER_FILTERS.heatLevel,
    origin: params.get('origin') ?? DEFAULT_PEPPER_FILTERS.origin,
    letter: (params.get('letter') ?? '').toUpperCase(),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The list query the database screen sends for its filters; an unknown heat level does not filter. */
export function pepperQueryOf({ page, search, heatLevel, origin, letter }: PepperFilters): PepperQuery {
  return { page, search, heatLevel: pepperHeatFilter(heatLevel), origin, letter };
}

/** The Recipe Vault's filters as its fields show them ('all' and empty where nothing is chosen). */
export interface RecipeListFilters {
  search: string;
  category: string;
  heatLevel: string;
}

/**
 * The Recipe Vault's filters in an address (?search=&category=&heatLevel=): the page reads its fields from
 * here, and the server the list it renders. Category and heat filter on the server; the search ranks the list
 * in the page.
 */
export function recipeFiltersAt(params: URLSearchParams): RecipeListFilters {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? 'all',
    heatLevel: params.get('heatLevel') ?? 'all',
  };
}
