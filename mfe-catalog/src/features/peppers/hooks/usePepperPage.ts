import { queries } from '@pepper/client';
import { pepperQueryOf } from '@pepper/contract/list-queries';
import { useQuery } from '@tanstack/react-query';
import type { PepperFilters } from './usePepperFilters';

/** One page of 20 from the server; a chosen letter lists the names starting with it. */
export function pepperPageQuery(filters: PepperFilters) {
  // The client's query keeps the previous page on screen while the next one loads.
  return queries.pepperPage(pepperQueryOf(filters));
}

export function usePepperPage(filters: PepperFilters) {
  return useQuery(pepperPageQuery(filters));
}
