import { queries } from '@pepper/client';
import { whenIdle } from '@pepper/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How long the list waits for an idle moment where the browser has no idle callbacks. */
export const WHOLE_RECIPES_FALLBACK_MS = 2000;

/**
 * The list reads summaries; a recipe's page reads the whole recipes. They are fetched once the list is on
 * screen and the browser is idle, so a recipe opened from the list shows at once.
 */
export function useWholeRecipesWhenIdle() {
  const queryClient = useQueryClient();
  useEffect(
    () => whenIdle(() => void queryClient.prefetchQuery(queries.recipes()), WHOLE_RECIPES_FALLBACK_MS),
    [queryClient],
  );
}
