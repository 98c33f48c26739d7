import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from '@pepper/router';
import { whenIdle } from '@pepper/ui';
import { pageTextsQuery } from '../app/page-texts';
import { nextPageHint } from '../app/route-table';
import { fetchSettledLinks } from '../app/when-settled';
import { afterPageSettled } from '../federation/page-shown';

/** Where the browser has no idle callbacks, the page's files are fetched ahead this long after it settles. */
const IDLE_FALLBACK_MS = 1500;

/**
 * Prefetches (without running) the remote page a visitor most likely opens next and the files the document names
 * to fetch ahead (Home's), and loads every page's texts, when the browser is idle and only after the document has
 * loaded and the open page is painted with its first reads, so none of it competes with them for the network and
 * the processor.
 */
export function useIdlePreload() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const hint = nextPageHint(pathname);
    const run = () => {
      fetchSettledLinks();
      void queryClient.prefetchQuery(pageTextsQuery);
      // The federation glue comes with the prefetch: Home and the shell's other pages open without it.
      void import(/* webpackChunkName: "remote-page" */ '../federation/remotes')
        .then(({ prefetchPage }) => prefetchPage(hint.remote, hint.module))
        .catch(() => undefined);
    };
    const cleanups: (() => void)[] = [];
    const onceIdle = () => cleanups.push(whenIdle(run, IDLE_FALLBACK_MS));
    cleanups.push(afterPageSettled(pathname, onceIdle, queryClient));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [pathname, queryClient]);
}
