import { queries } from '@pepper/client';
import { pepperHeatFilter } from '@pepper/contract/list-queries';
import { useQuery } from '@tanstack/react-query';
import type { PepperFilters } from './usePepperFilters';

/** One page of 20 from the server; a chosen letter lists the names starting with it. */
export function pepperPageQuery({ page, search, heatLevel, origin, letter }: PepperFilters) {
  // The client's query keeps the previous page on screen while the next one loads.
  return queries.pepperPage({ page, search, heatLevel: pepperHeatFilter(heatLevel), origin, letter });
}

export function usePepperPage(filters: PepperFilters) {
  return useQuery(pepperPageQuery(filters));
}
