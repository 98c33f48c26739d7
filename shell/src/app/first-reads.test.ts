import { createQueryClient, queries } from '@pepper/client';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putDocumentData } from '../test/document-data';
import { documentQueryState, FIRST_READS_WAIT_MS, firstReadsSettled, startFirstReads } from './first-reads';

afterEach(() => vi.unstubAllGlobals());

function fetchSpy() {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response('{"peppers":[],"total":0}', { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the first reads of the opening page start before any page code has loaded', () => {
  it('the database page 1 is in the cache, under the key its page asks with, by the time the page renders', async () => {
    const fetch = fetchSpy();
    const client = createQueryClient();
    startFirstReads(client, { pathname: '/peppers', search: '' });
    // Page 1, and the letters the letter bar highlights.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/peppers?page=1&limit=20',
      '/api/peppers/letters',
    ]);
    await vi.waitFor(() =>
      expect(
        client.getQueryData(['/api/peppers', 'page', 1, 20, undefined, undefined, undefined, undefined]),
      ).toEqual({ peppers: [], total: 0 }),
    );
  });

  it('Home starts its pepper list and stats', () => {
    const fetch = fetchSpy();
    startFirstReads(createQueryClient(), { pathname: '/', search: '' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/peppers', '/api/stats']);
  });

  it('an address with filters, or a page with no first reads, starts nothing', () => {
    const fetch = fetchSpy();
    startFirstReads(createQueryClient(), { pathname: '/peppers', search: '?heatLevel=hot' });
    startFirstReads(createQueryClient(), { pathname: '/glossary', search: '' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the first data the server wrote into the document', () => {
  /** A document whose query state answers `answers` (query key to data), as the server dehydrates it. */
  async function documentWith(answers: [QueryKey, unknown][]) {
    const server = createQueryClient();
    for (const [key, data] of answers) server.setQueryData(key, data);
    return putDocumentData('query-state', JSON.stringify(dehydrate(server)));
  }

  it('is not asked for again: only the reads it does not answer start', async () => {
    const fetch = fetchSpy();
    const remove = await documentWith([
      [queries.user().queryKey, null],
      [queries.favorites().queryKey, []],
      [queries.pepperPage({ page: 1 }).queryKey, { peppers: [], total: 0 }],
    ]);
    const client = createQueryClient();
    startFirstReads(client, { pathname: '/peppers', search: '' }, documentQueryState());
    remove();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/peppers/letters']);
  });

  it('counts as read now, so a kept document does not make every page ask again', async () => {
    const remove = await documentWith([[queries.user().queryKey, null]]);
    const state = documentQueryState(1_000_000);
    remove();
    expect(state?.queries.map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt])).toEqual([
      [queries.user().queryKey, null, 1_000_000],
    ]);
  });

  it('is none when the document carries none, or none that can be read', () => {
    expect(documentQueryState()).toBeUndefined();
    const remove = putDocumentData('query-state', '{not json');
    expect(documentQueryState()).toBeUndefined();
    remove();
  });
});

describe('a remote page waits for the first reads of the page the app opened on', () => {
  it('until they arrive', async () => {
    vi.useFakeTimers();
    try {
      let answer!: (r: Response) => void;
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>((r) => (answer = r))),
      );
      startFirstReads(createQueryClient(), { pathname: '/peppers/12', search: '' });
      let settled = false;
      void firstReadsSettled('/peppers/12').then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 1);
      expect(settled).toBe(false);
      answer(new Response('{"id":12}', { headers: { 'content-type': 'application/json' } }));
      await vi.waitFor(() => expect(settled).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('no longer than the wait, and not at all on another page', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      startFirstReads(createQueryClient(), { pathname: '/recipes', search: '' });
      let settled = false;
      void firstReadsSettled('/recipes').then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      await expect(firstReadsSettled('/grow')).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
