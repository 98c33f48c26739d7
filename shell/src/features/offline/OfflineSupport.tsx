import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Starts offline support once per page, after the first screen is up: its code stays out of the first load.
 * Changes sent after a time offline refresh what the screens show.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const start = () =>
      void import(/* webpackChunkName: "offline-support" */ './service-worker-client').then(
        ({ startServiceWorker }) =>
          startServiceWorker({ refresh: () => void queryClient.invalidateQueries() }),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [queryClient]);
  return null;
}
