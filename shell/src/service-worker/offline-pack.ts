/// <reference lib="webworker" />
/**
 * The catalog kept for offline reading and searching: the offline pack (every pepper) and the lists every screen
 * starts from, the public recipes among them. When the server cannot answer a catalog read, these do, by the same
 * rules the server uses.
 */
import type { OfflinePack, Recipe } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { pathTo } from '@pepper/contract/paths';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { anyOf, ownAddress } from './addresses';
import { NETWORK_TIMEOUT_S, type CacheNames } from './cache-names';
import { OFFLINE_HEADER } from './messages';
import { answerOffline, offlineCatalog, type OfflineCatalog } from './offline-answers';

export const PACK_URL = pathTo(endpoints.offlinePack);
/** The offline pack is fetched again when older than this and a page opens with a connection. */
const PACK_REFRESH_MS = 6 * 60 * 60 * 1000;

// Lists many screens read: cached with the pack, served from the cache and refreshed in the background.
const CATALOG_LISTS = [
  endpoints.allPeppers,
  endpoints.pepperLetters,
  endpoints.listPeppers,
  endpoints.listRecipes,
  endpoints.listRecipeSummaries,
  endpoints.stats,
  endpoints.config,
].map((def) => pathTo(def));
const isCatalogList = (path: string) => CATALOG_LISTS.includes(path);
const isCatalogRead = anyOf(
  endpoints.listPeppers,
  endpoints.getPepper,
  endpoints.listRecipes,
  endpoints.listRecipeSummaries,
);
const isIllustration = anyOf(
  endpoints.pepperImage,
  endpoints.recipeImage,
  endpoints.growKitImage,
  endpoints.merchandiseImage,
);
const isSearch = (url: URL) => url.search.length > 1;

export interface OfflinePackKeeper {
  /** Fetches the pack again when it is old (or always, when forced). */
  refresh(force?: boolean): Promise<void>;
  /** The pack and the lists every screen starts from. */
  keepCatalog(): Promise<void>;
  isKept(): Promise<boolean>;
  /** Catalog lists, searches, single peppers and illustrations, answered from the pack when the server cannot. */
  serveCatalogReads(): void;
}

export function offlinePack(names: CacheNames, connection: WorkboxPlugin): OfflinePackKeeper {
  const RECIPES_URL = pathTo(endpoints.listRecipes);
  // Built again when either kept answer changes: each refresh stores a new response with its own Date.
  let kept: { key: string; catalog: OfflineCatalog } | null = null;
  const keptCatalog = async (): Promise<OfflineCatalog | null> => {
    try {
      const [pack, recipes] = await Promise.all([
        caches.open(names.pack).then((cache) => cache.match(PACK_URL)),
        caches.open(names.catalog).then((cache) => cache.match(RECIPES_URL)),
      ]);
      if (!pack) return null;
      const key = `${pack.headers.get('etag')}|${pack.headers.get('date')}|${recipes?.headers.get('etag')}|${recipes?.headers.get('date')}`;
      if (kept?.key !== key) {
        const recipeList = recipes ? ((await recipes.json()) as Recipe[]) : [];
        kept = { key, catalog: offlineCatalog((await pack.json()) as OfflinePack, recipeList) };
      }
      return kept.catalog;
    } catch {
      return null;
    }
  };

  const offlineResponse = async (request: Request): Promise<Response | undefined> => {
    const catalog = await keptCatalog();
    const answer = catalog && answerOffline(catalog, new URL(request.url));
    if (!answer) return undefined;
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType, [OFFLINE_HEADER]: '1' },
    });
  };

  /** When the server cannot answer a catalog read, the kept pack does. */
  const answerFromPack: WorkboxPlugin = {
    handlerDidError: async ({ request }) => offlineResponse(request),
  };

  const refresh = async (force = false): Promise<void> => {
    const cache = await caches.open(names.pack);
    const current = await cache.match(PACK_URL);
    const age = current ? Date.now() - new Date(current.headers.get('date') ?? 0).getTime() : Infinity;
    if (!force && age < PACK_REFRESH_MS) return;
    const res = await fetch(PACK_URL, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${res.status} for ${PACK_URL}`);
    await cache.put(PACK_URL, res);
  };

  return {
    refresh,
    keepCatalog: async () => {
      await refresh(true);
      const cache = await caches.open(names.catalog);
      await cache.addAll(CATALOG_LISTS);
    },
    isKept: async () => Boolean(await (await caches.open(names.pack)).match(PACK_URL)),
    serveCatalogReads: () => {
      registerRoute(
        ({ url, request }) => request.method === 'GET' && ownAddress(url, isCatalogList) && !isSearch(url),
        new StaleWhileRevalidate({ cacheName: names.catalog, plugins: [connection, answerFromPack] }),
      );

      // Searches, filters and single peppers: the server while it answers, the kept pack when it does not.
      registerRoute(
        ({ url, request }) => request.method === 'GET' && ownAddress(url, isCatalogRead),
        new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [connection, answerFromPack] }),
      );

      // Illustrations' addresses name their drawing, so a kept one is always right.
      registerRoute(
        ({ url, request }) => request.method === 'GET' && ownAddress(url, isIllustration),
        new CacheFirst({
          cacheName: names.images,
          plugins: [
            connection,
            new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true }),
            answerFromPack,
          ],
        }),
      );
    },
  };
}
