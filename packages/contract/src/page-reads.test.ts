import { describe, expect, it } from 'vitest';
import { remoteRoutes } from './app-routes.js';
import {
  ANSWERS_WITHOUT_SESSION,
  PAGE_READS,
  pageReadsAt,
  readAddress,
  type PageRead,
} from './page-reads.js';
import { endpoints } from './endpoint-paths.js';

const appRoutes = remoteRoutes([
  {
    name: 'catalog',
    pages: {
      PepperList: ['/peppers'],
      PepperDetail: ['/peppers/:id'],
      HeatIndex: ['/scoville'],
      RecipeList: ['/recipes'],
    },
  },
  { name: 'grow', pages: { GrowCenter: ['/grow'] } },
  { name: 'premium', pages: { PremiumPage: ['/premium'] } },
  { name: 'guides', pages: { Glossary: ['/glossary'] } },
]);

const addressesAt = (pathname: string, search?: string) =>
  pageReadsAt(appRoutes, pathname, search).map(readAddress);

describe('the reads a page opens with at its plain address', () => {
  it.each([
    ['/', ['/api/peppers', '/api/stats']],
    ['/peppers', ['/api/peppers?page=1&limit=20', '/api/peppers/letters']],
    ['/peppers/12', ['/api/peppers/12']],
    ['/peppers/a%20b', ['/api/peppers/a%20b']],
    ['/scoville', ['/api/peppers']],
    ['/recipes', ['/api/recipes/summaries']],
    ['/grow', ['/api/peppers']],
    ['/premium', ['/api/user', '/api/config']],
  ])('%s opens with %j', (path, expected) => expect(addressesAt(path)).toEqual(expected));

  it('names nothing when the address carries filters, for a page without first reads, or off the route table', () => {
    expect(addressesAt('/peppers', '?heatLevel=hot')).toEqual([]);
    expect(addressesAt('/peppers', '?')).toEqual(['/api/peppers?page=1&limit=20', '/api/peppers/letters']);
    expect(addressesAt('/glossary')).toEqual([]);
    expect(addressesAt('/nowhere')).toEqual([]);
  });

  it('reads only what anyone may read with GET, each an endpoint of the contract', () => {
    const declared = new Set<PageRead['route']>(Object.values(endpoints).filter((e) => e.method === 'GET'));
    for (const read of [...Object.values(PAGE_READS).flat(), ...ANSWERS_WITHOUT_SESSION]) {
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
