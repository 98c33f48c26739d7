/**
 * Remote pages for the server to render: each remote's server build, loaded at run time from the address its
 * manifest is deployed at (the manifest's `ssrRemoteEntry`), through Module Federation's runtime. React comes
 * from this process and the shared libraries from the shell's server build, as in the browser. A remote
 * deployed again is loaded again, with no restart; one that cannot be loaded is left to the browser for a while.
 */
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import type { ComponentType } from 'react';

type FederationHost = ReturnType<typeof createInstance>;

/** After a failed load, a remote's pages are left to the browser for this long before the server tries again. */
export const RETRY_AFTER_FAILURE_MS = 10_000;

const REACT_VERSION = React.version;

function sharedModule(lib: unknown, version: string) {
  return {
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: false as const },
  };
}

export class RemotePages {
  private readonly host: FederationHost;
  /** The release each remote was last registered at. */
  private readonly registered = new Map<string, string>();
  private readonly failedAt = new Map<string, { release: string; at: number }>();

  /** Absolute manifest address to the remote it belongs to. */
  private readonly remoteOf = new Map<string, string>();

  constructor(
    /** Remote name to the absolute address of its mf-manifest.json. */
    private readonly manifestUrl: (remote: string) => string | null,
    /**
     * The remote's manifest as this server last read it, for the release it names: the runtime loads the
     * server build that manifest names, the same release the document tells the browser to load.
     */
    private readonly manifestText: (remote: string) => Promise<string | null>,
    shellShared: Record<string, unknown>,
  ) {
    const shared: Record<string, ReturnType<typeof sharedModule>> = {
      react: sharedModule(React, REACT_VERSION),
      'react/jsx-runtime': sharedModule(JsxRuntime, REACT_VERSION),
      'react-dom': sharedModule(ReactDOM, REACT_VERSION),
    };
    for (const [name, lib] of Object.entries(shellShared)) shared[name] = sharedModule(lib, '1.0.0');
    this.host = createInstance({
      name: 'pepper_api_render',
      remotes: [],
      shared,
      plugins: [
        {
          name: 'pepper-known-manifests',
          fetch: (url: string) => {
            const remote = this.remoteOf.get(url);
            if (!remote) return undefined;
            return this.manifestText(remote).then(
              (text) =>
                new Response(text ?? '', {
                  status: text === null ? 503 : 200,
                  headers: { 'content-type': 'application/json' },
                }),
            );
          },
        },
      ],
    });
  }

  /**
   * The page component, or null when the remote cannot give it within `timeoutMs` (the browser then renders
   * the page, with its own error handling). `release` names the remote's live deployment.
   */
  async page(
    remote: string,
    module: string,
    release: string,
    timeoutMs: number,
  ): Promise<ComponentType | null> {
    const failed = this.failedAt.get(remote);
    if (failed?.release === release && Date.now() - failed.at < RETRY_AFTER_FAILURE_MS) return null;
    const entry = this.manifestUrl(remote);
    if (!entry) return null;
    if (this.registered.get(remote) !== release || failed) {
      // A new deployment (or a retry after a failure): the runtime keeps a loaded container until told.
      this.remoteOf.set(entry, remote);
      this.host.registerRemotes([{ name: remote, entry }], { force: this.registered.has(remote) });
      this.registered.set(remote, release);
      this.failedAt.delete(remote);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    const loading = this.host
      .loadRemote<{ default?: ComponentType }>(`${remote}/${module}`)
      .then((loaded) => {
        if (!loaded?.default) throw new Error(`${remote}/${module} exports no page`);
        return loaded.default;
      })
      .catch(() => {
        this.failedAt.set(remote, { release, at: Date.now() });
        return null;
      });
    try {
      return await Promise.race([loading, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
