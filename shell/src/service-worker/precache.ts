/// <reference lib="webworker" />
import { API_PREFIX } from '@pepper/contract/paths';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export type PrecacheManifest = (string | { url: string; revision: string | null })[];

/** How long a navigation waits for the server's rendered page before the kept shell opens instead. */
export const PAGE_WAIT_MS = 4_000;

/** The shell's own files, listed with their revisions at build time, served from the cache. */
export function precacheShell(manifest: PrecacheManifest): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}

/**
 * Every page of the app: the page the server renders, while it answers; the shell's kept document (which renders
 * the page in the browser, from the offline pack) when there is no connection, the server fails, or it takes
 * longer than PAGE_WAIT_MS. The API, remotes, docs and files are not pages.
 */
export function serveRenderedPagesOrShell(): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        try {
          const response = await fetch(options.request, { signal: AbortSignal.timeout(PAGE_WAIT_MS) });
          if (response.status < 500) return response;
        } catch {
          // no connection, or no answer in time
        }
        return shell(options);
      },
      { denylist: [new RegExp(`^${API_PREFIX}`), /^\/remotes\//, /^\/docs/, /\/[^/?]+\.[a-z0-9]+$/i] },
    ),
  );
}
