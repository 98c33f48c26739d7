import { describe, expect, it } from 'vitest';
import { recipeQueryFrom, type Pepper } from '@pepper/contract';
import { PepperCatalog, RecipeCatalog } from './pepper-catalog';

let nextId = 1;
function pepper(name: string, extra: Partial<Pepper> = {}): Pepper {
  const id = nextId++;
  return {
    id,
    name,
    baseName: null,
    scientificName: 'Capsicum annuum',
    heatLevel: 'medium',
    shu: 5000,
    shuMin: 2500,
    shuMax: 5000,
    origin: 'Mexico',
    species: 'Capsicum annuum',
    featured: false,
    imageUrl: `/api/images/peppers/${id}.svg`,
    maturityDays: 70,
    size: '5 cm',
    color: 'red',
    description: `${name} is a pepper.`,
    culinaryUses: [],
    growingTips: '',
    commonNames: [],
    ripeColor: 'red',
    shape: 'long',
    lengthCm: 5,
    country: 'Mexico',
    ...extra,
  };
}

const catalog = new PepperCatalog([
  pepper('Serrano'),
  pepper('7 Pot Douglah', {
    heatLevel: 'superhot',
    shuMin: 923_889,
    shuMax: 1_853_986,
    origin: 'Caribbean',
    country: 'Trinidad and Tobago',
  }),
  pepper('Ají Amarillo', { origin: 'South America', country: 'Peru' }),
  pepper('Habanero', {
    heatLevel: 'very-hot',
    shuMin: 100_000,
    shuMax: 350_000,
    origin: 'Caribbean',
    country: 'Mexico',
    featured: true,
  }),
  // A record whose stored level disagrees with its SHU: the filter goes by the SHU.
  pepper('Bell Pepper', { heatLevel: 'mild', shuMin: 0, shuMax: 0, origin: 'Americas', country: 'USA' }),
]);
const names = (page: { peppers: { name: string }[] }) => page.peppers.map((p) => p.name);

describe('the pepper list rules shared by the API, the mocks and the offline app', () => {
  it('lists letters before digits, alphabetically ignoring accents', () => {
    expect(names(catalog.find({}))).toEqual([
      'Ají Amarillo',
      'Bell Pepper',
      'Habanero',
      'Serrano',
      '7 Pot Douglah',
    ]);
  });

  it('names the letter-bar characters some name starts with, accents folded, in the bar’s order', () => {
    expect(catalog.letters()).toEqual(['A', 'B', 'H', 'S', '7']);
  });

  it('answers the plain list as one page and pages a limited one', () => {
    expect(catalog.find({})).toMatchObject({ total: 5, totalPages: 1 });
    const second = catalog.find({ page: 2, limit: 2 });
    expect(names(second)).toEqual(['Habanero', 'Serrano']);
    expect(second).toMatchObject({ total: 5, totalPages: 3 });
  });

  it('filters by heat, by origin or country (accents folded) and by first letter', () => {
    expect(names(catalog.find({ heatLevel: 'superhot' }))).toEqual(['7 Pot Douglah']);
    expect(names(catalog.find({ heatLevel: 'no-heat' }))).toEqual(['Bell Pepper']);
    expect(names(catalog.find({ heatLevel: 'mild' }))).toEqual([]);
    expect(names(catalog.find({ origin: 'peru' }))).toEqual(['Ají Amarillo']);
    expect(names(catalog.find({ origin: 'Mexico' }))).toEqual(['Habanero', 'Serrano']);
    expect(names(catalog.find({ letter: 'a' }))).toEqual(['Ají Amarillo']);
    expect(names(catalog.find({ letter: '7' }))).toEqual(['7 Pot Douglah']);
  });

  it('ranks a search with typos forgiven, and offers the closest name when nothing matches', () => {
    expect(names(catalog.find({ search: 'habanro' }))[0]).toBe('Habanero');
    expect(names(catalog.find({ search: 'aji' }))).toEqual(['Ají Amarillo']);
    expect(catalog.find({ search: 'zzzzzz' })).toMatchObject({ total: 0 });
  });

  it('suggests while a name is typed', () => {
    expect(catalog.suggest('ser').map((p) => p.name)).toEqual(['Serrano']);
    expect(catalog.suggest('s')).toEqual([]);
  });

  it('keys equivalent queries alike', () => {
    expect(PepperCatalog.queryKey({ search: ' Habanero ' })).toBe(
      PepperCatalog.queryKey({ search: 'habanero', origin: 'all' }),
    );
  });

  const base = {
    description: '',
    imageUrl: '',
    prepTimeMinutes: 5,
    cookTimeMinutes: 5,
    servings: 2,
    rating: 4,
    ratingCount: 1,
    instructions: [],
    difficulty: 'easy' as const,
  };
  const recipes = new RecipeCatalog([
    {
      ...base,
      id: 1,
      title: 'Habanero Salsa',
      heatLevel: 'very-hot' as const,
      category: 'salsa' as const,
      ingredients: ['habanero'],
      peppers: ['Habanero'],
      pepperLinks: [{ name: 'Habanero', pepperId: 4 }],
    },
    {
      ...base,
      id: 2,
      title: 'Mild Chili',
      heatLevel: 'mild' as const,
      category: 'main' as const,
      ingredients: ['beans'],
      peppers: ['Poblano', 'Habanero Pepper'],
      pepperLinks: [
        { name: 'Poblano', pepperId: 9 },
        { name: 'Habanero Pepper', pepperId: 4 },
      ],
    },
  ]);

  it('filters and searches public recipes by category, heat and text', () => {
    expect(recipes.find(recipeQueryFrom(new URLSearchParams('category=salsa'))).map((r) => r.id)).toEqual([
      1,
    ]);
    expect(recipes.find({ heatLevel: 'mild' }).map((r) => r.id)).toEqual([2]);
    expect(recipes.find({ heatLevel: 'very-hot' }).map((r) => r.id)).toEqual([1]);
    expect(recipes.find({ heatLevel: 'hot' }).map((r) => r.id)).toEqual([]);
    expect(recipes.find({ search: 'habanro' }).map((r) => r.id)).toEqual([1, 2]);
  });

  it('still takes the old recipe word extreme, for Very Hot and Superhot', () => {
    expect(recipes.find(recipeQueryFrom(new URLSearchParams('heatLevel=extreme'))).map((r) => r.id)).toEqual([
      1,
    ]);
  });

  it('lists the recipes that use a variety: those with a pepper name linked to it', () => {
    expect(recipes.find(recipeQueryFrom(new URLSearchParams('pepper=4'))).map((r) => r.id)).toEqual([1, 2]);
    expect(recipes.find({ pepper: 9, heatLevel: 'mild' }).map((r) => r.id)).toEqual([2]);
    expect(recipes.find({ pepper: 12345 })).toEqual([]);
    expect(recipeQueryFrom(new URLSearchParams('pepper=jalapeno')).pepper).toBeUndefined();
  });
});
