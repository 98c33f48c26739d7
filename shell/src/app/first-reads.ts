import type { QueryClient } from '@tanstack/react-query';
import { firstReads } from '@pepper/client/first-calls';
import { REMOTE_ROUTES } from './route-table';

/**
 * Starts the queries of the page at this address. Their reads are already on their way (the document head names
 * them), so a remote page, whose code comes later, renders once with its data rather than once empty and once
 * full.
 */
export function startFirstReads(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  for (const { query } of firstReads(REMOTE_ROUTES, pathname, search)) void client.prefetchQuery(query);
}
