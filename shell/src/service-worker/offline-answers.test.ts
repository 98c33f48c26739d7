import { describe, expect, it } from 'vitest';
import type { OfflinePack, Pepper, Recipe } from '@pepper/contract';
import { pepperSvg, recipeSvg } from '@pepper/content/illustrations';
import { answerOffline, offlineCatalog } from './offline-answers';

const pepper = (id: number, name: string, extra: Partial<Pepper> = {}): Pepper => ({
  id,
  name,
  baseName: null,
  scientificName: 'Capsicum chinense',
  heatLevel: 'very-hot',
  shu: 350_000,
  shuMin: 100_000,
  shuMax: 350_000,
  origin: 'Caribbean',
  species: 'Capsicum chinense',
  featured: false,
  imageUrl: `/api/images/peppers/${id}.svg?v=abc`,
  maturityDays: 90,
  size: '5 cm',
  color: 'orange',
  description: '',
  culinaryUses: [],
  growingTips: '',
  commonNames: [],
  ripeColor: 'orange',
  shape: 'lantern',
  lengthCm: 5,
  country: 'Mexico',
  ...extra,
});

function recipe(id: number, title: string, pepperLinks: Recipe['pepperLinks']): Recipe {
  return {
    id,
    title,
    description: '',
    imageUrl: `/api/images/recipes/${id}.svg`,
    heatLevel: 'hot',
    category: 'sauce',
    prepTimeMinutes: 10,
    cookTimeMinutes: 10,
    servings: 4,
    rating: 4.5,
    ratingCount: 10,
    ingredients: [],
    instructions: [],
    difficulty: 'easy',
    peppers: pepperLinks.map((link) => link.name),
    pepperLinks,
  };
}

const pack: OfflinePack = {
  version: 'v1',
  peppers: [
    pepper(1, 'Habanero', { featured: true }),
    pepper(2, 'Serrano', { heatLevel: 'medium', shuMin: 10_000, shuMax: 23_000 }),
    pepper(3, 'Scotch Bonnet'),
  ],
};
const recipes = [
  recipe(1, 'Bonnet Pepper Sauce', [{ name: 'Scotch Bonnet Pepper', pepperId: 3 }]),
  recipe(2, 'Two-Pepper Salsa', [
    { name: 'Serrano', pepperId: 2 },
    { name: 'Habanero', pepperId: 1 },
  ]),
];
const catalog = offlineCatalog(pack, recipes);
const ask = (address: string) => {
  const answer = answerOffline(catalog, new URL(address, 'http://app.test'));
  return (
    answer && {
      ...answer,
      json: answer.contentType.startsWith('application/json') ? JSON.parse(answer.body) : null,
    }
  );
};

describe('catalog reads answered offline', () => {
  it('search with the server’s rules, typos forgiven', () => {
    const page = ask('/api/peppers?page=1&limit=20&search=habanro')!;
    expect(page.json.peppers[0].name).toBe('Habanero');
    expect(page.json).toMatchObject({ total: expect.any(Number), totalPages: 1 });
  });

  it('filter and page the list as the server does', () => {
    expect(ask('/api/peppers?heatLevel=medium')!.json.peppers.map((p: Pepper) => p.name)).toEqual([
      'Serrano',
    ]);
    expect(ask('/api/peppers/all')!.json).toHaveLength(3);
    expect(ask('/api/peppers/letters')!.json).toEqual(['H', 'S']);
    expect(ask('/api/peppers/suggest?q=scot')!.json[0].name).toBe('Scotch Bonnet');
  });

  it('open every pepper page, and say "not found" as the server does', () => {
    expect(ask('/api/peppers/2')!.json).toMatchObject({ name: 'Serrano', shape: 'lantern' });
    expect(ask('/api/peppers/99')).toMatchObject({ status: 404, json: { message: 'Pepper not found' } });
  });

  it('list the recipes that use a variety, as the server does', () => {
    const titles = (address: string) => ask(address)!.json.map((r: Recipe) => r.title);
    expect(titles('/api/recipes?pepper=1')).toEqual(['Two-Pepper Salsa']);
    expect(titles('/api/recipes?pepper=3')).toEqual(['Bonnet Pepper Sauce']);
    expect(titles('/api/recipes?pepper=99')).toEqual([]);
    expect(titles('/api/recipes')).toHaveLength(2);
  });

  it('list the same recipes as summaries, without their method, for the Recipe Vault', () => {
    const summaries = ask('/api/recipes/summaries?pepper=1')!.json;
    expect(summaries.map((r: Recipe) => r.title)).toEqual(['Two-Pepper Salsa']);
    expect(summaries[0]).not.toHaveProperty('instructions');
    expect(summaries[0]).toHaveProperty('ingredients');
  });

  it('draw a pepper or a public recipe as the server draws it, and leave the rest to the server', () => {
    expect(ask('/api/images/peppers/1.svg?v=abc')).toEqual({
      status: 200,
      contentType: expect.stringContaining('svg'),
      body: pepperSvg(pack.peppers[0]!),
      json: null,
    });
    expect(ask('/api/images/recipes/2.svg')!.body).toBe(recipeSvg(recipes[1]!));
    for (const address of [
      '/api/images/peppers/99.svg',
      '/api/images/recipes/99.svg',
      '/api/images/grow-kits/1.svg',
    ])
      expect(ask(address), address).toBeNull();
    expect(ask('/api/user')).toBeNull();
  });
});
