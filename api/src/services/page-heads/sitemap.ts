/** The crawler files: the sitemap of every public page, and robots.txt pointing at it. */
import { PAGE_TEXTS } from '@pepper/content/pages';

/** The content's pages a search engine may list: no personal pages, no second addresses, no patterns. */
export const LISTED_PAGE_PATHS: readonly string[] = Object.entries(PAGE_TEXTS)
  .filter(([path, text]) => !path.includes('/:') && !text.personal && !text.sameAs)
  .map(([path]) => path);

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Every public page: the content's pages, then each variety and each public recipe. */
export function sitemapPaths(pepperIds: readonly number[], publicRecipeIds: readonly number[]): string[] {
  return [
    ...LISTED_PAGE_PATHS,
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
