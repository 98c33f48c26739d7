/**
 * Whether the app can reach its server: the browser's own online flag, and what the service worker saw when it
 * last contacted the server. One store for the shell and every remote (shared as a singleton by Module Federation).
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let serverReachable = true;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function isOnline(): boolean {
  return browserOnline() && serverReachable;
}

/** Set by the shell from the service worker's reports (and its own checks while offline). */
export function setServerReachable(reachable: boolean): void {
  if (reachable === serverReachable) return;
  serverReachable = reachable;
  listeners.forEach((l) => l());
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the server can be reached now; it changes as the connection comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}
