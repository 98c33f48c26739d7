import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoint-paths.js';
import { ANSWERS_WITHOUT_SESSION, readAddress, readsOfPage, type PageRead } from './page-reads.js';
import { PAGES } from './pages.js';

/** The addresses a page reads first when opened with these path parameters and this query. */
const addressesOf = (page: string, params: Record<string, string> = {}, search = '') =>
  readsOfPage(page, { params, query: new URLSearchParams(search) }).map(readAddress);

describe('the reads a page opens with', () => {
  it.each([
    ['Home', {}, ['/api/peppers', '/api/stats']],
    ['PepperList', {}, ['/api/peppers?page=1&limit=20', '/api/peppers/letters']],
    ['PepperDetail', { id: '12' }, ['/api/peppers/12', '/api/recipes?pepper=12']],
    ['PepperDetail', { id: 'a b' }, ['/api/peppers/a%20b']],
    ['HeatIndex', {}, ['/api/peppers']],
    ['RecipeList', {}, ['/api/recipes/summaries']],
    ['GrowCenter', {}, ['/api/peppers']],
    ['PremiumPage', {}, ['/api/user', '/api/config']],
    ['RecipeDetail', { id: '1001' }, ['/api/recipes', '/api/premium/recipes']],
    ['Menu', {}, ['/api/stats']],
    ['Glossary', {}, []],
    ['Nowhere', {}, []],
  ])('%s at %j opens with %j', (page, params, expected) =>
    expect(addressesOf(page, params)).toEqual(expected),
  );

  it('reads the open shelf of the shop: the grow kits or the merchandise', () => {
    expect(addressesOf('PremiumPage', {}, 'tab=kits')).toEqual([
      '/api/user',
      '/api/config',
      '/api/grow-kits',
    ]);
    expect(addressesOf('PremiumPage', {}, 'tab=merch')).toEqual([
      '/api/user',
      '/api/config',
      '/api/merchandise',
    ]);
  });

  it("reads the members' recipes on a recipe's page and on Premium's recipes tab only for a caller with a session", () => {
    const reads = readsOfPage('RecipeDetail', { params: { id: '1001' } });
    expect(reads.filter((read) => read.withSession).map(readAddress)).toEqual(['/api/premium/recipes']);
    const tab = readsOfPage('PremiumPage', { query: new URLSearchParams('tab=recipes') });
    expect(tab.filter((read) => read.withSession).map(readAddress)).toEqual(['/api/premium/recipes']);
    expect(readsOfPage('PremiumPage', {}).some((read) => read.withSession)).toBe(false);
  });

  it('reads the pepper list as its address asks: the search, heat level, origin, letter and page', () => {
    expect(addressesOf('PepperList', {}, 'search=habanero&heatLevel=hot')[0]).toBe(
      '/api/peppers?page=1&limit=20&search=habanero&heatLevel=hot',
    );
    expect(addressesOf('PepperList', {}, 'origin=Mexico&page=3')[0]).toBe(
      '/api/peppers?page=3&limit=20&origin=Mexico',
    );
    // A letter is written in capitals, and a search beside it is left out, as the page sends it.
    expect(addressesOf('PepperList', {}, 'letter=c&search=x')[0]).toBe(
      '/api/peppers?page=1&limit=20&letter=C',
    );
    // 'all', blanks and a heat level nobody knows do not filter.
    expect(addressesOf('PepperList', {}, 'heatLevel=all&search=%20&origin=all')[0]).toBe(
      '/api/peppers?page=1&limit=20',
    );
    expect(addressesOf('PepperList', {}, 'heatLevel=scorching')[0]).toBe('/api/peppers?page=1&limit=20');
  });

  it('reads the recipe list by the category and heat in its address; the search ranks it in the page', () => {
    expect(addressesOf('RecipeList', {}, 'category=sauce&heatLevel=hot&search=salsa')).toEqual([
      '/api/recipes/summaries?category=sauce&heatLevel=hot',
    ]);
    expect(addressesOf('RecipeList', {}, 'category=all')).toEqual(['/api/recipes/summaries']);
  });

  it("opens a personal page with the caller's own data", () => {
    expect(addressesOf('Garden')).toEqual(['/api/garden', '/api/garden/seeds']);
    expect(addressesOf('SeedStash')).toEqual(['/api/garden/seeds', '/api/garden']);
    expect(addressesOf('Favorites')).toEqual([
      '/api/user/favorites',
      '/api/peppers',
      '/api/recipes',
      '/api/user',
    ]);
    expect(addressesOf('GardenPlanting', { id: '7' })).toEqual(['/api/garden/plantings/7']);
    expect(addressesOf('SeedPacket', { id: '3' })).toEqual(['/api/garden/seeds/3']);
  });

  it('reads no record for an address that cannot name one', () => {
    expect(addressesOf('GardenPlanting', { id: 'seven' })).toEqual([]);
    expect(addressesOf('SeedPacket', { id: '0' })).toEqual([]);
  });

  it('reads only what anyone may read with GET, each an endpoint of the contract', () => {
    const declared = new Set<PageRead['route']>(Object.values(endpoints).filter((e) => e.method === 'GET'));
    const reads = Object.keys(PAGES).flatMap((page) => readsOfPage(page, { params: { id: '1' } }));
    for (const read of [...reads, ...ANSWERS_WITHOUT_SESSION]) {
      expect(declared.has(read.route)).toBe(true);
      expect(read.route.method).toBe('GET');
    }
  });

  it('knows without a session that nobody is signed in and there are no favorites', () => {
    expect(ANSWERS_WITHOUT_SESSION.map((a) => [readAddress(a), a.answer])).toEqual([
      ['/api/user', null],
      ['/api/user/favorites', []],
    ]);
  });
});
