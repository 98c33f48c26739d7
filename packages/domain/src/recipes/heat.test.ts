import { describe, expect, it } from 'vitest';
import { hottestPepperLevel, recipeHeatFilterLevels, recipeHeatLevel, recipeHeatMatches } from './heat';

const bell = { shuMin: 0, shuMax: 0 };
const poblano = { shuMin: 1_000, shuMax: 1_500 };
const jalapeno = { shuMin: 2_500, shuMax: 10_000 };
const cayenne = { shuMin: 30_000, shuMax: 50_000 };
const habanero = { shuMin: 100_000, shuMax: 350_000 };
const reaper = { shuMin: 1_400_000, shuMax: 2_200_000 };

describe('a recipe’s heat on the one scale', () => {
  it('is the level of its hottest pepper', () => {
    expect(recipeHeatLevel([jalapeno])).toBe('medium');
    expect(recipeHeatLevel([bell, habanero, poblano])).toBe('very-hot');
    expect(recipeHeatLevel([reaper, jalapeno])).toBe('superhot');
    expect(recipeHeatLevel([bell])).toBe('no-heat');
  });

  it('is No Heat when no pepper links to a variety', () => {
    expect(hottestPepperLevel([])).toBe('no-heat');
    expect(recipeHeatLevel([])).toBe('no-heat');
  });

  it('takes the recipe’s own level only where the dish is milder than its hottest pepper', () => {
    expect(recipeHeatLevel([cayenne], { heatLevel: 'medium' })).toBe('medium');
    expect(recipeHeatLevel([cayenne], { heatLevel: 'mild' })).toBe('mild');
    // Never hotter than its peppers, and the same level is no override at all.
    expect(recipeHeatLevel([jalapeno], { heatLevel: 'superhot' })).toBe('medium');
    expect(recipeHeatLevel([jalapeno], { heatLevel: 'medium' })).toBe('medium');
  });
});

describe('the recipe list’s heat filter', () => {
  it('keeps one level of the scale', () => {
    expect(recipeHeatFilterLevels('very-hot')).toEqual(['very-hot']);
    expect(recipeHeatMatches('very-hot', 'very-hot')).toBe(true);
    expect(recipeHeatMatches('superhot', 'very-hot')).toBe(false);
  });

  it('still takes the old recipe words: mild, medium and hot are levels, extreme is Very Hot and Superhot', () => {
    expect(recipeHeatFilterLevels('mild')).toEqual(['mild']);
    expect(recipeHeatFilterLevels('medium')).toEqual(['medium']);
    expect(recipeHeatFilterLevels('hot')).toEqual(['hot']);
    expect(recipeHeatFilterLevels('extreme')).toEqual(['very-hot', 'superhot']);
    expect(recipeHeatMatches('superhot', 'extreme')).toBe(true);
    expect(recipeHeatMatches('very-hot', 'extreme')).toBe(true);
    expect(recipeHeatMatches('hot', 'extreme')).toBe(false);
  });

  it('does not filter when empty, all or unknown', () => {
    for (const filter of [undefined, null, '', 'all', 'scorching']) {
      expect(recipeHeatFilterLevels(filter), String(filter)).toBeNull();
      expect(recipeHeatMatches('mild', filter)).toBe(true);
    }
  });
});
