import { useEffect, useState } from 'react';

/**
 * Code a page uses only for some visitors or on demand (a subscriber's controls, a search engine), fetched once
 * it is needed rather than with the page: undefined until it has loaded. Kept in state, not behind a Suspense
 * fallback, so it is used as soon as it loads. A failed fetch is retried when `needed` turns true again or the
 * page opens again (the bundler's import retries a chunk that failed).
 */
export function useCodeWhenNeeded<T>(load: () => Promise<T>, needed: boolean): T | undefined {
  const [code, setCode] = useState<{ value: T }>();
  useEffect(() => {
    if (!needed || code) return;
    let live = true;
    load().then(
      (value) => live && setCode({ value }),
      // Without its code the part is not shown until it is needed again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, needed, code]);
  return code?.value;
}
