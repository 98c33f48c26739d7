import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from '@pepper/router';
import { nextPageHint } from '../app/route-table';
import { afterPageSettled } from '../federation/page-shown';
import { prefetchPage } from '../federation/remotes';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Fetch (without running) the remote page a visitor most likely opens next once the
 * browser has nothing better to do: not before the document has loaded and the open page is on screen with
 * its first reads: it would otherwise share the connection and the processor with them.
 */
export function useIdlePreload() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const hint = nextPageHint(pathname);
    const w = window as IdleWindow;
    const run = () => {
      void prefetchPage(hint.remote, hint.module).catch(() => undefined);
    };
    const cleanups: (() => void)[] = [];
    const whenIdle = () => {
      if (w.requestIdleCallback) {
        const id = w.requestIdleCallback(run);
        cleanups.push(() => w.cancelIdleCallback?.(id));
      } else {
        const id = window.setTimeout(run, 1500);
        cleanups.push(() => window.clearTimeout(id));
      }
    };
    cleanups.push(afterPageSettled(pathname, whenIdle, queryClient));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [pathname, queryClient]);
}
