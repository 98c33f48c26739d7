/// <reference lib="webworker" />
/**
 * The app's service worker: the shell precached at build time (Workbox), each remote's current files cached at
 * install from its mf-manifest.json, the catalog kept for offline reading and searching, and favorites and
 * suggestions made offline sent when the connection returns. One version serves one consistent set of shell
 * and remote files; a new deployment waits until the user reloads.
 */
import type { Favorite, OfflinePack } from '@pepper/contract';
import { Queue } from 'workbox-background-sync';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  OFFLINE_HEADER,
  QUEUED_HEADER,
  type OfflineStatus,
  type PageMessage,
  type QueuedWriteKind,
  type Release,
  type WorkerMessage,
} from './messages';
import { answerOffline, offlineCatalog, type OfflineCatalog } from './offline-answers';
import { KEPT_FAVORITE_ID_BASE, withPendingFavorites, type PendingFavorite } from './pending-favorites';
import { withIdempotencyKey } from './idempotent-writes';
import { remoteAssetUrls, type RemoteManifest } from './remote-assets';
import { isStashWrite } from './stash-writes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  /** Written by the server in front of this script: the remotes this version keeps. */
  __PEPPER_RELEASE__?: Release;
};

const release: Release = self.__PEPPER_RELEASE__ ?? { version: 'none', remotes: [] };
const CACHES = {
  remotes: `pepper-remotes-${release.version}`,
  catalog: 'pepper-catalog',
  images: 'pepper-images',
  user: 'pepper-user',
  pack: 'pepper-offline-pack',
} as const;
const PACK_URL = '/api/offline-pack';
/** The offline pack is fetched again when older than this and a page opens with a connection. */
const PACK_REFRESH_MS = 6 * 60 * 60 * 1000;
/** A read that takes longer than this is answered from what is kept. */
const NETWORK_TIMEOUT_S = 4;

/* ------------------------------------------------------------------ talking to pages */

async function tell(message: WorkerMessage) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

let online = true;
function connectionSeen(reachable: boolean) {
  if (reachable === online) return;
  online = reachable;
  void tell({ type: 'CONNECTION', online });
  if (online) void sendWrites();
}

/** Notes whether the server answered, for every strategy that asks it. */
const connectionPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    connectionSeen(true);
    return response;
  },
  fetchDidFail: async () => connectionSeen(false),
};

/* ------------------------------------------------------------------ shell and remotes */

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The remote files this version keeps; a remote that cannot be reached is left to the network. */
async function cacheRemotes(): Promise<void> {
  const cache = await caches.open(CACHES.remotes);
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

const remoteBases = release.remotes.map((r) => new URL('./', new URL(r.manifest, self.location.origin)).href);

// The page reads which remotes exist from /remotes.json: this version answers with the ones it keeps.
if (release.remotes.length) {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === '/remotes.json',
    async () =>
      new Response(JSON.stringify(Object.fromEntries(release.remotes.map((r) => [r.name, r.manifest]))), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
  );
}

// Remote files come from this version's cache, so a page never mixes two deployments of a remote.
registerRoute(
  ({ url }) => remoteBases.some((base) => url.href.startsWith(base)),
  new CacheFirst({ cacheName: CACHES.remotes, matchOptions: { ignoreVary: true } }),
);

// Every page of the app is the shell's document.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/remotes\//, /^\/docs/, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

/* ------------------------------------------------------------------ the catalog, kept offline */

let kept: Promise<OfflineCatalog | null> | null = null;
function keptCatalog(): Promise<OfflineCatalog | null> {
  kept ??= caches
    .open(CACHES.pack)
    .then((cache) => cache.match(PACK_URL))
    .then(async (res) => (res ? offlineCatalog((await res.json()) as OfflinePack) : null))
    .catch(() => null);
  return kept;
}

async function offlineResponse(request: Request): Promise<Response | undefined> {
  const catalog = await keptCatalog();
  const answer = catalog && answerOffline(catalog, new URL(request.url));
  if (!answer) return undefined;
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, [OFFLINE_HEADER]: '1' },
  });
}

/** When the server cannot answer a catalog read, the kept pack does. */
const answerFromPack: WorkboxPlugin = {
  handlerDidError: async ({ request }) => offlineResponse(request),
};

async function refreshPack(force = false): Promise<void> {
  const cache = await caches.open(CACHES.pack);
  const current = await cache.match(PACK_URL);
  const age = current ? Date.now() - new Date(current.headers.get('date') ?? 0).getTime() : Infinity;
  if (!force && age < PACK_REFRESH_MS) return;
  const res = await fetch(PACK_URL, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${res.status} for ${PACK_URL}`);
  await cache.put(PACK_URL, res);
  kept = null;
}

const sameOriginApi = (url: URL, test: (path: string) => boolean) =>
  url.origin === self.location.origin && test(url.pathname);
const isSearch = (url: URL) => url.search.length > 1;

// Lists read by many screens: kept with the pack, shown at once from what is kept, refreshed behind.
const CATALOG_LISTS = [
  '/api/peppers/all',
  '/api/peppers/letters',
  '/api/peppers',
  '/api/recipes',
  '/api/stats',
  '/api/config',
];
const isCatalogList = (path: string) => CATALOG_LISTS.includes(path);
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOriginApi(url, isCatalogList) && !isSearch(url),
  new StaleWhileRevalidate({ cacheName: CACHES.catalog, plugins: [connectionPlugin, answerFromPack] }),
);

// Searches, filters and single peppers: the server while it answers, the kept pack when it does not.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOriginApi(url, (p) => /^\/api\/(peppers(\/[^/]+)?|recipes)$/.test(p)),
  new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [connectionPlugin, answerFromPack] }),
);

// Illustrations' addresses name their drawing, so a kept one is always right.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOriginApi(url, (p) => p.startsWith('/api/images/')),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [
      connectionPlugin,
      new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true }),
      answerFromPack,
    ],
  }),
);

/* ------------------------------------------------------------------ the user's own data */

const writes = new Queue('pepper-writes', {
  maxRetentionTime: 30 * 24 * 60, // minutes: a month in a drawer is still sent
  onSync: () => sendWrites(),
});

interface KeptWrite {
  kind: QueuedWriteKind;
  favorite?: Favorite;
  favoriteId?: number;
}

const asPending = (write: KeptWrite | undefined): PendingFavorite[] => {
  if (write?.kind === 'favorite-added' && write.favorite)
    return [{ kind: 'favorite-added', favorite: write.favorite }];
  if (write?.kind === 'favorite-removed' && write.favoriteId)
    return [{ kind: 'favorite-removed', id: write.favoriteId }];
  return [];
};

/** Kept in memory too, so a read right after a change shows it even before the stored queue does. */
let lastKept: KeptWrite[] = [];

async function pendingFavorites(): Promise<PendingFavorite[]> {
  const stored = (await writes.getAll()).map(({ metadata }) => metadata as KeptWrite | undefined);
  const known = new Set(stored.map((w) => JSON.stringify(w)));
  return [...stored, ...lastKept.filter((w) => !known.has(JSON.stringify(w)))].flatMap(asPending);
}

// The user's favorites show the changes still waiting to be sent.
const showPendingFavorites: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const list = cachedResponse ? ((await cachedResponse.clone().json()) as Favorite[]) : [];
    return new Response(JSON.stringify(withPendingFavorites(list, await pendingFavorites())), {
      headers: { 'content-type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: '1' },
    });
  },
};
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOriginApi(url, (p) => p === '/api/user/favorites'),
  new NetworkFirst({
    cacheName: CACHES.user,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [connectionPlugin, showPendingFavorites],
  }),
);

// Health checks always ask the server: they are how a page learns the connection is back.
registerRoute(
  ({ url }) => sameOriginApi(url, (p) => p === '/api/health' || p === '/api/ready' || p === PACK_URL),
  new NetworkOnly({ plugins: [connectionPlugin] }),
);

// Everything else the user reads: the server first, the last answer kept when it cannot be reached.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOriginApi(url, (p) => p.startsWith('/api/')),
  new NetworkFirst({
    cacheName: CACHES.user,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [connectionPlugin, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

const json = (body: unknown, status: number, header: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', [header]: '1' },
  });

/** One favorite's address, with its id. */
const FAVORITE_ADDRESS = /^\/api\/user\/favorites\/([0-9]+)$/;

let keptIds = 0;

/** What a write becomes when it is kept to send later, or null when it needs the server now. */
async function keepable(request: Request, url: URL): Promise<{ write: KeptWrite; answer: Response } | null> {
  if (request.method === 'POST' && url.pathname === '/api/user/favorites') {
    const body = (await request.clone().json()) as { pepperId?: number; recipeId?: number };
    const favorite: Favorite = {
      id: KEPT_FAVORITE_ID_BASE + ((Date.now() + keptIds++) % 100_000_000),
      pepperId: body.pepperId ?? null,
      recipeId: body.recipeId ?? null,
      createdAt: new Date().toISOString(),
    };
    return { write: { kind: 'favorite-added', favorite }, answer: json(favorite, 202, QUEUED_HEADER) };
  }
  const removed = request.method === 'DELETE' ? FAVORITE_ADDRESS.exec(url.pathname) : null;
  if (removed)
    return {
      write: { kind: 'favorite-removed', favoriteId: Number(removed[1]) },
      answer: new Response(null, { status: 204, headers: { [QUEUED_HEADER]: '1' } }),
    };
  if (request.method === 'POST' && url.pathname === '/api/suggestions') {
    return { write: { kind: 'suggestion' }, answer: json({ queued: true }, 202, QUEUED_HEADER) };
  }
  if (isStashWrite(request.method, url.pathname))
    return { write: { kind: 'seed-stash' }, answer: json({ queued: true }, 202, QUEUED_HEADER) };
  return null;
}

/** Removing a favorite that was itself only kept on the device forgets both. */
async function forgetKeptFavorite(id: number): Promise<boolean> {
  if (id < KEPT_FAVORITE_ID_BASE) return false;
  const entries = await writes.getAll();
  if (!entries.some((e) => (e.metadata as KeptWrite | undefined)?.favorite?.id === id)) return false;
  while (await writes.shiftRequest()) {
    // emptied, then refilled without the pair
  }
  for (const entry of entries) {
    if ((entry.metadata as KeptWrite | undefined)?.favorite?.id !== id) await writes.pushRequest(entry);
  }
  lastKept = lastKept.filter((w) => w.favorite?.id !== id);
  return true;
}

/** Which actions need the server, in words a person reads when they try one offline. */
function needsConnection(path: string): string {
  if (path.startsWith('/api/identify')) return 'Identifying a photo needs a connection.';
  if (path.startsWith('/api/auth') || path === '/api/logout') return 'Signing in needs a connection.';
  if (path.includes('subscription')) return 'Payments need a connection.';
  return 'This needs a connection.';
}

async function write({ request: sent, url }: RouteHandlerCallbackOptions): Promise<Response> {
  // One key from the first attempt to the last replay from the queue: the server stores the write once.
  const request = withIdempotencyKey(sent);
  const copy = request.clone();
  // Changes kept earlier go first, so the server sees them in the order they were made.
  if (online && (await writes.size()) > 0) await sendWrites().catch(() => undefined);
  try {
    const res = await fetch(request);
    connectionSeen(true);
    // A different person may sign in next: what was kept of the last one's data goes.
    if (res.ok && (url.pathname === '/api/logout' || url.pathname.startsWith('/api/auth/')))
      await caches.delete(CACHES.user);
    return res;
  } catch {
    connectionSeen(false);
    const removal = request.method === 'DELETE' ? FAVORITE_ADDRESS.exec(url.pathname) : null;
    if (removal && (await forgetKeptFavorite(Number(removal[1]))))
      return new Response(null, { status: 204, headers: { [QUEUED_HEADER]: '1' } });
    const kept = await keepable(copy.clone(), url);
    if (!kept) {
      const message = `You are offline. ${needsConnection(url.pathname)} Try again when you are back online.`;
      return json({ statusCode: 503, error: 'Service Unavailable', message }, 503, OFFLINE_HEADER);
    }
    lastKept = [...lastKept, kept.write];
    await writes.pushRequest({ request: copy, metadata: kept.write as unknown as Record<string, unknown> });
    void tell({ type: 'WRITE_QUEUED', kind: kept.write.kind });
    return kept.answer;
  }
}

for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(({ url }) => sameOriginApi(url, (p) => p.startsWith('/api/')), write, method);
}

let sending: Promise<void> | null = null;
/** Sends the kept changes in order; stops at the first that cannot reach the server, to try again later. */
function sendWrites(): Promise<void> {
  sending ??= (async () => {
    const before = await writes.size();
    if (!before) return;
    try {
      await writes.replayRequests();
      lastKept = [];
    } finally {
      const sent = before - (await writes.size());
      if (sent > 0) void tell({ type: 'WRITES_SENT', count: sent });
    }
  })().finally(() => (sending = null));
  return sending;
}

/* ------------------------------------------------------------------ lifecycle */

/** Whether everything for offline use is kept; with `sizes`, how much (reading every kept file). */
async function status(sizes = false): Promise<OfflineStatus> {
  let files = 0;
  let bytes = 0;
  let ready = Boolean(await (await caches.open(CACHES.pack)).match(PACK_URL));
  for (const name of sizes ? await caches.keys() : []) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const res = await cache.match(request);
      if (!res) continue;
      files += 1;
      bytes += (await res.clone().blob()).size;
    }
  }
  if (release.remotes.length && !(await caches.has(CACHES.remotes))) ready = false;
  return { ready, files, bytes, pending: await writes.size(), online };
}

/** The lists every screen starts from, kept with the pack. */
async function keepCatalog(): Promise<void> {
  await refreshPack(true);
  const cache = await caches.open(CACHES.catalog);
  await cache.addAll(CATALOG_LISTS);
}

self.addEventListener('install', (event) => event.waitUntil(cacheRemotes()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Files of remote deployments this version does not serve.
      for (const name of await caches.keys()) {
        if (name.startsWith('pepper-remotes-') && name !== CACHES.remotes) await caches.delete(name);
      }
      try {
        await keepCatalog();
        void tell({ type: 'OFFLINE_READY', status: await status(true) });
      } catch (error) {
        console.warn('The catalog could not be kept for offline use yet', error);
      }
    })(),
  );
});
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | undefined;
  const reply = (answer: WorkerMessage) => (event.source as Client | null)?.postMessage(answer);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'SEND_WRITES') event.waitUntil(sendWrites().catch(() => undefined));
  if (message?.type === 'FORGET_USER_DATA') event.waitUntil(caches.delete(CACHES.user));
  if (message?.type === 'GET_STATUS') {
    event.waitUntil(
      (async () => {
        // A page opening with a connection refreshes an old pack, and reports the state after it.
        await refreshPack().catch(() => undefined);
        reply({ type: 'STATUS', status: await status(message.sizes) });
      })(),
    );
  }
});
