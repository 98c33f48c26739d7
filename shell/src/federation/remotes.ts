import platform from '@pepper/rspack-config/remotes.json';
import type { ComponentType } from 'react';
import { documentData } from '../app/document-data';
import { documentManifest, keepManifest } from './inline-manifests-plugin';
import type { RemoteManifest } from '@pepper/contract';
import { pageFiles } from '@pepper/contract/remote-manifest';

/** The shell's remotes, from the single list every tool reads. */
export const REMOTE_NAMES: readonly string[] = platform.remotes.map((remote) => remote.name);
export type RemoteName = string;

/** Remote locations are data: /remotes.json maps each remote to the URL of its mf-manifest.json. */
async function readRemoteMap(): Promise<Record<string, string>> {
  // The map embedded in the document saves a round trip on the first load.
  const map = documentData<Record<string, string>>('remote-map');
  if (map) return map;
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: could not read /remotes.json`);
  return (await res.json()) as Record<string, string>;
}

let remoteMap: Record<string, string> = {};

let registration: Promise<void> | null = null;

/** The federation runtime, in a chunk of its own, run when a remote's page is first needed. */
const federationRuntime = () => import('./runtime');

/**
 * Reads the remote map. A document that opens on a remote's page embeds that remote's manifest; the page needs
 * the federation runtime at once, so it is loaded now alongside the rest of the app.
 */
function remotesReady(): Promise<void> {
  if (!registration) {
    // If this load fails, the page that needs the runtime loads it again.
    if (documentData('remote-manifests')) federationRuntime().catch(() => undefined);
    registration = readRemoteMap()
      .then((map) => {
        remoteMap = map;
      })
      .catch((error: unknown) => {
        registration = null; // a later navigation may try again
        throw error;
      });
  }
  return registration;
}

async function loadRemote<T>(id: string): Promise<T | null> {
  const [{ federationFor }] = await Promise.all([federationRuntime(), remotesReady()]);
  return federationFor(remoteMap).loadRemote<T>(id);
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
    const loaded = await Promise.race([loadRemote<PageModule>(`${remote}/${module}`), timeout]);
    if (!loaded?.default) throw new Error(`Remote page ${remote}/${module} is not available`);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches a manifest ahead of a visit and keeps it, so the runtime need not fetch it again on the visit. */
async function readManifest(manifestUrl: string): Promise<RemoteManifest | null> {
  const res = await fetch(manifestUrl);
  if (!res.ok) return null;
  const manifest = (await res.json()) as RemoteManifest;
  keepManifest(manifestUrl, manifest);
  return manifest;
}

/**
 * Fetches a page's files ahead of a visit without running any of them: its remote's manifest, then as
 * prefetches (lowest priority, kept for the visit) the remote's entry, the page's code and styles, and the
 * federation runtime's files (see runtime-ahead.ts). Nothing runs until the visit, so prefetching costs the open
 * page no processor time.
 */
export async function prefetchPage(remote: RemoteName, module: string): Promise<void> {
  await Promise.all([remotesReady(), import('./runtime-ahead')]);
  const address = remoteMap[remote];
  if (!address) return;
  const manifestUrl = new URL(address, document.baseURI).href;
  const manifest =
    (documentManifest(manifestUrl) as RemoteManifest | null) ?? (await readManifest(manifestUrl));
  if (!manifest) return;
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')].map((e) =>
      'href' in e ? e.href : e.src,
    ),
  );
  for (const { href, as } of pageFiles(manifest, manifestUrl, module)) {
    if (asked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = as;
    link.href = href;
    document.head.append(link);
  }
}
