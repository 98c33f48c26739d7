import { describe, expect, it } from 'vitest';
import { RECIPE_CATEGORIES } from './recipes';

describe('recipe filters', () => {
  it('know the six categories', () =>
    expect(RECIPE_CATEGORIES).toEqual(['sauce', 'rub', 'salsa', 'marinade', 'pickle', 'main']));
});
