import { useEffect, useState } from 'react';

/**
 * Code a page shows only for some visitors (a subscriber's controls, say), fetched once it is needed rather
 * than with the page: undefined until it has arrived. Kept in state, not behind a Suspense fallback, so it shows
 * the moment it is there.
 */
export function useCodeWhenNeeded<T>(load: () => Promise<T>, needed: boolean): T | undefined {
  const [code, setCode] = useState<{ value: T }>();
  useEffect(() => {
    if (!needed || code) return;
    let live = true;
    load().then(
      (value) => live && setCode({ value }),
      // Without its code the part stays away; the next visit to the page asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, needed, code]);
  return code?.value;
}
