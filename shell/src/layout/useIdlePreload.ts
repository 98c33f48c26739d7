import { useEffect } from 'react';
import { useLocation } from '@pepper/router';
import { nextPageHint } from '../app/route-table';
import { loadPage } from '../federation/remotes';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Fetch the remote page a visitor most likely opens next, once the browser has nothing better to do. */
export function useIdlePreload() {
  const { pathname } = useLocation();
  useEffect(() => {
    const hint = nextPageHint(pathname);
    const w = window as IdleWindow;
    const run = () => void loadPage(hint.remote, hint.module).catch(() => undefined);
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run);
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(run, 1500);
    return () => window.clearTimeout(id);
  }, [pathname]);
}
