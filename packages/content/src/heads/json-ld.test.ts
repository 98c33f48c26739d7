import { describe, expect, it } from 'vitest';
import type { Recipe } from '@pepper/contract';
import { Value } from 'typebox/value';
import { isoDuration, recipeJsonLd } from './json-ld';
import { RecipeRichResult } from './rich-result-schemas';

describe('recipe times as ISO 8601 durations', () => {
  it.each([
    [0, 'PT0M'],
    [25, 'PT25M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [24 * 60, 'P1D'],
    [14 * 24 * 60 + 30, 'P14DT30M'],
    [2 * 24 * 60 + 8 * 60, 'P2DT8H'],
    // A negative or missing time reads as none.
    [-5, 'PT0M'],
    [Number.NaN, 'PT0M'],
  ])('%i minutes read %s', (minutes, duration) => {
    expect(isoDuration(minutes)).toBe(duration);
  });
});

describe('a recipe’s structured data', () => {
  const recipe = {
    id: 7,
    title: 'Fish Tacos',
    description: 'Crisp fish, cool slaw.',
    imageUrl: '/api/images/recipes/7.svg',
    heatLevel: 'medium',
    category: 'main',
    prepTimeMinutes: 20,
    cookTimeMinutes: 10,
    servings: 28,
    rating: 0,
    ratingCount: 0,
    ingredients: ['1 lb cod'],
    instructions: ['Fry the fish.'],
    difficulty: 'easy',
    peppers: [],
    pepperLinks: [],
  } as const satisfies Recipe;
  const ld = (r: Recipe) => recipeJsonLd('https://atlas.example', r, 'https://atlas.example/p.png');

  it('carries no aggregateRating while nobody has rated the recipe', () => {
    expect(ld(recipe)).not.toHaveProperty('aggregateRating');
    expect(Value.Check(RecipeRichResult, ld(recipe))).toBe(true);
  });

  it('carries the real average and count once people have rated it', () => {
    const rated = ld({ ...recipe, rating: 3.67, ratingCount: 3 });
    expect(rated).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.7, ratingCount: 3, bestRating: 5 },
    });
    expect(Value.Check(RecipeRichResult, rated)).toBe(true);
  });

  it('gives the yield with its unit', () => {
    expect(ld(recipe)).toMatchObject({ recipeYield: '28 servings' });
    expect(ld({ ...recipe, yieldUnit: { one: 'taco', many: 'tacos' } })).toMatchObject({
      recipeYield: '28 tacos',
    });
  });
});
