/** The messages the app's service worker and its pages post to each other. */

export type { Release, RemoteRelease } from '@pepper/contract';

/** Kinds of change kept on the device while offline and sent when the connection returns. */
export type QueuedWriteKind = 'favorite-added' | 'favorite-removed' | 'suggestion' | 'seed-stash';

export interface OfflineStatus {
  /** Everything needed to work offline is kept. */
  ready: boolean;
  /** Files and bytes (as stored, uncompressed) kept for offline use. */
  files: number;
  bytes: number;
  /** Changes waiting to be sent. */
  pending: number;
  /** Whether the server answered the last time it was contacted. */
  online: boolean;
}

export type WorkerMessage =
  | { type: 'STATUS'; status: OfflineStatus }
  | { type: 'OFFLINE_READY'; status: OfflineStatus }
  | { type: 'CONNECTION'; online: boolean }
  | { type: 'WRITE_QUEUED'; kind: QueuedWriteKind }
  | { type: 'WRITES_SENT'; count: number };

export type PageMessage =
  | { type: 'GET_STATUS'; sizes?: boolean }
  | { type: 'SEND_WRITES' }
  | { type: 'SKIP_WAITING' }
  /** Someone signed out: their cached data is deleted, so the next person on the device never sees it. */
  | { type: 'FORGET_USER_DATA' };

export { OFFLINE_HEADER, QUEUED_HEADER } from '@pepper/contract/offline';
