/** A read of the API a page opens with, and the address it requests. */
import { pathTo, type QueryValue } from './paths.js';

/** A read of the API: one of the contract's GET endpoints, with its path parameters and query. */
export interface PageRead {
  route: { method: 'GET'; path: string };
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, QueryValue>>;
  /**
   * Made only for a caller with a session, and only when who they are allows it (a member's own recipes): a
   * caller without one is known to be signed out, and the page never makes it for them. Only the server reads
   * it, into that caller's own document; an answer it refuses is left out, and it is never preloaded.
   */
  withSession?: true;
}

/** The address a read requests. */
export function readAddress({ route, params, query }: PageRead): string {
  return pathTo(route, params, query);
}
