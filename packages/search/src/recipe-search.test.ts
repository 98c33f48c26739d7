import { publicRecipes } from '@pepper/content';
import { describe, expect, it } from 'vitest';
import { RecipeSearch } from './recipe-search';

const recipes = publicRecipes.map((r, i) => ({ ...r, id: i + 1 }));
const search = new RecipeSearch(recipes);
const titles = (text: string) => search.search(text).map((r) => r.title);

describe('the recipe search', () => {
  it('finds a recipe by its title with a typo, and puts the whole title first', () => {
    const title = recipes.find((r) => r.title.split(' ').length >= 3)!.title;
    expect(titles(title)[0]).toBe(title);
    const misspelt = title.replace(/([aeiou])/, '$1$1');
    expect(titles(misspelt).slice(0, 3)).toContain(title);
  });

  it('finds recipes by the pepper they use and by an ingredient', () => {
    const withHabanero = recipes
      .filter((r) => r.peppers.some((p) => /habanero/i.test(p)))
      .map((r) => r.title);
    expect(withHabanero.length).toBeGreaterThan(0);
    expect(titles('habenero')).toEqual(expect.arrayContaining(withHabanero));
    const ingredient = recipes[0].ingredients[0]
      .split(' ')
      .filter((w) => w.length > 4)
      .at(-1)!;
    expect(titles(ingredient)).toContain(recipes[0].title);
  });

  it('answers nothing for nothing', () => {
    expect(search.search('   ')).toEqual([]);
  });
});
