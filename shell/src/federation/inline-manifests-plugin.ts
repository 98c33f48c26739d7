import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The manifests the server wrote into the document, by address; each is used once, for the first load. */
function documentManifests(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const text = document.getElementById('remote-manifests')?.textContent;
  if (!text) return found;
  try {
    for (const [url, manifest] of Object.entries(JSON.parse(text) as Record<string, unknown>))
      found.set(new URL(url, document.baseURI).href, manifest);
  } catch {
    // a document without readable manifests: the runtime asks the network as usual
  }
  return found;
}

/**
 * The document of a remote page carries that remote's manifest, read by the server as it answered: the runtime
 * takes it from there instead of asking again, a round trip and a connection the first screen needs for its
 * own files. Any other manifest (another remote, or this one again later) comes from the network.
 */
export default function inlineManifestsPlugin(): ModuleFederationRuntimePlugin {
  let manifests: Map<string, unknown> | null = null;
  return {
    name: 'pepper-inline-manifests',
    fetch(url) {
      manifests ??= documentManifests();
      const href = new URL(url, document.baseURI).href;
      if (!manifests.has(href)) return undefined;
      const manifest = manifests.get(href);
      manifests.delete(href);
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
