import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { remoteRouteFor } from '@pepper/router/pages';
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
 * How long after its frame is painted a page keeps the link to itself: a browser may put the frame on screen
 * some time after painting it, and a page often finishes in a render or two after its first.
 */
export const SETTLE_GRACE_MS = 300;

/**
 * Calls `then` SETTLE_GRACE_MS after the browser has painted the next frame (a render's effects run before the
 * paint they belong to, and a request sent then would still come before it; the frame after next starts once
 * that one is painted); returns a cancel.
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

/** A page's reads that take longer than this no longer hold back the work that waits for them. */
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
 * Calls `then` once the document has loaded and the page at `pathname` is painted with what it first reads (a
 * remote page once it has rendered, the shell's own pages at load; then the reads under way, as `queryClient`
 * knows them, answered); returns a cancel. Work that can wait (fetching ahead, offline support) starts here,
 * so it does not compete with the page a visitor is waiting for.
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
