import type { PremiumRecipe, Recipe } from '@pepper/contract';
import { queries } from '@pepper/client';
import { canSeePremiumRecipes } from '@pepper/domain/plans';
import { useQuery } from '@tanstack/react-query';

export type RecipeLookup =
  | { status: 'loading' }
  | { status: 'found'; recipe: Recipe | PremiumRecipe; premium: boolean }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

/**
 * Look in the public recipes first; if absent and the user is signed in on a plan that may see
 * them, look in the premium recipes. A refused premium call (signed out, free plan) is simply "not found".
 */
export function useRecipeLookup(id: string): RecipeLookup {
  const recipeId = Number(id);
  const publicRecipes = useQuery(queries.recipes());
  const fromPublic = publicRecipes.data?.find((r) => r.id === recipeId);
  const user = useQuery(queries.user());
  const needPremium =
    publicRecipes.isSuccess &&
    !fromPublic &&
    user.isSuccess &&
    canSeePremiumRecipes({ loggedIn: Boolean(user.data), planType: user.data?.planType });
  const premium = useQuery({ ...queries.premiumRecipes(), enabled: needPremium });

  if (fromPublic) return { status: 'found', recipe: fromPublic, premium: false };
  if (publicRecipes.isError) return { status: 'error', retry: () => void publicRecipes.refetch() };
  if (publicRecipes.isPending || user.isPending || (needPremium && premium.isPending))
    return { status: 'loading' };
  const fromPremium = needPremium ? premium.data?.find((r) => r.id === recipeId) : undefined;
  if (fromPremium) return { status: 'found', recipe: fromPremium, premium: true };
  return { status: 'not-found' };
}
