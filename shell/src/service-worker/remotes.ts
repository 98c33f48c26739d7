/// <reference lib="webworker" />
/**
 * The remotes' files: each remote's current files are cached at install from its mf-manifest.json, in a cache
 * named after this release, so a page never mixes two deployments of a remote.
 */
import { endpoints } from '@pepper/contract/endpoint-paths';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { REMOTE_CACHE_PREFIX } from './cache-names';
import type { Release } from './messages';
import type { RemoteManifest } from '@pepper/contract';
import { remoteAssetUrls } from './remote-assets';

declare const self: ServiceWorkerGlobalScope;

/** The remote files this version keeps; a remote that cannot be reached is left to the network. */
export async function cacheRemotes(release: Release, cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    release.remotes.map(async (remote) => {
      try {
        const manifestUrl = new URL(remote.manifest, self.location.origin).href;
        const res = await fetch(manifestUrl, { cache: 'no-store', mode: 'cors' });
        if (!res.ok) throw new Error(`${res.status} for ${manifestUrl}`);
        const urls = remoteAssetUrls((await res.clone().json()) as RemoteManifest, manifestUrl);
        await cache.put(manifestUrl, res);
        await cache.addAll(
          urls
            .filter((url) => url !== manifestUrl)
            .map((url) => new Request(url, { mode: 'cors', cache: 'no-cache' })),
        );
      } catch (error) {
        console.warn(`Remote ${remote.name} is not kept for offline use`, error);
      }
    }),
  );
}

/** Files of remote deployments this version does not serve. */
export async function dropOtherRemoteCaches(cacheName: string): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith(REMOTE_CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
  }
}

/** The remotes' list and files come from this release, the files from its cache. */
export function serveRemotes(release: Release, cacheName: string): void {
  // The page reads which remotes exist from the remotes list: this version answers with the ones it keeps.
  if (release.remotes.length) {
    registerRoute(
      ({ url }) => url.origin === self.location.origin && url.pathname === endpoints.remotes.path,
      async () =>
        new Response(JSON.stringify(Object.fromEntries(release.remotes.map((r) => [r.name, r.manifest]))), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
    );
  }

  const remoteBases = release.remotes.map(
    (r) => new URL('./', new URL(r.manifest, self.location.origin)).href,
  );
  registerRoute(
    ({ url }) => remoteBases.some((base) => url.href.startsWith(base)),
    new CacheFirst({ cacheName, matchOptions: { ignoreVary: true } }),
  );
}
