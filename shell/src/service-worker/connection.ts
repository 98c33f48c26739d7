import type { WorkboxPlugin } from 'workbox-core/types';
import { tell } from './pages';

export interface Connection {
  /** Whether the server answered the last time it was asked. */
  readonly online: boolean;
  seen(reachable: boolean): void;
  /** Records whether the server answered, for every network strategy (never the browser's cache). */
  readonly plugin: WorkboxPlugin;
}

/** Tracks whether the server answers, notifies the pages when that changes, and runs `onBack` when it is back. */
export function watchConnection(onBack: () => void): Connection {
  let online = true;
  const seen = (reachable: boolean) => {
    if (reachable === online) return;
    online = reachable;
    void tell({ type: 'CONNECTION', online });
    if (online) onBack();
  };
  return {
    get online() {
      return online;
    },
    seen,
    plugin: {
      // The browser's HTTP cache may serve a stale response while it revalidates in the background
      // (stale-while-revalidate, meant for a shared cache in front of the server). Such a response proves
      // nothing about the server, so revalidate every time: a 304 costs little, and no response means no server.
      requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
      fetchDidSucceed: async ({ response }) => {
        seen(true);
        return response;
      },
      fetchDidFail: async () => seen(false),
    },
  };
}
