/**
 * Headers on answers the app's service worker makes itself: a write kept on the device to send when the
 * connection returns, or an answer given from what is kept because the server could not be reached.
 */
export const QUEUED_HEADER = 'x-pepper-queued';
export const OFFLINE_HEADER = 'x-pepper-offline';

/** A remote's live deployment, as the service worker script names it. */
export interface RemoteRelease {
  name: string;
  /** Address of the remote's mf-manifest.json. */
  manifest: string;
  /** Changes whenever the remote is deployed again. */
  version: string;
}

/** The remotes one service worker version keeps. */
export interface Release {
  /** One fingerprint for all remotes together: it names the cache that holds their files. */
  version: string;
  remotes: RemoteRelease[];
}
