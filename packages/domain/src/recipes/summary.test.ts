import { describe, expect, it } from 'vitest';
import { recipeSummary } from './summary';

describe('a recipe summary', () => {
  it('is the recipe without its method, and leaves the recipe as it was', () => {
    const recipe = { id: 1, title: 'Salsa', ingredients: ['tomato'], instructions: ['Chop.', 'Stir.'] };
    expect(recipeSummary(recipe)).toEqual({ id: 1, title: 'Salsa', ingredients: ['tomato'] });
    expect(recipe.instructions).toEqual(['Chop.', 'Stir.']);
  });
});
