import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWERS_WITHOUT_SESSION, PAGE_READS, readsOfPage } from '@pepper/contract';
import { queries } from './endpoints';
import { queryForRead, type FirstRead } from './page-reads';

afterEach(() => vi.unstubAllGlobals());

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

describe("a page's first reads, as the queries that ask for them", () => {
  it.each(Object.keys(PAGE_READS))('each read of %s is the very address its query asks for', async (page) => {
    for (const read of readsOfPage(page, { id: '12' }).map(queryForRead))
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

  it("a pepper's read is the query of its detail page", () => {
    const [read] = readsOfPage('PepperDetail', { id: '12' }).map(queryForRead);
    expect(read!.query.queryKey).toEqual(queries.pepper('12').queryKey);
  });

  it('refuses a read no query makes', () => {
    expect(() => queryForRead({ route: { method: 'GET', path: '/api/nowhere' } })).toThrow('/api/nowhere');
  });
});
