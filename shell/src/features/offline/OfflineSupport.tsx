import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterPageSettled } from '../../federation/page-shown';
import type { WorkerMessage } from '../../service-worker/messages';

/** Offline support starts by this time after the app's start at the latest, even if the first page never shows. */
export const OFFLINE_SUPPORT_LATEST_MS = 10_000;

/**
 * Starts offline support once per page, after the first page is painted, so its code and the worker's install
 * (which downloads the offline files) do not slow the first screen. It does not wait for the page's reads, which
 * offline may only end at the network timeout. Messages the worker sends before then (a change saved on the
 * device, for example) are buffered and handled once the code has loaded. Changes sent after a time offline
 * refresh what the screens show.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const earlier: WorkerMessage[] = [];
    const hold = (event: MessageEvent<WorkerMessage>) => earlier.push(event.data);
    container?.addEventListener('message', hold);
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import(/* webpackChunkName: "offline-support" */ './service-worker-client').then(
        ({ startServiceWorker }) => {
          container?.removeEventListener('message', hold);
          startServiceWorker({ refresh: () => void queryClient.invalidateQueries() }, earlier.splice(0));
        },
      );
    };
    const cancel = afterPageSettled(window.location.pathname, start);
    // A page whose remote is down never shows; the rest of the app still works offline.
    const latest = window.setTimeout(start, OFFLINE_SUPPORT_LATEST_MS);
    return () => {
      cancel();
      window.clearTimeout(latest);
      container?.removeEventListener('message', hold);
    };
  }, [queryClient]);
  return null;
}
