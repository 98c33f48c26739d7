/**
 * The text of every address with one (PAGE_TEXTS: the page registry's heads, the collections' and the grow
 * categories'), by path. The shell holds these and hands the lookup to every page through the router's
 * PageTexts: a remote's page heads itself without carrying the registry.
 */
import { PAGE_TEXTS, type PageText } from '../pages';
import { textHeadFrom, withoutTrailingSlash } from './text-heads';
import type { PageHead } from './page-head';

/** The paths the page texts are kept under, a pattern's ':name' segments standing for any one segment. */
const PATTERNS = Object.keys(PAGE_TEXTS)
  .filter((key) => key.includes('/:'))
  .map((key) => key.split('/'));

/** The text of the page at a path: its own, else that of the one pattern its segments fit. */
export function pageTextAt(pathname: string): PageText | undefined {
  const path = withoutTrailingSlash(pathname);
  const own = PAGE_TEXTS[path];
  if (own) return own;
  const segments = path.split('/');
  const pattern = PATTERNS.find(
    (parts) =>
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
  return pattern ? PAGE_TEXTS[pattern.join('/')] : undefined;
}

/** The head of a page with a text (a guide, a tool, a list): the site's own words for a path without one. */
export const textHeadAt = (base: string, pathname: string): PageHead =>
  textHeadFrom(base, pathname, pageTextAt);
