import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import inlineManifestsPlugin from './inline-manifests-plugin';
import loadErrorPlugin from './load-error-plugin';
import { sharedLibraries } from './shared-libraries';

/**
 * The Module Federation runtime, which loads a remote's pages. It is in its own chunk, loaded when a remote's
 * page is first needed, so Home and the shell's other pages open without it.
 */
export type Federation = ReturnType<typeof createInstance>;

/** The global under which remotes, built without a runtime of their own, find the shell's. */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

let federation: Federation | null = null;

/**
 * The shell's federation instance, created on first use with the remote map (remote name to its manifest's
 * address) and the libraries the shell shares with every remote.
 */
export function federationFor(remoteMap: Record<string, string>): Federation {
  if (!federation) {
    Object.assign(globalThis, { [RUNTIME_GLOBAL]: runtimeCore });
    federation = createInstance({
      name: 'shell',
      remotes: Object.entries(remoteMap).map(([name, entry]) => ({ name, entry })),
      shared: sharedLibraries(),
      shareStrategy: 'loaded-first',
      plugins: [loadErrorPlugin(), inlineManifestsPlugin()],
    });
  }
  return federation;
}
