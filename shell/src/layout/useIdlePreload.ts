import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from '@pepper/router';
import { whenIdle } from '@pepper/ui';
import { nextPageHint } from '../app/route-table';
import { afterPageSettled } from '../federation/page-shown';
import { prefetchPage } from '../federation/remotes';

/** Where the browser has no idle callbacks, the page's files are fetched ahead this long after it settles. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Prefetches (without running) the remote page a visitor most likely opens next, when the browser is idle and
 * only after the document has loaded and the open page is painted with its first reads, so it does not compete
 * with them for the network and the processor.
 */
export function useIdlePreload() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const hint = nextPageHint(pathname);
    const run = () => void prefetchPage(hint.remote, hint.module).catch(() => undefined);
    const cleanups: (() => void)[] = [];
    const onceIdle = () => cleanups.push(whenIdle(run, IDLE_FALLBACK_MS));
    cleanups.push(afterPageSettled(pathname, onceIdle, queryClient));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [pathname, queryClient]);
}
