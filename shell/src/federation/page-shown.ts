import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { remoteRouteFor } from '@pepper/router/pages';
import { REMOTE_ROUTES } from '../app/route-table';

/** The remote pages that have rendered at least once, and the callbacks waiting for the others. */
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
 * How long deferred work waits after the next paint, so it does not compete with the page: a browser may show
 * a painted frame later, and a page often needs one or two more renders to finish.
 */
export const SETTLE_GRACE_MS = 300;

/**
 * Calls `then` SETTLE_GRACE_MS after the browser has painted the next frame; returns a cancel. Two animation
 * frames are needed because effects run before their own paint: the second frame starts after that paint.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then, SETTLE_GRACE_MS);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Deferred work stops waiting for a page's reads after this long. */
export const READS_LATEST_MS = 5_000;

/** Calls `then` once no query is being fetched (at once if none is), or after READS_LATEST_MS; returns a cancel. */
export function afterReadsAnswered(queryClient: QueryClient, then: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(latest);
    then();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) finish();
  });
  const latest = setTimeout(finish, READS_LATEST_MS);
  if (queryClient.isFetching() === 0) finish();
  return () => {
    done = true;
    unsubscribe();
    clearTimeout(latest);
  };
}

/**
 * Calls `then` once the document has loaded, the page at `pathname` has rendered (shell pages count at load),
 * its running queries have finished and the result is painted; returns a cancel. Work that can wait (prefetch,
 * offline support) starts here so it does not slow down the page the visitor is waiting for.
 */
export function afterPageSettled(pathname: string, then: () => void, queryClient?: QueryClient): () => void {
  const cleanups: (() => void)[] = [];
  const page = remoteRouteFor(REMOTE_ROUTES, pathname);
  const painted = () => cleanups.push(afterNextPaint(then));
  const shown = () => {
    if (queryClient) cleanups.push(afterReadsAnswered(queryClient, painted));
    else painted();
  };
  const afterLoad = () => {
    if (page) cleanups.push(afterPageShown(`${page.remote}/${page.module}`, shown));
    else shown();
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterLoad));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
