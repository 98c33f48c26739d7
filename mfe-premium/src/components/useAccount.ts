import { queries } from '@pepper/client';
import type { PlanType } from '@pepper/domain/plans';
import { useQuery } from '@tanstack/react-query';

export interface Account {
  loading: boolean;
  signedIn: boolean;
  /** The signed-in user's plan; null for a visitor. */
  planType: PlanType | null;
}

/** Who is looking at the premium page: a visitor, or a user on a plan. */
export function useAccount(): Account {
  const user = useQuery(queries.user());
  return {
    loading: user.isPending,
    signedIn: Boolean(user.data),
    planType: user.data?.planType ?? null,
  };
}

/** Full-page navigation, kept in one object so tests can watch it (jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url) };
