/** What the app's service worker and its pages say to each other (posted messages). */

/** The remotes a service worker version keeps, as the server announced them in /sw.js. */
export interface RemoteRelease {
  name: string;
  /** Address of the remote's mf-manifest.json. */
  manifest: string;
  /** Changes whenever the remote is deployed again. */
  version: string;
}

export interface Release {
  /** One fingerprint for all remotes together: it names the cache their assets live in. */
  version: string;
  remotes: RemoteRelease[];
}

/** Kinds of change kept on the device while offline and sent when the connection returns. */
export type QueuedWriteKind = 'favorite-added' | 'favorite-removed' | 'suggestion';

export interface OfflineStatus {
  /** Everything needed to work offline is kept. */
  ready: boolean;
  /** Files and bytes (as stored, uncompressed) kept for offline use. */
  files: number;
  bytes: number;
  /** Changes waiting to be sent. */
  pending: number;
  /** Whether the server answered the last time it was asked. */
  online: boolean;
}

export type WorkerMessage =
  | { type: 'STATUS'; status: OfflineStatus }
  | { type: 'OFFLINE_READY'; status: OfflineStatus }
  | { type: 'CONNECTION'; online: boolean }
  | { type: 'WRITE_QUEUED'; kind: QueuedWriteKind }
  | { type: 'WRITES_SENT'; count: number };

export type PageMessage =
  { type: 'GET_STATUS'; sizes?: boolean } | { type: 'SEND_WRITES' } | { type: 'SKIP_WAITING' };

export { OFFLINE_HEADER, QUEUED_HEADER } from '@pepper/contract';
