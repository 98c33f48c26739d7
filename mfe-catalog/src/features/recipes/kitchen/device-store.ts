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

export function useDeviceValue(key: string, fallback: () => string | null) {
  const value = useSyncExternalStore(
    subscribe,
    () => (memory.has(key) ? memory.get(key)! : read(key)),
    () => null,
  );
  const set = useCallback((next: string | null) => write(key, next), [key]);
  return [value ?? fallback(), set] as const;
}
