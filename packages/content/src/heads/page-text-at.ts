/**
 * The text of every address with one (PAGE_TEXTS: the page registry's heads, the collections' and the grow
 * categories'), by path. The shell holds these and hands the lookup to every page through the router's
 * PageTexts: a remote's page heads itself without carrying the registry.
 */
import { PAGE_TEXTS, type PageText } from '../pages';
import { textHeadFrom, textIn } from './text-heads';
import type { PageHead } from './page-head';

/** The text of the page at a path among all the page texts. */
export const pageTextAt = (pathname: string): PageText | undefined => textIn(PAGE_TEXTS, pathname);

/** The head of a page with a text (a guide, a tool, a list): the site's own words for a path without one. */
export const textHeadAt = (base: string, pathname: string): PageHead =>
  textHeadFrom(base, pathname, pageTextAt);
