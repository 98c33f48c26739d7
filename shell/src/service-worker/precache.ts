/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { pageList, type PageList } from './page-list';

declare const self: ServiceWorkerGlobalScope;

export type PrecacheManifest = (string | { url: string; revision: string | null })[];

/** How long a navigation waits for the server's rendered page before the kept shell opens instead. */
export const PAGE_WAIT_MS = 4_000;

/** The shell's own files, listed with their revisions at build time, served from the cache. */
export function precacheShell(manifest: PrecacheManifest): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}

/**
 * Every page of the app (the page registry's): the page the server renders, while it answers; the shell's kept
 * document (which renders the page in the browser, from the offline pack) when there is no connection, the
 * server fails, or it takes longer than PAGE_WAIT_MS. A page of the caller's own data bypasses the browser's
 * cache, which never stores it. Any other address (the API, remotes, docs, files) goes to the network as it is.
 */
export function serveRenderedPagesOrShell(pages: PageList = pageList()): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === self.location.origin && pages.isPage(url.pathname),
    async (options) => {
      const personal = pages.isPersonal(options.url.pathname);
      try {
        const response = await fetch(options.request, {
          signal: AbortSignal.timeout(PAGE_WAIT_MS),
          ...(personal ? { cache: 'no-store' as const } : {}),
        });
        if (response.status < 500) return response;
      } catch {
        // no connection, or no answer in time
      }
      return shell(options);
    },
  );
}
