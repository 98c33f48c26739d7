/** What a page's document head says about it: the page renders it, in the browser and on the server alike. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute; null for a page that is not there. */
  canonical: string | null;
  /** The link-preview image, absolute, PREVIEW_SIZE pixels. */
  image: string;
  type: 'website' | 'article';
  /** Not for search results: personal pages, signing in, pages that are not there. */
  noindex: boolean;
  /** schema.org objects, each written in its own ld+json script. */
  jsonLd: object[];
}

/** Every preview image is this size: the one link previews show whole on every network. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Where the previews are served. */
export const previewPath = {
  pepper: (id: number) => `/previews/peppers/${id}.png`,
  recipe: (id: number) => `/previews/recipes/${id}.png`,
  site: '/previews/pepper-atlas.png',
} as const;

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
