import type { PageRegistry } from '@pepper/contract';
import { PAGES } from '@pepper/contract/pages';
import { pageAt } from '@pepper/router/pages';

/** How the worker sees an address: whether it is an app page, and whether it shows the caller's own data. */
export interface PageList {
  isPage(pathname: string): boolean;
  isPersonal(pathname: string): boolean;
}

/** The registry's pages, as the worker classifies them. */
export function pageList(pages: PageRegistry = PAGES): PageList {
  return {
    isPage: (pathname) => pageAt(pathname, pages) !== undefined,
    isPersonal: (pathname) => Boolean(pageAt(pathname, pages)?.page.personal),
  };
}
