import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterPageSettled } from '../../federation/page-shown';

/** Offline support starts by this time after the app's start at the latest, even if the first page never shows. */
export const OFFLINE_SUPPORT_LATEST_MS = 10_000;

/**
 * Starts offline support once per page, after the page the app opened on is on screen with its first reads:
 * its code, and the worker's install that fetches the files kept for offline use, stay out of the way of the
 * first screen.
 * Changes sent after a time offline refresh what the screens show.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import(/* webpackChunkName: "offline-support" */ './service-worker-client').then(
        ({ startServiceWorker }) =>
          startServiceWorker({ refresh: () => void queryClient.invalidateQueries() }),
      );
    };
    const cancel = afterPageSettled(window.location.pathname, start, queryClient);
    // A page whose remote is down never shows; the rest of the app still works offline.
    const latest = window.setTimeout(start, OFFLINE_SUPPORT_LATEST_MS);
    return () => {
      cancel();
      window.clearTimeout(latest);
    };
  }, [queryClient]);
  return null;
}
