import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWERS_WITHOUT_SESSION, PAGES, readsOfPage } from '@pepper/contract';
import { REMOTE_ROUTES } from '@pepper/router/pages';
import { queries } from './endpoints';
import { firstReads, queryForRead, type FirstRead } from './page-reads';

afterEach(() => vi.unstubAllGlobals());

/** The addresses a read's query requests when it runs. */
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

describe("a page's first reads, as the queries that ask for them", () => {
  it.each(Object.keys(PAGES))('each read of %s is the very address its query asks for', async (page) => {
    const query = new URLSearchParams('search=habanero&heatLevel=hot&category=sauce&letter=c&page=2');
    for (const read of readsOfPage(page, { params: { id: '12' }, query }).map(queryForRead))
      expect(await asked(read)).toEqual([read.url]);
  });

  it('each answer known without a session is the very address its query asks for', async () => {
    for (const read of ANSWERS_WITHOUT_SESSION.map(queryForRead))
      expect(await asked(read)).toEqual([read.url]);
  });

  it('the database page 1 read is the query the page itself makes at its plain address', () => {
    const [read] = readsOfPage('PepperList').map(queryForRead);
    expect(read!.query.queryKey).toEqual(queries.pepperPage({ page: 1 }).queryKey);
  });

  it('a search and filters in the address are read as the database asks for them', () => {
    const [read] = firstReads(REMOTE_ROUTES, '/peppers', '?search=habanero&heatLevel=hot');
    expect(read!.url).toBe('/api/peppers?page=1&limit=20&search=habanero&heatLevel=hot');
    expect(read!.query.queryKey).toEqual(
      queries.pepperPage({ page: 1, search: 'habanero', heatLevel: 'hot' }).queryKey,
    );
  });

  it('the Recipe Vault is read by the category and heat of its address, as it asks for them', () => {
    const [read] = firstReads(REMOTE_ROUTES, '/recipes', '?category=sauce&search=salsa');
    expect(read!.query.queryKey).toEqual(
      queries.recipeSummaries({ category: 'sauce', heatLevel: 'all' }).queryKey,
    );
  });

  it("a pepper's read is the query of its detail page", () => {
    const [read] = readsOfPage('PepperDetail', { params: { id: '12' } }).map(queryForRead);
    expect(read!.query.queryKey).toEqual(queries.pepper('12').queryKey);
  });

  it('refuses a read no query makes', () => {
    expect(() => queryForRead({ route: { method: 'GET', path: '/api/nowhere' } })).toThrow('/api/nowhere');
  });
});
