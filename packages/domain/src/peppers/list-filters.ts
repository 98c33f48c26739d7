import { DEFAULT_PEPPER_FILTERS, type PepperFilters } from '@pepper/contract/list-queries';

/** The list pages by the size the contract's reads ask for. */
export { PEPPER_PAGE_SIZE } from '@pepper/contract/limits';
/** The database's filters and their defaults, as the contract reads them from an address (pepperFiltersAt). */
export { DEFAULT_PEPPER_FILTERS, type PepperFilters };

/** Origin filter options; the product's list repeats USA, which is offered once. */
export const ORIGIN_OPTIONS = [
  'Mexico',
  'USA',
  'Peru',
  'Brazil',
  'Thailand',
  'China',
  'Italy',
  'Spain',
  'Caribbean',
  'India',
  'Korea',
  'Japan',
  'Hungary',
  'Trinidad',
  'New Mexico',
] as const;

/** The page resets to 1 whenever search, heat level, origin or letter changes. */
export function changeFilters(
  current: PepperFilters,
  change: Partial<Omit<PepperFilters, 'page'>>,
): PepperFilters {
  const next = { ...current, ...change };
  const changed = (['search', 'heatLevel', 'origin', 'letter'] as const).some((k) => next[k] !== current[k]);
  return changed ? { ...next, page: 1 } : current;
}

/** Picking a letter also sets the search text to that letter. */
export function pickLetter(current: PepperFilters, letter: string): PepperFilters {
  return changeFilters(current, { letter, search: letter });
}
