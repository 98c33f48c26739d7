/** Remote files are kept per deployment: a cache named after the release, dropped when another takes over. */
export const REMOTE_CACHE_PREFIX = 'pepper-remotes-';

/** The caches one version of the worker keeps its files and answers in. */
export function cacheNames(version: string) {
  return {
    remotes: `${REMOTE_CACHE_PREFIX}${version}`,
    catalog: 'pepper-catalog',
    images: 'pepper-images',
    user: 'pepper-user',
    pack: 'pepper-offline-pack',
  } as const;
}

export type CacheNames = ReturnType<typeof cacheNames>;

/** A read that takes longer than this is answered from the cache. */
export const NETWORK_TIMEOUT_S = 4;
