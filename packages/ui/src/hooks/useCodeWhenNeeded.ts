import { useEffect, useState } from 'react';

/**
 * Code a page uses only for some visitors or on demand (a subscriber's controls, a search engine), fetched once
 * it is needed rather than with the page: undefined until it has arrived. Kept in state, not behind a Suspense
 * fallback, so it is used the moment it is there. A failed fetch is asked again when `needed` turns true anew or
 * the page opens again (the bundler's import retries a chunk that failed).
 */
export function useCodeWhenNeeded<T>(load: () => Promise<T>, needed: boolean): T | undefined {
  const [code, setCode] = useState<{ value: T }>();
  useEffect(() => {
    if (!needed || code) return;
    let live = true;
    load().then(
      (value) => live && setCode({ value }),
      // Without its code the part stays away until it is asked for again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, needed, code]);
  return code?.value;
}
