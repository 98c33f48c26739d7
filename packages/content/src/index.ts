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
import { premiumRecipes } from './recipes/premium';
import { publicRecipesA } from './recipes/public-a';
import { publicRecipesB } from './recipes/public-b';
import { growKits, merchandise } from './shop';
import type { PepperSeed, RecipeSeed } from './types';

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
export const publicRecipes: RecipeSeed[] = [...publicRecipesA, ...publicRecipesB];
export { premiumRecipes, growKits, merchandise };
export { pepperAliases } from './peppers/aliases';
