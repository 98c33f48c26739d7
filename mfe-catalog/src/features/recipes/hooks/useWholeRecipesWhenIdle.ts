import { queries } from '@pepper/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** How long the list waits for an idle moment where the browser has no idle callbacks. */
export const WHOLE_RECIPES_FALLBACK_MS = 2000;

/**
 * The list reads summaries; a recipe's page reads the whole recipes. They are fetched once the list is on
 * screen and the browser is idle, so a recipe opened from the list shows its method at once.
 */
export function useWholeRecipesWhenIdle() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const w = window as IdleWindow;
    const fetchWhole = () => void queryClient.prefetchQuery(queries.recipes());
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(fetchWhole);
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(fetchWhole, WHOLE_RECIPES_FALLBACK_MS);
    return () => window.clearTimeout(id);
  }, [queryClient]);
}
