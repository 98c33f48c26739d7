import { useCallback, useEffect, useRef } from 'react';
import {
  createSearchParams,
  useSearchParams as useAddressSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router';

type Next = URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit);

/**
 * The address's query, and a setter whose update function receives the query with every earlier change applied,
 * even before the page has rendered them. (React Router's passes the query of the last render, so of two changes
 * made at once, as when fields changed before the page's code ran are applied, only the last would stay.)
 */
export function useSearchParams(): readonly [
  URLSearchParams,
  (next: Next, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useAddressSearchParams();
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
    if (change) setParams(change.query, change.options);
  }, [setParams]);
  const set = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const query = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next,
      );
      latest.current = query;
      if (mounted.current) setParams(query, options);
      else waiting.current = { query, options };
    },
    [setParams],
  );
  return [params, set] as const;
}
