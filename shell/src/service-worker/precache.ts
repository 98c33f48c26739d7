/// <reference lib="webworker" />
import { API_PREFIX } from '@pepper/contract';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export type PrecacheManifest = (string | { url: string; revision: string | null })[];

/** The shell's own files, listed with their revisions at build time, served from the cache. */
export function precacheShell(manifest: PrecacheManifest): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}

/** Every page of the app is the shell's document; the API, remotes, docs and files are not pages. */
export function serveShellForNavigation(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [new RegExp(`^${API_PREFIX}`), /^\/remotes\//, /^\/docs/, /\/[^/?]+\.[a-z0-9]+$/i],
    }),
  );
}
