import { describe, expect, it } from 'vitest';
import {
  blendLevelLegend,
  blendLevel,
  blendShu,
  canRemoveIngredient,
  DEFAULT_INGREDIENT,
  parseIntegerInput,
  QUICK_ADD_PEPPERS,
  removeIngredient,
} from './calculator';

describe('heat calculator defaults', () => {
  // That this one ingredient cannot be removed is told under 'removing ingredients'.
  it('starts with one ingredient, which blends to its heat', () =>
    expect(blendShu([DEFAULT_INGREDIENT])).toBe(DEFAULT_INGREDIENT.shu));
  it('offers exactly the eight quick-add peppers, each at 100 g', () => {
    expect(QUICK_ADD_PEPPERS.map((p) => `${p.name} ${p.shu} ${p.amount}g`)).toEqual([
      'Bell 0 100g',
      'Poblano 1500 100g',
      'Jalapeño 5000 100g',
      'Serrano 15000 100g',
      'Cayenne 35000 100g',
      'Habanero 200000 100g',
      'Ghost 1000000 100g',
      'Carolina Reaper 2200000 100g',
    ]);
  });
});

describe('number inputs', () => {
  it.each([
    ['250', 250],
    ['12.7', 12],
    ['  42 g', 42],
    ['-5', -5],
    ['hot', 0],
    ['', 0],
    [null, 0],
  ])('parse %j as %s', (text, n) => expect(parseIntegerInput(text)).toBe(n));
});

describe('the blend', () => {
  const grams = (amount: number, shu: number) => ({ shu, amount });
  it.each([
    ['is the weight-averaged SHU', [grams(100, 5000), grams(100, 200000)], 102500],
    ['weighs by grams', [grams(300, 10000), grams(100, 0)], 7500],
    ['is rounded down', [grams(1, 1000), grams(2, 0)], 333],
    ['is rounded up', [grams(1, 1001), grams(1, 0)], 501],
    ['is 0 when the total weight is 0', [grams(0, 5000)], 0],
    ['is 0 with no ingredients', [], 0],
  ])('%s', (_rule, ingredients, shu) => expect(blendShu(ingredients)).toBe(shu));
});

describe('blend level', () => {
  it.each([
    [0, 'No Heat'],
    [-10, 'No Heat'],
    [1, 'Mild'],
    [2_499, 'Mild'],
    [2_500, 'Medium'],
    [29_999, 'Medium'],
    [30_000, 'Hot'],
    [99_999, 'Hot'],
    [100_000, 'Very Hot'],
    [999_999, 'Very Hot'],
    [1_000_000, 'Superhot'],
  ])('calls %s SHU %s on the heat scale', (shu, level) => expect(blendLevel(shu)).toBe(level));
});

describe('removing ingredients', () => {
  it('is not allowed for the last one', () => {
    expect(canRemoveIngredient(1)).toBe(false);
    expect(canRemoveIngredient(0)).toBe(false);
  });
  it('is allowed when more than one exists', () => expect(canRemoveIngredient(2)).toBe(true));
  it('removes by id but keeps the last row', () => {
    expect(removeIngredient([{ id: 'a' }, { id: 'b' }], 'a')).toEqual([{ id: 'b' }]);
    expect(removeIngredient([{ id: 'a' }], 'a')).toEqual([{ id: 'a' }]);
  });
});

describe('the calculator’s legend', () => {
  it('is written from the heat scale, so it names every blend as the verdict does', () => {
    expect(blendLevelLegend()).toBe(
      'No Heat at 0, Mild below 2,500, Medium below 30,000, Hot below 100,000, Very Hot below 1,000,000, Superhot from 1,000,000',
    );
    // 15,000 SHU, which the specification's legend called Medium below 10,000, reads Medium by both.
    expect(blendLevel(15_000)).toBe('Medium');
  });
});
