/** The product's content, loaded by the API's seeds. */
import { annuumAK } from './peppers/annuum-a-k';
import { coreAnnuumLZ } from './peppers/core-annuum-l-z';
import { annuumLZB } from './peppers/annuum-l-z-b';
import { annuumWorldMore } from './peppers/annuum-world-more';
import { chinenseWorld } from './peppers/chinense-world';
import { coreOtherSpecies } from './peppers/core-other-species';
import { otherSpeciesWorld } from './peppers/other-species-world';
import { wildSpecies } from './peppers/wild-species';
import { worldMore } from './peppers/world-more';
import { recipeVarieties } from './peppers/recipe-varieties';
import { pepperNameResolver, recipeHeatLevel } from '@pepper/domain/recipes';
import { pepperAliases } from './peppers/aliases';
import { premiumRecipeEntries } from './recipes/premium';
import { publicRecipesA } from './recipes/public-a';
import { publicRecipesB } from './recipes/public-b';
import { growKits, merchandise } from './shop';
import type { PepperSeed, PremiumRecipeSeed, RecipeEntry, RecipeSeed } from './types';

export type * from './types';

export const peppers: PepperSeed[] = [
  ...annuumAK,
  ...coreAnnuumLZ,
  ...annuumLZB,
  ...coreOtherSpecies,
  ...chinenseWorld,
  ...otherSpeciesWorld,
  ...annuumWorldMore,
  ...worldMore,
  ...wildSpecies,
  ...recipeVarieties,
].sort((a, b) => a.name.localeCompare(b.name));

const resolvePepper = pepperNameResolver(peppers, pepperAliases);

/**
 * A recipe's heat level on the one heat scale, derived from the varieties its pepper names link to: the level of
 * the hottest, or the recipe's own milder level where it gives one (packages/domain recipeHeatLevel).
 */
export function withDerivedHeat<R extends RecipeEntry>(
  recipe: R,
): R & { heatLevel: RecipeSeed['heatLevel'] } {
  const linked = recipe.peppers.flatMap((name) => resolvePepper(name) ?? []);
  return { ...recipe, heatLevel: recipeHeatLevel(linked, recipe.milderThanItsPeppers) };
}

export const publicRecipes: RecipeSeed[] = [...publicRecipesA, ...publicRecipesB].map(withDerivedHeat);
export const premiumRecipes: PremiumRecipeSeed[] = premiumRecipeEntries.map(withDerivedHeat);
export { growKits, merchandise, pepperAliases };
