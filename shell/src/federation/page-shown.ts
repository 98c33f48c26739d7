import { useEffect } from 'react';

/** The remote pages that have rendered at least once, and who waits for the others. */
const shown = new Set<string>();
const waiting = new Map<string, Set<() => void>>();

/** Calls `then` once the remote page has rendered (at once if it already has); returns a cancel. */
export function afterPageShown(page: string, then: () => void): () => void {
  if (shown.has(page)) {
    then();
    return () => {};
  }
  const set = waiting.get(page) ?? new Set();
  waiting.set(page, set);
  set.add(then);
  return () => set.delete(then);
}

/** Rendered beside a remote page inside its boundary: its effect runs once the page is on screen. */
export function PageShown({ page }: { page: string }) {
  useEffect(() => {
    shown.add(page);
    const set = waiting.get(page);
    waiting.delete(page);
    set?.forEach((then) => then());
  }, [page]);
  return null;
}
