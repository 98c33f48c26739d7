import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteRoutes } from '@pepper/domain';
import { firstReads, type FirstRead } from './first-calls';

afterEach(() => vi.unstubAllGlobals());

const routes = remoteRoutes([
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

/** The addresses a read's query asks for when it runs. */
async function asked(read: FirstRead): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
  await (read.query.queryFn as () => Promise<unknown>)();
  return urls;
}

describe('the reads a page opens with, named for preloading and started before the page has loaded', () => {
  it.each([
    ['/', ['/api/peppers', '/api/stats']],
    ['/peppers', ['/api/peppers?page=1&limit=20', '/api/peppers/letters']],
    ['/peppers/12', ['/api/peppers/12']],
    ['/scoville', ['/api/peppers']],
    ['/recipes', ['/api/recipes']],
    ['/grow', ['/api/peppers']],
    ['/premium', ['/api/user', '/api/config']],
  ])('%s opens with %j, each the very address its query asks for', async (path, expected) => {
    const reads = firstReads(routes, path);
    expect(reads.map((r) => r.url)).toEqual(expected);
    for (const read of reads) expect(await asked(read)).toEqual([read.url]);
  });

  it('the database page 1 read is the one the page itself asks for at its plain address', () => {
    const [read] = firstReads(routes, '/peppers');
    expect(read!.query.queryKey).toEqual([
      '/api/peppers',
      'page',
      1,
      20,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('names nothing when the address carries filters, for a page without first reads, or off the route table', () => {
    expect(firstReads(routes, '/peppers', '?heatLevel=hot')).toEqual([]);
    expect(firstReads(routes, '/glossary')).toEqual([]);
    expect(firstReads(routes, '/nowhere')).toEqual([]);
  });
});
