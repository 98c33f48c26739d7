/** What a page's document head says about it, before it is written as HTML. */
export interface PageHead {
  /** 404 when the address names no page (an unknown path, or an id or key nothing has). */
  status: 200 | 404;
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
