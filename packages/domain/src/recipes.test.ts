import { describe, expect, it } from 'vitest';
import { filterRecipes, findRecipe, RECIPE_CATEGORIES, resolveFavorites } from './recipes';

const recipes = [
  { id: 1, title: 'Jalapeño Poppers', category: 'main', heatLevel: 'medium' },
  { id: 2, title: 'Habanero Hot Sauce', category: 'sauce', heatLevel: 'hot' },
  { id: 3, title: 'Salsa Verde', category: 'salsa', heatLevel: 'mild' },
];
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

describe('recipe filters (spec 01 §2)', () => {
  it('know the six categories', () => expect(RECIPE_CATEGORIES).toEqual(['sauce', 'rub', 'salsa', 'marinade', 'pickle', 'main']));
  it('search titles ignoring case and accents', () => expect(ids(filterRecipes(recipes, { search: 'JALAPENO' }))).toEqual([1]));
  it('filter by category', () => expect(ids(filterRecipes(recipes, { category: 'sauce' }))).toEqual([2]));
  it('filter by heat level', () => expect(ids(filterRecipes(recipes, { heatLevel: 'mild' }))).toEqual([3]));
  it("show everything for 'all'", () => expect(ids(filterRecipes(recipes, { category: 'all', heatLevel: 'all', search: ' ' }))).toEqual([1, 2, 3]));
  it('combine filters', () => expect(filterRecipes(recipes, { search: 'salsa', heatLevel: 'hot' })).toEqual([]));
});

describe('recipe lookup (spec 01 §4)', () => {
  const premium = [{ id: 9, title: 'Mole' }];
  it('finds a public recipe first', () => expect(findRecipe(1, [{ id: 1, title: 'A' }], [{ id: 1, title: 'B' }], true)?.title).toBe('A'));
  it('finds a premium recipe when logged in', () => expect(findRecipe(9, [], premium, true)?.title).toBe('Mole'));
  it('does not look in premium recipes for a visitor', () => expect(findRecipe(9, [], premium, false)).toBeUndefined());
  it('finds nothing for an unknown id', () => expect(findRecipe(5, [], premium, true)).toBeUndefined());
});

describe('favorites (spec 02 §3, §7)', () => {
  it('resolve pepper and recipe ids against the full lists', () => {
    const r = resolveFavorites([{ pepperId: 2 }, { recipeId: 3 }, { pepperId: 99 }, { pepperId: 2 }], [{ id: 1 }, { id: 2 }], recipes);
    expect(ids(r.peppers)).toEqual([2]);
    expect(ids(r.recipes)).toEqual([3]);
  });
  it('are empty with no favorites', () => expect(resolveFavorites([], [{ id: 1 }], recipes)).toEqual({ peppers: [], recipes: [] }));
});
