/// <reference lib="webworker" />
/**
 * The app's service worker: the shell precached at build time (Workbox), each remote's current files cached at
 * install from its mf-manifest.json, the catalog kept for offline reading and searching, and favorites and
 * suggestions made offline sent when the connection returns. One version serves one consistent set of shell
 * and remote files; a new deployment waits until the user reloads.
 */
import { clientsClaim } from 'workbox-core';
import { serveOtherReads } from './api-reads';
import { cacheNames } from './cache-names';
import { watchConnection } from './connection';
import type { PageMessage, Release, WorkerMessage } from './messages';
import { offlinePack } from './offline-pack';
import { offlineStatus } from './offline-status';
import { tell } from './pages';
import { precacheShell, serveRenderedPagesOrShell, type PrecacheManifest } from './precache';
import { cacheRemotes, dropOtherRemoteCaches, serveRemotes } from './remotes';
import { writeQueue } from './write-queue';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheManifest;
  /** Written by the server in front of this script: the remotes this version keeps. */
  __PEPPER_RELEASE__?: Release;
};

const release: Release = self.__PEPPER_RELEASE__ ?? { version: 'none', remotes: [] };
const names = cacheNames(release.version);

// Queued changes are sent as soon as the server answers again.
const connection = watchConnection(() => void queue.send());
const queue = writeQueue({ connection, userCache: names.user });
const pack = offlinePack(names, connection.plugin);

const status = (sizes?: boolean) =>
  offlineStatus(
    {
      packKept: pack.isKept,
      remotesCache: release.remotes.length ? names.remotes : null,
      pendingWrites: queue.size,
      online: () => connection.online,
    },
    sizes,
  );

// Routes are matched in the order they are registered.
precacheShell(self.__WB_MANIFEST);
serveRemotes(release, names.remotes);
serveRenderedPagesOrShell();
pack.serveCatalogReads();
queue.serveFavorites();
serveOtherReads(names.user, connection.plugin);
queue.serveWrites();

self.addEventListener('install', (event) => event.waitUntil(cacheRemotes(release, names.remotes)));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await dropOtherRemoteCaches(names.remotes);
      try {
        await pack.keepCatalog();
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
  if (message?.type === 'SEND_WRITES') event.waitUntil(queue.send().catch(() => undefined));
  if (message?.type === 'FORGET_USER_DATA') event.waitUntil(caches.delete(names.user));
  if (message?.type === 'GET_STATUS') {
    event.waitUntil(
      (async () => {
        // A page opening with a connection refreshes an old pack, and reports the state after it.
        await pack.refresh().catch(() => undefined);
        reply({ type: 'STATUS', status: await status(message.sizes) });
      })(),
    );
  }
});
