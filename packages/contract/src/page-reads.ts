/**
 * The reads of the API each page opens with, at the address it is opened at (the registry's `reads`): the
 * server makes them as it renders the page and names them in the document head, and the shell starts their
 * queries before the page's code has loaded, so the page's first render already has its data.
 */
import { endpoints } from './endpoint-paths.js';
import type { PageRead } from './page-read.js';
import { PAGES, type PageAddress, type PageRegistry } from './pages.js';

export { readAddress, type PageRead } from './page-read.js';

/** A read whose answer the server knows as it writes the document, without reading anything. */
export interface KnownAnswer extends PageRead {
  answer: unknown;
}

/**
 * What a caller with neither an account nor a visitor session would read: nobody is signed in, and favorites
 * are kept for an account or a visitor's session, so there are none. The server writes these answers into such
 * a caller's document and the shell puts them in the query cache, so no page needs to fetch them.
 */
export const ANSWERS_WITHOUT_SESSION: readonly KnownAnswer[] = [
  { route: endpoints.user, answer: null },
  { route: endpoints.listFavorites, answer: [] },
];

/** The reads of a page at an address (its path's parameters and its query). */
export function readsOfPage(
  page: string,
  { params = {}, query = new URLSearchParams() }: Partial<PageAddress> = {},
  pages: PageRegistry = PAGES,
): PageRead[] {
  return [...(pages[page]?.reads?.({ params, query }) ?? [])];
}
