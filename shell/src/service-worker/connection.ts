import type { WorkboxPlugin } from 'workbox-core/types';
import { tell } from './pages';

export interface Connection {
  /** Whether the server answered the last time it was asked. */
  readonly online: boolean;
  seen(reachable: boolean): void;
  /** Notes whether the server answered, for every strategy that asks it. */
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
      fetchDidSucceed: async ({ response }) => {
        seen(true);
        return response;
      },
      fetchDidFail: async () => seen(false),
    },
  };
}
