import type { PlanType } from './plans';

/** Each plan gets exactly its recipes: premium the premium tier, pro both tiers; everyone else none. */
export function premiumRecipesFor<R extends { premiumTier: 'premium' | 'pro' }>(
  planType: PlanType | null | undefined,
  recipes: readonly R[],
): R[] {
  if (planType === 'pro') return [...recipes];
  if (planType === 'premium') return recipes.filter((r) => r.premiumTier === 'premium');
  return [];
}

/** Premium recipes are visible only when logged in on the premium or pro plan. */
export function canSeePremiumRecipes({
  loggedIn,
  planType,
}: {
  loggedIn: boolean;
  planType: PlanType | null | undefined;
}): boolean {
  return loggedIn && (planType === 'premium' || planType === 'pro');
}

/** A badge shows PRO or PREMIUM by recipe tier. */
export function premiumBadge(tier: string): 'PRO' | 'PREMIUM' {
  return tier === 'pro' ? 'PRO' : 'PREMIUM';
}
