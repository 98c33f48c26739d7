import { useCallback } from 'react';
import { useSearchParams } from '@pepper/router';
import { pepperFiltersAt as readFilters } from '@pepper/contract/list-queries';
import { changeFilters, DEFAULT_PEPPER_FILTERS, type PepperFilters } from '@pepper/domain/peppers';

export type { PepperFilters };
type FilterChange = Partial<Omit<PepperFilters, 'page'>>;
const FILTER_KEYS = ['search', 'heatLevel', 'origin', 'letter'] as const;

/** The filters in the address, defaults left out; other parameters stay as they were. */
function writeFilters(
  prev: URLSearchParams,
  filters: PepperFilters,
  order: readonly (keyof FilterChange)[] = FILTER_KEYS,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const key of new Set([...order, ...FILTER_KEYS])) {
    if (!filters[key] || filters[key] === DEFAULT_PEPPER_FILTERS[key]) next.delete(key);
    else next.set(key, filters[key]);
  }
  if (filters.page <= 1) next.delete('page');
  else next.set('page', String(filters.page));
  return next;
}

/**
 * The database's filters are kept in the address (?search=&heatLevel=&origin=&letter=&page=), so back, forward,
 * reloads and shared links all show the same list. Changes follow the domain's rule: any filter change goes
 * back to page 1.
 */
export function usePepperFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const setFilters = useCallback(
    (change: FilterChange, options: { replace?: boolean } = {}) => {
      // Changed filters are written in the order given, so the address reads as the change was made.
      const order = Object.keys(change) as (keyof FilterChange)[];
      setParams((prev) => writeFilters(prev, changeFilters(readFilters(prev), change), order), {
        replace: options.replace,
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams((prev) => writeFilters(prev, { ...readFilters(prev), page })),
    [setParams],
  );

  const addressOf = (query: URLSearchParams) => {
    const search = query.toString();
    return search ? `/peppers?${search}` : '/peppers';
  };

  /** The database's address after a change, for a link that makes it before and without the page's code. */
  const addressFor = (change: FilterChange) =>
    addressOf(
      writeFilters(params, changeFilters(filters, change), Object.keys(change) as (keyof FilterChange)[]),
    );

  /** The address of another page of the same list (search and filters kept), for Previous and Next. */
  const pageAddress = (page: number) => addressOf(writeFilters(params, { ...filters, page }));

  return { filters, setFilters, setPage, addressFor, pageAddress };
}
