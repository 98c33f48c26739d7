/**
 * The head of every page that is not a variety's or a recipe's, from its text (see page-text-at.ts for where an
 * address finds it), and the "Page not found" head.
 */
import { NOT_FOUND_TEXT, SITE_NAME, SITE_TAGLINE, siteTitle, type PageText } from '../site';
import { breadcrumbList } from './breadcrumbs';
import { previewPath, type PageHead } from './page-head';

export function notFoundHead(base: string): PageHead {
  return {
    title: siteTitle(NOT_FOUND_TEXT.title),
    description: NOT_FOUND_TEXT.description,
    canonical: null,
    image: `${base}${previewPath.site}`,
    type: 'website',
    noindex: true,
    jsonLd: [],
  };
}

/** The site's own words, for an address with no text of its own. */
export const siteText = (home: PageText): PageText => ({
  title: `${SITE_NAME}: ${SITE_TAGLINE}`,
  description: home.description,
});

/** The head of the page at `path` with `text`: its title, its one address and its breadcrumb trail. */
export function textHead(base: string, path: string, text: PageText): PageHead {
  const canonicalPath = text.sameAs ?? path;
  const jsonLd =
    path === '/'
      ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${base}/` }]
      : text.parent
        ? [breadcrumbList(base, [text.parent, { name: text.title, path: canonicalPath }])]
        : [];
  return {
    title: path === '/' ? text.title : siteTitle(text.title),
    description: text.description,
    canonical: `${base}${canonicalPath}`,
    image: `${base}${previewPath.site}`,
    type: 'website',
    noindex: Boolean(text.personal),
    jsonLd,
  };
}

export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** The paths texts are kept under, a pattern's ':name' segments standing for any one segment. */
const patternsOf = (texts: Readonly<Record<string, unknown>>) =>
  Object.keys(texts)
    .filter((key) => key.includes('/:'))
    .map((key) => key.split('/'));
const patterns = new WeakMap<object, string[][]>();

/**
 * The text of the page at a path among `texts` (by path): its own, else that of the one pattern its segments
 * fit. A path kept with null has none.
 */
export function textIn(
  texts: Readonly<Record<string, PageText | null>>,
  pathname: string,
): PageText | undefined {
  const path = withoutTrailingSlash(pathname);
  const own = texts[path];
  if (own !== undefined) return own ?? undefined;
  let known = patterns.get(texts);
  if (!known) patterns.set(texts, (known = patternsOf(texts)));
  const segments = path.split('/');
  const pattern = known.find(
    (parts) =>
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
  return (pattern && texts[pattern.join('/')]) ?? undefined;
}

/** Finds the text of the page at a path (the page texts, or the lookup the shell hands its pages). */
export type PageTextLookup = (path: string) => PageText | undefined;

/**
 * The head of the page at `pathname` with the text `textAt` finds for it; an address without one of its own has
 * the site's own words (the site's name alone where even Home's text is missing).
 */
export function textHeadFrom(base: string, pathname: string, textAt: PageTextLookup): PageHead {
  const path = withoutTrailingSlash(pathname);
  const home = textAt('/');
  const fallback = home ? siteText(home) : { title: SITE_NAME, description: SITE_NAME };
  return textHead(base, path, textAt(path) ?? fallback);
}
