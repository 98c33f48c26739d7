import { queries } from '@pepper/client';
import type { PlanType } from '@pepper/domain/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads again everything that depends on the plan. After a payment the server grants the plan as soon as
 * the provider confirms it, so the subscription is requested first (a few times, a second apart) until it
 * shows the expected plan, then the user, prices and recipes follow.
 */
export function useRefreshMembership() {
  const client = useQueryClient();
  return useCallback(
    async (expected?: PlanType, { attempts = 8, intervalMs = 1000 } = {}) => {
      if (expected) {
        for (let i = 0; i < attempts; i++) {
          try {
            const sub = await client.fetchQuery({ ...queries.subscription(), staleTime: 0 });
            if (sub.planType === expected) break;
          } catch {
            /* keep trying: the answer may simply be late */
          }
          await wait(intervalMs);
        }
      }
      await Promise.all(
        [
          queries.user(),
          queries.subscription(),
          queries.growKits(),
          queries.merchandise(),
          queries.premiumRecipes(),
        ].map((q) => client.invalidateQueries({ queryKey: q.queryKey })),
      );
    },
    [client],
  );
}
