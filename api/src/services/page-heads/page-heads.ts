/**
 * The head of every address the app answers: a variety's or a recipe's page from the catalog, every other page
 * from its text in the content, and "Page not found" (with HTTP 404) for an address that names nothing: no
 * page of the app, or a pepper, recipe, collection or grow category that does not exist. Heads are the same
 * for every caller, so each is built once per catalog version and origin and kept.
 */
import { type Pepper, type PremiumRecipe, type Recipe, type RemoteRoute } from '@pepper/contract';
import { remoteRouteFor } from '@pepper/router/pages';
import { NOT_FOUND_TEXT, PAGE_TEXTS, SITE_NAME, SITE_TAGLINE, type PageText } from '@pepper/content/pages';
import { isCollectionKey, isGrowCategory } from '@pepper/domain/peppers';
import { LRUCache } from 'lru-cache';
import { pepperHead, recipeHead, siteTitle } from './catalog-heads.js';
import { breadcrumbList } from './json-ld.js';
import { previewPath, type PageHead } from './page-head.js';
import { renderHead } from './render-head.js';

/** What the heads read from the catalog (held in memory: a head costs no database read). */
export interface HeadCatalog {
  readonly contentVersion: string;
  /** What the page at a path was built from: a recipe's page changes with its rating too. */
  versionOf(path: string): string;
  pepper(id: number): Pepper | undefined;
  readonly recipesById: ReadonlyMap<number, Recipe | PremiumRecipe>;
  refreshIfStale(): void;
}

/** The patterns among the page texts' keys, as routes to match a path against. */
const PATTERNS: readonly RemoteRoute[] = Object.keys(PAGE_TEXTS)
  .filter((key) => key.includes('/:'))
  .map((path) => ({ path, remote: '', module: '' }));

/** An id as the app's addresses write it; anything else names no item. */
const idOf = (segment: string) => (/^[1-9][0-9]{0,9}$/.test(segment) ? Number(segment) : NaN);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

export function notFoundHead(base: string): PageHead {
  return {
    status: 404,
    title: siteTitle(NOT_FOUND_TEXT.title),
    description: NOT_FOUND_TEXT.description,
    canonical: null,
    image: `${base}${previewPath.site}`,
    type: 'website',
    noindex: true,
    jsonLd: [],
  };
}

function textHead(base: string, path: string, text: PageText): PageHead {
  const canonicalPath = text.sameAs ?? path;
  const jsonLd =
    path === '/'
      ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${base}/` }]
      : text.parent
        ? [breadcrumbList(base, [text.parent, { name: text.title, path: canonicalPath }])]
        : [];
  return {
    status: 200,
    title: path === '/' ? text.title : siteTitle(text.title),
    description: text.description,
    canonical: `${base}${canonicalPath}`,
    image: `${base}${previewPath.site}`,
    type: 'website',
    noindex: Boolean(text.personal),
    jsonLd,
  };
}

/** The head for a path; `isAppPage` says which paths the app has a page for. */
export function resolveHead(
  catalog: HeadCatalog,
  base: string,
  pathname: string,
  isAppPage: (pathname: string) => boolean,
): PageHead {
  const path = withoutTrailingSlash(pathname);
  if (!isAppPage(path)) return notFoundHead(base);
  const [, area = '', key = '', ...rest] = path.split('/');
  const param = rest.length ? null : decoded(key);
  if (area === 'peppers' && key) {
    const pepper = param === null ? undefined : catalog.pepper(idOf(param));
    return pepper ? pepperHead(base, pepper) : notFoundHead(base);
  }
  if (area === 'recipes' && key) {
    const recipe = param === null ? undefined : catalog.recipesById.get(idOf(param));
    return recipe ? recipeHead(base, recipe) : notFoundHead(base);
  }
  if (area === 'collections' && key) {
    // The app reads the collection's name in any case; its one address is lower case.
    const name = param?.toLowerCase() ?? '';
    return isCollectionKey(name)
      ? textHead(base, `/collections/${name}`, PAGE_TEXTS[`/collections/${name}`])
      : notFoundHead(base);
  }
  if (area === 'grow' && key && !rest.length && !PAGE_TEXTS[path] && !isGrowCategory(param))
    return notFoundHead(base);
  const text = PAGE_TEXTS[path] ?? PAGE_TEXTS[remoteRouteFor(PATTERNS, path)?.path ?? ''];
  return textHead(
    base,
    path,
    text ?? { title: `${SITE_NAME}: ${SITE_TAGLINE}`, description: PAGE_TEXTS['/'].description },
  );
}

export interface RenderedHead {
  status: 200 | 404;
  /** The tags to write into the document's head, in place of the shell's title and description. */
  html: string;
}

export class PageHeads {
  private readonly kept = new LRUCache<string, RenderedHead>({ max: 5000 });
  private keptVersion: string | null = null;

  constructor(
    private readonly catalog: HeadCatalog,
    private readonly isAppPage: (pathname: string) => boolean,
  ) {}

  /** The head of the page at `pathname`, with addresses on `base`. */
  head(pathname: string, base: string): PageHead {
    return resolveHead(this.catalog, base, pathname, this.isAppPage);
  }

  /** The head as HTML, kept until the catalog (or, for a recipe's page, its rating) changes. */
  rendered(pathname: string, base: string): RenderedHead {
    this.catalog.refreshIfStale();
    if (this.keptVersion !== this.catalog.contentVersion) {
      this.kept.clear();
      this.keptVersion = this.catalog.contentVersion;
    }
    const key = `${base} ${pathname} ${this.catalog.versionOf(pathname)}`;
    let found = this.kept.get(key);
    if (!found) {
      const head = this.head(pathname, base);
      found = { status: head.status, html: renderHead(head) };
      this.kept.set(key, found);
    }
    return found;
  }
}
