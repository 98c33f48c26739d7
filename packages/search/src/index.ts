export {
  PepperSearch,
  FIELD_BOOSTS,
  typoAllowance,
  type PepperHit,
  type SearchablePepper,
} from './pepper-search';
export { SEARCH_TABLE } from './search-table';
export { RecipeSearch, RECIPE_FIELD_BOOSTS, type SearchableRecipe } from './recipe-search';
export { PepperCatalog, RecipeCatalog, toPepperCard } from './pepper-catalog';
