/** A page head as the tags a browser, a crawler and a link preview read. */
import { SITE_NAME } from '@pepper/content/pages';
import { PREVIEW_SIZE, type PageHead } from './page-head.js';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON that cannot end its script element or open a comment in it, whatever the content says: '<', '>' and
 * '&' are written as escapes (JSON reads them back the same), and so are the two line separators JavaScript
 * parsers once stumbled on.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attribute(content)}">`;

export function renderHead(head: PageHead): string {
  return [
    `<title>${text(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${attribute(head.canonical)}">`] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', String(PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_SIZE.height)),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
