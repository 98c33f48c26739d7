import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept on this device (localStorage), read through React's external-store hook so the server's
 * render and the first render in the browser agree (`fallback`), and every component reading the same key
 * updates together, in this tab and others.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full store: the choice lasts while the page is open.
    memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

/** Values that could not be stored, so the page still follows the reader's choice. */
const memory = new Map<string, string | null>();

/** What the server renders with (it has no device), and the browser too until the page has hydrated. */
const ON_SERVER = '\u0000server';

/**
 * The value kept under `key`, else `fallback()` (which may read the browser, e.g. its language); `onServer`
 * while the page is rendered on the server and hydrated, so both renders agree.
 */
export function useDeviceValue(key: string, fallback: () => string | null, onServer: string | null = null) {
  const value = useSyncExternalStore(
    subscribe,
    () => (memory.has(key) ? memory.get(key)! : read(key)),
    () => ON_SERVER,
  );
  const set = useCallback((next: string | null) => write(key, next), [key]);
  return [value === ON_SERVER ? onServer : (value ?? fallback()), set] as const;
}
