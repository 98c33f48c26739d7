import { useEffect, useRef } from 'react';

/**
 * A field on a server-rendered page can be typed in, or a choice made, before the page's code runs. React keeps
 * what the field shows as it hydrates, but not in its state: the state takes it up once, as the field mounts.
 * (A field mounted by the app itself shows its state, so nothing changes then.)
 */
export function useValueEnteredEarly<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onValue: (value: string) => void,
) {
  const field = useRef<E>(null);
  const latest = useRef(onValue);
  latest.current = onValue;
  const shown = useRef(value);
  useEffect(() => {
    const entered = field.current?.value;
    if (entered !== undefined && entered !== shown.current) latest.current(entered);
  }, []);
  return field;
}
