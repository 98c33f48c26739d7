/**
 * Registers the app's service worker (production builds only: in development and in the mock mode, the dev
 * server and the mock API's own worker stay in charge) and wires it to the page: its reports, the offer to
 * reload into a new version, and checks for the server while it cannot be reached.
 */
import { urls } from '@pepper/client';
import { isOnline, subscribeConnection } from '@pepper/ui/connection';
import { toast } from '@pepper/ui/toast';
import { Workbox } from 'workbox-window';
import type { PageMessage, WorkerMessage } from '../../service-worker/messages';
import { handleWorkerMessage, type MessageEffects } from './worker-messages';

/** While offline, the server is asked this often whether it is back. */
export const RECONNECT_CHECK_MS = 5000;
/** A long-open page looks for a new version this often (and whenever it is shown again). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

export const serviceWorkerEnabled = () =>
  process.env.NODE_ENV === 'production' &&
  process.env.PEPPER_MOCK !== '1' &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator;

function post(message: PageMessage) {
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Offers the new version; it takes over only when the user says so, so no page mixes two versions. */
function offerReload(wb: Workbox, reloadRequested: { value: boolean }) {
  toast({
    title: 'New version available',
    description: 'Reload to use it.',
    duration: Infinity,
    action: {
      label: 'Reload',
      altText: 'Reload the page to use the new version',
      onClick: () => {
        reloadRequested.value = true;
        wb.messageSkipWaiting();
      },
    },
  });
}

/** While the server cannot be reached, polls it; the worker reports any answer. */
function watchForReconnection() {
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => void fetch(urls.health, { cache: 'no-store' }).catch(() => undefined);
  subscribeConnection(() => {
    if (!isOnline() && !timer) timer = setInterval(check, RECONNECT_CHECK_MS);
    if (isOnline() && timer) {
      clearInterval(timer);
      timer = undefined;
      post({ type: 'SEND_WRITES' });
    }
  });
}

/** `earlier`: messages the worker sent before this code was loaded (see OfflineSupport), handled first. */
export function startServiceWorker(effects: MessageEffects, earlier: readonly WorkerMessage[] = []): void {
  if (!serviceWorkerEnabled()) return;
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  const reloadRequested = { value: false };
  const wb = new Workbox('/sw.js');

  for (const message of earlier) handleWorkerMessage(message, effects);
  container.addEventListener('message', (event: MessageEvent<WorkerMessage>) =>
    handleWorkerMessage(event.data, effects),
  );
  wb.addEventListener('waiting', () => offerReload(wb, reloadRequested));
  // Another version took over (here or in another tab): this page's files are the old ones, so load again.
  container.addEventListener('controllerchange', () => {
    if (hadController || reloadRequested.value) window.location.reload();
  });
  watchForReconnection();

  void wb
    .register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
      return container.ready.then(() => post({ type: 'GET_STATUS' }));
    })
    .catch((error: unknown) => console.error('Offline support unavailable', error));
}
