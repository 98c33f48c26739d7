/**
 * Content that changes (a content release, a research run's new photos) must not wait out a shared cache's
 * s-maxage where the deployment can purge. Every public answer names what it was built from in `Surrogate-Key`
 * (Fastly, Varnish xkey) and `Cache-Tag` (Cloudflare): `catalog` for everything the catalog feeds, and
 * `pepper-<id>` / `recipe-<id>` for one item's page, read and preview. When a process loads a changed catalog it
 * POSTs the keys and the addresses that changed to CACHE_PURGE_URL, where the deployment's purger (a CDN's API, a
 * small adapter in front of nginx) acts on them. Each process reports once it serves the new content itself, so a
 * cache refilled from a process that had not yet reloaded is purged again when that one does.
 */
import { PEPPER_PAGE_SIZE } from '@pepper/contract';
import { CATALOG_KEY } from '../../lib/cache-rules.js';

/** What a catalog reload changed. */
export interface ContentChange {
  peppers: number[];
  recipes: number[];
}

/** The body POSTed to CACHE_PURGE_URL. */
export interface PurgeRequest {
  /** Surrogate keys: purging `catalog` purges every public answer the catalog feeds. */
  keys: string[];
  /** The addresses that changed, as paths, for caches purged by address. */
  paths: string[];
  /** The same addresses under PUBLIC_URL (empty without it). */
  urls: string[];
}

/** Addresses that list or count the catalog: any change may change them. */
export const LIST_PATHS: readonly string[] = [
  '/',
  '/peppers',
  '/scoville',
  '/recipes',
  '/api/peppers',
  `/api/peppers?page=1&limit=${PEPPER_PAGE_SIZE}`,
  '/api/peppers/all',
  '/api/peppers/letters',
  '/api/offline-pack',
  '/api/stats',
  '/api/recipes',
  '/api/recipes/summaries',
  '/sitemap.xml',
];

/** What to purge for a change. */
export function purgeRequest(change: ContentChange, publicUrl: string | null): PurgeRequest {
  const paths = [
    ...LIST_PATHS,
    ...change.peppers.flatMap((id) => [
      `/peppers/${id}`,
      `/api/peppers/${id}`,
      `/previews/peppers/${id}.png`,
    ]),
    ...change.recipes.flatMap((id) => [`/recipes/${id}`, `/previews/recipes/${id}.png`]),
  ];
  return {
    keys: [
      CATALOG_KEY,
      ...change.peppers.map((id) => `pepper-${id}`),
      ...change.recipes.map((id) => `recipe-${id}`),
    ],
    paths,
    urls: publicUrl ? paths.map((p) => `${publicUrl}${p}`) : [],
  };
}

/**
 * What to purge for new star ratings: only the rated recipes' pages, which show their average. Every list that
 * carries the averages too is left to its s-maxage, as a rating is not worth emptying the cache for.
 */
export function ratingsPurgeRequest(recipeIds: number[], publicUrl: string | null): PurgeRequest {
  const paths = recipeIds.map((id) => `/recipes/${id}`);
  return {
    keys: recipeIds.map((id) => `recipe-${id}`),
    paths,
    urls: publicUrl ? paths.map((p) => `${publicUrl}${p}`) : [],
  };
}

export interface PurgeTarget {
  url: string;
  token: string | null;
}

/** Reports changes to the deployment's purge hook; a failed report is logged, and the cache expires the answers. */
export class CachePurge {
  constructor(
    private readonly target: PurgeTarget,
    private readonly publicUrl: string | null,
    private readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {}

  report(change: ContentChange): Promise<void> {
    return this.send(purgeRequest(change, this.publicUrl));
  }

  reportRatings(recipeIds: number[]): Promise<void> {
    return this.send(ratingsPurgeRequest(recipeIds, this.publicUrl));
  }

  private async send(body: PurgeRequest): Promise<void> {
    try {
      const res = await fetch(this.target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.target.token ? { authorization: `Bearer ${this.target.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`purge hook answered ${res.status}`);
      this.log.info({ keys: body.keys.length, paths: body.paths.length }, 'shared cache purged');
    } catch (err) {
      this.log.warn({ err }, 'shared cache purge failed: changed answers expire with their s-maxage');
    }
  }
}
