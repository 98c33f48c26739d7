import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  FavoriteBody,
  IdentifyBody,
  Pepper,
  PlaceQuery,
  FrostDates,
  PepperCard,
  PepperQuery,
  Recipe,
  RecipeQuery,
  RegisterBody,
  SuggestionBody,
  routes,
} from './index.js';

const card = {
  id: 1,
  name: 'Jalapeño',
  baseName: null,
  scientificName: 'Capsicum annuum',
  heatLevel: 'medium',
  shu: 8000,
  shuMin: 2500,
  shuMax: 8000,
  origin: 'Mexico',
  species: 'Capsicum annuum',
  featured: true,
  imageUrl: '/api/images/peppers/1.svg',
};

describe('contract', () => {
  it('carries a recipe’s wait as a kind and a duration, or no wait at all, and a pepper never measured', () => {
    const recipe = {
      id: 1,
      title: 'Aged Cayenne Sauce',
      description: 'Fermented, then cut with vinegar.',
      imageUrl: '/api/images/recipes/1.svg',
      heatLevel: 'hot',
      category: 'sauce',
      prepTimeMinutes: 25,
      cookTimeMinutes: 0,
      servings: 40,
      rating: 4.7,
      ratingCount: 612,
      ingredients: ['2 lb red cayennes'],
      instructions: ['Ferment.', 'Blend.'],
      difficulty: 'medium',
      peppers: ['Cayenne'],
      pepperLinks: [{ name: 'Cayenne', pepperId: 1010 }],
    };
    expect(Value.Check(Recipe, recipe)).toBe(true);
    expect(Value.Check(Recipe, { ...recipe, wait: { kind: 'ferment', minutes: 20160 } })).toBe(true);
    expect(Value.Check(Recipe, { ...recipe, wait: { kind: 'ferment', minutes: 0 } })).toBe(false);
    expect(Value.Check(Recipe, { ...recipe, wait: { kind: 'nap', minutes: 60 } })).toBe(false);
    // A recipe's heat is a level of the one scale; the old word 'extreme' is only a filter's alias.
    expect(Value.Check(Recipe, { ...recipe, heatLevel: 'very-hot' })).toBe(true);
    expect(Value.Check(Recipe, { ...recipe, heatLevel: 'extreme' })).toBe(false);
    expect(Value.Check(RecipeQuery, { heatLevel: 'superhot' })).toBe(true);
    expect(Value.Check(RecipeQuery, { heatLevel: 'extreme' })).toBe(true);
    expect(Value.Check(RecipeQuery, { heatLevel: 'scorching' })).toBe(false);
    expect(Value.Check(PepperCard, { ...card, shuMeasured: false })).toBe(true);
    expect(Value.Check(PepperCard, { ...card, shuMeasured: true })).toBe(false);
  });

  it('accepts a pepper card and a full pepper', () => {
    expect(Value.Check(PepperCard, card)).toBe(true);
    const full = {
      ...card,
      maturityDays: 70,
      size: '2-3 in',
      color: 'Green ripening to red',
      description: 'A classic.',
      culinaryUses: ['salsa', 'poppers'],
      growingTips: 'Full sun.',
      commonNames: ['Huachinango'],
      ripeColor: 'red',
      shape: 'conical',
      lengthCm: 7,
      country: 'Mexico',
    };
    expect(Value.Check(Pepper, full)).toBe(true);
    // A pepper's level is one of the heat scale's six; the recipes' old word 'extreme' is not one.
    expect(Value.Check(Pepper, { ...full, heatLevel: 'superhot' })).toBe(true);
    expect(Value.Check(Pepper, { ...full, heatLevel: 'extreme' })).toBe(false);
  });

  it('closes request schemas to unknown fields', () => {
    expect(Value.Check(PepperQuery, { page: 1, limit: 20, search: 'hab', heatLevel: 'all' })).toBe(true);
    expect(Value.Check(PepperQuery, { heatLevel: '' })).toBe(true);
    expect(Value.Check(PepperQuery, { sort: 'name' })).toBe(false);
    expect(Value.Check(PepperQuery, { letter: 'AB' })).toBe(false);
  });

  it('needs suggestion content that is not blank and at most 2,000 characters', () => {
    expect(Value.Check(SuggestionBody, { content: 'More superhots', category: 'pepper' })).toBe(true);
    expect(Value.Check(SuggestionBody, { content: '   ', category: 'pepper' })).toBe(false);
    expect(Value.Check(SuggestionBody, { content: 'x'.repeat(2001), category: 'other' })).toBe(false);
    expect(Value.Check(SuggestionBody, { content: 'x', category: 'bug' })).toBe(false);
  });

  it('takes exactly one of pepperId or recipeId for a favorite', () => {
    expect(Value.Check(FavoriteBody, { pepperId: 3 })).toBe(true);
    expect(Value.Check(FavoriteBody, { recipeId: 3 })).toBe(true);
    expect(Value.Check(FavoriteBody, { pepperId: 3, recipeId: 4 })).toBe(false);
    expect(Value.Check(FavoriteBody, {})).toBe(false);
  });

  it('requires an 8-character password and an image data URL', () => {
    expect(Value.Check(RegisterBody, { email: 'a@b.co', password: 'short' })).toBe(false);
    expect(Value.Check(RegisterBody, { email: 'a@b.co', password: 'long enough' })).toBe(true);
    expect(Value.Check(IdentifyBody, { image: 'data:image/jpeg;base64,AAAA', useAI: false })).toBe(true);
    expect(Value.Check(IdentifyBody, { image: 'https://example.com/x.jpg' })).toBe(false);
  });

  it('lists every endpoint once', () => {
    const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /api/peppers');
    expect(keys).toContain('POST /api/identify');
  });

  it('takes a place as latitude -90..90 and longitude -180..180, and nothing else', () => {
    expect(Value.Check(PlaceQuery, { lat: 51.5, lon: -0.1 })).toBe(true);
    expect(Value.Check(PlaceQuery, { lat: 90, lon: 180 })).toBe(true);
    expect(Value.Check(PlaceQuery, { lat: 90.01, lon: 0 })).toBe(false);
    expect(Value.Check(PlaceQuery, { lat: 0, lon: -180.01 })).toBe(false);
    expect(Value.Check(PlaceQuery, { lat: 0 })).toBe(false);
    expect(Value.Check(PlaceQuery, { lat: 0, lon: 0, units: 'f' })).toBe(false);
  });

  it('gives frost dates as MM-DD, or null where frost is rare', () => {
    // A southern garden: spring frost ends in September, autumn frost comes back in May.
    const answer = {
      place: { lat: -33.75, lon: 151.25 },
      hemisphere: 'south',
      lastSpringFrost: '09-20',
      firstFallFrost: '05-10',
      frostFreeDays: 232,
      years: 10,
    };
    expect(Value.Check(FrostDates, answer)).toBe(true);
    expect(
      Value.Check(FrostDates, {
        ...answer,
        lastSpringFrost: null,
        firstFallFrost: null,
        frostFreeDays: null,
      }),
    ).toBe(true);
    expect(Value.Check(FrostDates, { ...answer, lastSpringFrost: 'April 15' })).toBe(false);
  });
});
