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
