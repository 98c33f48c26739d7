/// <reference lib="webworker" />
/**
 * The user's changes while the server cannot be reached: kept in Workbox's queue (IndexedDB) and sent in order
 * when it answers again. Favorites read meanwhile show what is waiting; other writes get a clear 503.
 */
import type { Favorite } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { isApiPath } from '@pepper/contract/paths';
import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ownAddress } from './addresses';
import { NETWORK_TIMEOUT_S } from './cache-names';
import type { Connection } from './connection';
import { withIdempotencyKey } from './idempotent-writes';
import {
  answerJson,
  isAccountWrite,
  keepable,
  needsConnection,
  removedFavoriteId,
  type KeptWrite,
} from './kept-writes';
import { OFFLINE_HEADER, QUEUED_HEADER } from './messages';
import { tell } from './pages';
import { KEPT_FAVORITE_ID_BASE, withPendingFavorites, type PendingFavorite } from './pending-favorites';

const asPending = (write: KeptWrite | undefined): PendingFavorite[] => {
  if (write?.kind === 'favorite-added' && write.favorite)
    return [{ kind: 'favorite-added', favorite: write.favorite }];
  if (write?.kind === 'favorite-removed' && write.favoriteId)
    return [{ kind: 'favorite-removed', id: write.favoriteId }];
  return [];
};

export interface WriteQueue {
  /** Sends the kept changes in order; stops at the first that cannot reach the server, to try again later. */
  send(): Promise<void>;
  size(): Promise<number>;
  /** The user's favorites, with the changes still waiting to be sent. */
  serveFavorites(): void;
  /** Every write to the API: sent when the server is reachable, else queued or refused with a message. */
  serveWrites(): void;
}

export function writeQueue({
  connection,
  userCache,
}: {
  connection: Connection;
  userCache: string;
}): WriteQueue {
  const writes = new Queue('pepper-writes', {
    maxRetentionTime: 30 * 24 * 60, // minutes: a change made offline is still sent a month later
    onSync: () => send(),
  });

  /** Kept in memory too, so a read right after a change shows it even before the stored queue does. */
  let lastKept: KeptWrite[] = [];

  const pendingFavorites = async (): Promise<PendingFavorite[]> => {
    const stored = (await writes.getAll()).map(({ metadata }) => metadata as KeptWrite | undefined);
    const known = new Set(stored.map((w) => JSON.stringify(w)));
    return [...stored, ...lastKept.filter((w) => !known.has(JSON.stringify(w)))].flatMap(asPending);
  };

  const showPendingFavorites: WorkboxPlugin = {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      const list = cachedResponse ? ((await cachedResponse.clone().json()) as Favorite[]) : [];
      return new Response(JSON.stringify(withPendingFavorites(list, await pendingFavorites())), {
        headers: { 'content-type': 'application/json; charset=utf-8', [OFFLINE_HEADER]: '1' },
      });
    },
  };

  /** Removing a favorite that was itself only kept on the device forgets both. */
  const forgetKeptFavorite = async (id: number): Promise<boolean> => {
    if (id < KEPT_FAVORITE_ID_BASE) return false;
    const entries = await writes.getAll();
    if (!entries.some((e) => (e.metadata as KeptWrite | undefined)?.favorite?.id === id)) return false;
    while (await writes.shiftRequest()) {
      // emptied, then refilled without the pair
    }
    for (const entry of entries) {
      if ((entry.metadata as KeptWrite | undefined)?.favorite?.id !== id) await writes.pushRequest(entry);
    }
    lastKept = lastKept.filter((w) => w.favorite?.id !== id);
    return true;
  };

  let sending: Promise<void> | null = null;
  function send(): Promise<void> {
    sending ??= (async () => {
      const before = await writes.size();
      if (!before) return;
      try {
        await writes.replayRequests();
        lastKept = [];
      } finally {
        const sent = before - (await writes.size());
        if (sent > 0) void tell({ type: 'WRITES_SENT', count: sent });
      }
    })().finally(() => (sending = null));
    return sending;
  }

  const write = async ({ request: sent, url }: RouteHandlerCallbackOptions): Promise<Response> => {
    // One key from the first attempt to the last replay from the queue: the server stores the write once.
    const request = withIdempotencyKey(sent);
    const copy = request.clone();
    // Changes kept earlier go first, so the server sees them in the order they were made.
    if (connection.online && (await writes.size()) > 0) await send().catch(() => undefined);
    try {
      const res = await fetch(request);
      connection.seen(true);
      // A different person may sign in next: the previous person's cached responses are deleted.
      if (res.ok && isAccountWrite(url.pathname)) await caches.delete(userCache);
      return res;
    } catch {
      connection.seen(false);
      const removal = removedFavoriteId(request, url.pathname);
      if (removal !== null && (await forgetKeptFavorite(removal)))
        return new Response(null, { status: 204, headers: { [QUEUED_HEADER]: '1' } });
      const kept = await keepable(copy.clone(), url.pathname);
      if (!kept) {
        const message = `You are offline. ${needsConnection(url.pathname)} Try again when you are back online.`;
        return answerJson({ statusCode: 503, error: 'Service Unavailable', message }, 503, OFFLINE_HEADER);
      }
      lastKept = [...lastKept, kept.write];
      await writes.pushRequest({ request: copy, metadata: kept.write as unknown as Record<string, unknown> });
      void tell({ type: 'WRITE_QUEUED', kind: kept.write.kind });
      return kept.answer;
    }
  };

  return {
    send,
    size: () => writes.size(),
    serveFavorites: () => {
      registerRoute(
        ({ url, request }) =>
          request.method === 'GET' && ownAddress(url, (p) => p === endpoints.listFavorites.path),
        new NetworkFirst({
          cacheName: userCache,
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          plugins: [connection.plugin, showPendingFavorites],
        }),
      );
    },
    serveWrites: () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        registerRoute(({ url }) => ownAddress(url, isApiPath), write, method);
      }
    },
  };
}
