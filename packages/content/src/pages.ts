/**
 * What each address of the app gives search engines and link previews: its title (the heading
 * the page shows) and a description written for that page. Each page's own text is written in the page registry
 * (the contract's pages.ts); the collections' and grow categories' come from the domain. The API writes them
 * into the document's head; the apps may read them too. Keys are app paths; a key with a `:name` segment
 * stands for every path of that shape.
 */
import type { PageHeads, PageLink, PageRegistry } from '@pepper/contract';
import type { PageText } from './site';
import { PAGE_HEADS } from '@pepper/contract/page-heads';
import { PAGES } from '@pepper/contract/pages';
import { COLLECTION_KEYS, COLLECTIONS, GROW_CATEGORIES, GROW_CATEGORY_INFO } from '@pepper/domain/peppers';

export type { PageLink };

export { NOT_FOUND_TEXT, PREMIUM_RECIPE_TEXT, SITE_NAME, SITE_TAGLINE, type PageText } from './site';

const GROW: PageLink = { name: 'Grow Center', path: '/grow' };
const COLLECTIONS_PAGE: PageLink = { name: 'Collections', path: '/collections' };

const collectionPages = Object.fromEntries(
  COLLECTION_KEYS.map((key): [string, PageText] => [
    `/collections/${key}`,
    {
      title: `${COLLECTIONS[key].title} Collection`,
      description: COLLECTIONS[key].description,
      parent: COLLECTIONS_PAGE,
    },
  ]),
);

const growCategoryPages = Object.fromEntries(
  GROW_CATEGORIES.map((category): [string, PageText] => [
    `/grow/${category}`,
    {
      title: `${GROW_CATEGORY_INFO[category].title} Varieties to Grow`,
      description: GROW_CATEGORY_INFO[category].description,
      parent: GROW,
    },
  ]),
);

/**
 * Every address's text: the heads the page registry writes for its pages (a page of someone's own data or of
 * signing in marked personal), then one for each collection and each grow category.
 */
export const PAGE_TEXTS: Readonly<Record<string, PageText>> = {
  ...Object.fromEntries(
    Object.entries(PAGES as PageRegistry).flatMap(([name, page]) =>
      Object.entries((PAGE_HEADS as PageHeads)[name] ?? {}).map(([path, head]): [string, PageText] => [
        path,
        page.personal || page.unlisted ? { ...head, personal: true } : head,
      ]),
    ),
  ),
  ...collectionPages,
  ...growCategoryPages,
};
