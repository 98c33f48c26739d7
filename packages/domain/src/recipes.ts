import { foldForSearch } from './search';

/** Spec 01 §3: recipe categories. */
export const RECIPE_CATEGORIES = ['sauce', 'rub', 'salsa', 'marinade', 'pickle', 'main'] as const;

/** Spec 01 §2: the Recipe Vault filters by title search, category and heat level ('all' or empty = no filter). */
export function filterRecipes<T extends { title: string; category: string; heatLevel: string }>(
  recipes: readonly T[],
  { search = '', category = 'all', heatLevel = 'all' }: { search?: string; category?: string; heatLevel?: string },
): T[] {
  const q = foldForSearch(search);
  return recipes.filter(
    (r) => (!q || foldForSearch(r.title).includes(q)) && (!category || category === 'all' || r.category === category) && (!heatLevel || heatLevel === 'all' || r.heatLevel === heatLevel),
  );
}

/** Spec 01 §4: look in public recipes first; if absent and the user is logged in, in premium recipes. */
export function findRecipe<T extends { id: number }>(id: number, publicRecipes: readonly T[], premiumRecipes: readonly T[] | null | undefined, loggedIn: boolean): T | undefined {
  return publicRecipes.find((r) => r.id === id) ?? (loggedIn ? premiumRecipes?.find((r) => r.id === id) : undefined);
}

/** Spec 02 §3, §7: favorites hold a pepperId or a recipeId, resolved against the full lists; unknown ids are dropped. */
export function resolveFavorites<P extends { id: number }, R extends { id: number }>(
  favorites: readonly { pepperId?: number | null; recipeId?: number | null }[],
  peppers: readonly P[],
  recipes: readonly R[],
): { peppers: P[]; recipes: R[] } {
  const pepperById = new Map(peppers.map((p) => [p.id, p]));
  const recipeById = new Map(recipes.map((r) => [r.id, r]));
  const out = { peppers: [] as P[], recipes: [] as R[] };
  for (const f of favorites) {
    const pepper = f.pepperId != null ? pepperById.get(f.pepperId) : undefined;
    const recipe = f.recipeId != null ? recipeById.get(f.recipeId) : undefined;
    if (pepper && !out.peppers.includes(pepper)) out.peppers.push(pepper);
    if (recipe && !out.recipes.includes(recipe)) out.recipes.push(recipe);
  }
  return out;
}
