/** A read of the API a page opens with, and the address it requests. */
import { pathTo, type QueryValue } from './paths.js';

/** A read of the API: one of the contract's GET endpoints, with its path parameters and query. */
export interface PageRead {
  route: { method: 'GET'; path: string };
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
}

/** The address a read requests. */
export function readAddress({ route, params, query }: PageRead): string {
  return pathTo(route, params, query);
}
