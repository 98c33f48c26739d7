import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { documentData } from '../app/document-data';

/** The manifests the server wrote into the document, by full address; each is used once, for the first load. */
function documentManifests(): Map<string, unknown> {
  const manifests = documentData<Record<string, unknown>>('remote-manifests') ?? {};
  return new Map(
    Object.entries(manifests).map(([url, manifest]) => [new URL(url, document.baseURI).href, manifest]),
  );
}

/** The manifest the document carries for this address (the open page's remote), if any; it stays there. */
export function documentManifest(url: string): unknown {
  return documentManifests().get(new URL(url, document.baseURI).href) ?? null;
}

/** Manifests read ahead of a visit (see prefetchPage), by full address. */
const readAhead = new Map<string, unknown>();

/** A manifest fetched ahead of a visit, so the runtime need not fetch it again on the visit. */
export function keepManifest(url: string, manifest: unknown): void {
  readAhead.set(new URL(url, document.baseURI).href, manifest);
}

/**
 * A remote page's document embeds that remote's manifest, and the runtime uses it instead of fetching it: that
 * saves a round trip and a connection the first screen needs for its own files. A manifest prefetched for the
 * likely next page is used the same way. Any other manifest (another remote, or this one on a later load) is
 * fetched.
 */
export default function inlineManifestsPlugin(): ModuleFederationRuntimePlugin {
  let manifests: Map<string, unknown> | null = null;
  return {
    name: 'pepper-inline-manifests',
    fetch(url) {
      manifests ??= documentManifests();
      const href = new URL(url, document.baseURI).href;
      const known = manifests.has(href) ? manifests : readAhead.has(href) ? readAhead : null;
      if (!known) return undefined;
      const manifest = known.get(href);
      known.delete(href);
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
