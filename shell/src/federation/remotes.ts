import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import platform from '@pepper/rspack-config/remotes.json';
import type { ComponentType } from 'react';
import { documentData } from '../app/document-data';

/** The remotes the shell knows, from the one list every tool reads. */
export const REMOTE_NAMES: readonly string[] = platform.remotes.map((remote) => remote.name);
export type RemoteName = string;

/** Remote locations are data: /remotes.json maps each remote to the URL of its mf-manifest.json. */
async function fetchAndRegister(): Promise<void> {
  // The map the server wrote into the document spares a round trip on the first load.
  let map = documentData<Record<string, string>>('remote-map');
  if (!map) {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`${res.status}: could not read /remotes.json`);
    map = (await res.json()) as Record<string, string>;
  }
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

let registration: Promise<void> | null = null;

export function remotesReady(): Promise<void> {
  if (!registration) {
    registration = fetchAndRegister().catch((error: unknown) => {
      registration = null; // a later navigation may try again
      throw error;
    });
  }
  return registration;
}

type PageModule = { default: ComponentType };

/** A remote that answers nothing within this becomes the error screen rather than an endless spinner. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export async function loadPage(
  remote: RemoteName,
  module: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Remote page ${remote}/${module} did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    const loaded = await Promise.race([
      remotesReady().then(() => loadRemote<PageModule>(`${remote}/${module}`)),
      timeout,
    ]);
    if (!loaded?.default) throw new Error(`Remote page ${remote}/${module} is not available`);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches a page's files ahead of a visit without running them: the remote's entry (a few KB, run so the
 * runtime knows the page's files), then its code and styles as prefetches. Running the page's code waits for
 * the visit, so fetching ahead costs the open page no processor time.
 */
export async function prefetchPage(remote: RemoteName, module: string): Promise<void> {
  await remotesReady();
  await preloadRemote([{ nameOrAlias: remote, exposes: [module] }]);
}
