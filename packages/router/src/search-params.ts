import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  createSearchParams,
  useLocation,
  useSearchParams as useAddressSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router';

type Next = URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit);

/**
 * The address's query, and a setter whose update function receives the query with every earlier change applied,
 * even before the page has rendered them. (React Router's passes the query of the last render, so of two changes
 * made at once, as when fields changed before the page's code ran are applied, only the last would stay.)
 *
 * The query returned shows a change at once. The router renders a new address as a transition, and React puts a
 * controlled field back to what the last render said as soon as its event is over: without this, a checkbox bound
 * to the address springs back unchecked until the transition lands, and a quick second keystroke lands in the old
 * text. The change shown stands until the router's address moves on, by this change or by any other (Back).
 */
export function useSearchParams(): readonly [
  URLSearchParams,
  (next: Next, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useAddressSearchParams();
  const [pending, setPending] = useState<{ over: URLSearchParams; query: URLSearchParams } | null>(null);
  const shown = pending !== null && pending.over === params ? pending.query : params;
  // The query on screen: a render the router has begun but not finished must not count as the one a change is over.
  const committed = useRef(params);
  useLayoutEffect(() => {
    committed.current = params;
  }, [params]);
  const rendered = useRef(params);
  const latest = useRef(params);
  // A new address is the newest query; a render for any other reason leaves pending changes alone.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  // A change can arrive before the router is mounted: a field's entry made before the page's code ran is
  // reported as the field hydrates, before the page around it and the router are mounted, and React Router
  // drops a navigation made then. So it waits until everything is mounted.
  const mounted = useRef(false);
  const waiting = useRef<{ query: URLSearchParams; options?: NavigateOptions } | null>(null);
  useEffect(() => {
    mounted.current = true;
    const change = waiting.current;
    waiting.current = null;
    if (change) {
      setPending({ over: committed.current, query: change.query });
      setParams(change.query, change.options);
    }
  }, [setParams]);
  const set = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const query = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next,
      );
      latest.current = query;
      if (mounted.current) {
        setPending({ over: committed.current, query });
        setParams(query, options);
      } else waiting.current = { query, options };
    },
    [setParams],
  );
  return [shown, set] as const;
}

/**
 * This page's address with parts of its query set, or (null) removed, the rest kept: where a link that changes
 * what the page shows leads, so the change works before and without the page's code and can be shared.
 */
export function useAddressWith(): (changes: Readonly<Record<string, string | null>>) => string {
  const { pathname, search } = useLocation();
  return (changes) => {
    const query = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) query.delete(key);
      else query.set(key, value);
    }
    const next = query.toString();
    return next ? `${pathname}?${next}` : pathname;
  };
}
