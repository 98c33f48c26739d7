/** The crawler files: the sitemap of every public page, and robots.txt pointing at it. */
import { listedPaths, PAGES, type PageRegistry } from '@pepper/contract';
import { COLLECTION_KEYS, GROW_CATEGORIES } from '@pepper/domain/peppers';

/**
 * The pages a search engine may list: the registry's (no personal pages, no second addresses, no patterns),
 * then each collection and each grow category.
 */
export function listedPagePaths(pages: PageRegistry = PAGES): string[] {
  return [
    ...listedPaths(pages),
    ...COLLECTION_KEYS.map((key) => `/collections/${key}`),
    ...GROW_CATEGORIES.map((category) => `/grow/${category}`),
  ];
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Every public page: the app's pages, then each variety and each public recipe. */
export function sitemapPaths(
  pepperIds: readonly number[],
  publicRecipeIds: readonly number[],
  pages: PageRegistry = PAGES,
): string[] {
  return [
    ...listedPagePaths(pages),
    ...pepperIds.map((id) => `/peppers/${id}`),
    ...publicRecipeIds.map((id) => `/recipes/${id}`),
  ];
}

export function sitemapXml(base: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${base}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
