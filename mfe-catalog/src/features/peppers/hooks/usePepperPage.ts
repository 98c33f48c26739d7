import type { PepperPage } from '@pepper/contract';
import { buildUrl, getJson, PEPPER_PAGE_SIZE, queries } from '@pepper/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PepperFilters } from './usePepperFilters';

/**
 * One page of 20 from the server. A letter is sent as the API's `letter` filter (names starting with it):
 * the search text it also sets would match the letter anywhere in a name.
 */
export function pepperPageQuery({ page, search, heatLevel, origin, letter }: PepperFilters) {
  const base = queries.pepperPage({ page, search, heatLevel, origin });
  if (!letter) return base;
  const filter = (v: string) => (v && v !== 'all' ? v : undefined);
  return queryOptions({
    queryKey: ['/api/peppers', 'page', page, PEPPER_PAGE_SIZE, 'letter', letter, filter(heatLevel), filter(origin)],
    queryFn: async () =>
      (await getJson<PepperPage>(
        buildUrl('/api/peppers', { page, limit: PEPPER_PAGE_SIZE, letter, heatLevel: filter(heatLevel), origin: filter(origin) }),
      )) as PepperPage,
    staleTime: base.staleTime,
    gcTime: base.gcTime,
    placeholderData: keepPreviousData,
  });
}

export function usePepperPage(filters: PepperFilters) {
  return useQuery(pepperPageQuery(filters));
}
