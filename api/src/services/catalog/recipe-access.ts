/**
 * Which recipes a caller may know of: every public recipe, and the members' recipes its plan includes. For
 * anyone else a members' recipe is answered exactly like an id that does not exist, so nobody can list them.
 */
import type { PlanType, PremiumRecipe, Recipe } from '@pepper/contract';
import { premiumRecipesFor } from '@pepper/domain/plans';
import type { Catalog } from './catalog.js';

export const isMembersRecipe = (recipe: Recipe | PremiumRecipe): recipe is PremiumRecipe =>
  'premiumTier' in recipe;

/** The recipe with this id if the plan may see it, else undefined (whether or not it exists). */
export function recipeFor(
  catalog: Pick<Catalog, 'recipesById'>,
  id: number,
  planType: PlanType | null | undefined,
): Recipe | PremiumRecipe | undefined {
  const recipe = catalog.recipesById.get(id);
  if (!recipe || !isMembersRecipe(recipe)) return recipe;
  return premiumRecipesFor(planType, [recipe]).length ? recipe : undefined;
}
