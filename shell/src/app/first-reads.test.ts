import { createQueryClient } from '@pepper/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirstReads } from './first-reads';

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
    expect(fetch).toHaveBeenCalledTimes(1);
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
