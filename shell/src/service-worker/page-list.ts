import type { PageRegistry } from '@pepper/contract';
import { PAGES } from '@pepper/contract/pages';
import { pageAt } from '@pepper/router/pages';

/** What the worker knows of an address: whether it is a page of the app, and whether it shows the caller's own data. */
export interface PageList {
  isPage(pathname: string): boolean;
  isPersonal(pathname: string): boolean;
}

/** The pages of the registry, as the worker tells them apart. */
export function pageList(pages: PageRegistry = PAGES): PageList {
  return {
    isPage: (pathname) => pageAt(pathname, pages) !== undefined,
    isPersonal: (pathname) => Boolean(pageAt(pathname, pages)?.page.personal),
  };
}
