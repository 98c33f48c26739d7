import type { WorkboxPlugin } from 'workbox-core/types';
import { tell } from './pages';

export interface Connection {
  /** Whether the server answered the last time it was asked. */
  readonly online: boolean;
  seen(reachable: boolean): void;
  /** Notes whether the server answered, for every strategy that asks it (never the browser's cache). */
  readonly plugin: WorkboxPlugin;
}

/** Follows whether the server answers, tells the pages when that changes, and runs `onBack` when it answers again. */
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
      // The server's answers may be kept by the browser's own cache and, past their freshness, still be given
      // by it while it checks again in the background (stale-while-revalidate, meant for a shared cache in
      // front of the server). Such an answer says nothing about the server, so ask it each time, with the
      // validators the browser holds: a 304 costs little, and no answer means no server.
      requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
      fetchDidSucceed: async ({ response }) => {
        seen(true);
        return response;
      },
      fetchDidFail: async () => seen(false),
    },
  };
}
