import { useEffect } from 'react';
import { remoteRouteFor } from '@pepper/domain';
import { REMOTE_ROUTES } from '../app/route-table';

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

/**
 * Calls `then` after the browser has painted the next frame (a render's effects run before the paint they
 * belong to, and a request sent then would still come before it); returns a cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Calls `then` once the document has loaded and the page at `pathname` is painted (a remote page once it has
 * rendered, the shell's own pages at load); returns a cancel. Work that can wait (fetching ahead, offline
 * support) starts here, so it does not compete with the page a visitor is waiting for.
 */
export function afterPageSettled(pathname: string, then: () => void): () => void {
  const cleanups: (() => void)[] = [];
  const page = remoteRouteFor(REMOTE_ROUTES, pathname);
  const painted = () => cleanups.push(afterNextPaint(then));
  const afterLoad = () => {
    if (page) cleanups.push(afterPageShown(`${page.remote}/${page.module}`, painted));
    else painted();
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterLoad));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
