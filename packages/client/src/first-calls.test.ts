import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from './endpoints';
import { firstCalls } from './first-calls';

afterEach(() => vi.unstubAllGlobals());

/** The addresses a query asks for when it runs. */
async function asked(options: { queryFn?: unknown }): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
  await (options.queryFn as () => Promise<unknown>)();
  return urls;
}

describe('the reads a page opens with, named for preloading', () => {
  it.each([
    ['Home', {}, async () => [...(await asked(queries.peppers())), ...(await asked(queries.stats()))]],
    [
      'PepperList',
      {},
      () => asked(queries.pepperPage({ page: 1, search: '', heatLevel: 'all', origin: 'all', letter: '' })),
    ],
    ['PepperDetail', { id: '12' }, () => asked(queries.pepper('12'))],
    ['HeatIndex', {}, () => asked(queries.peppers())],
    ['RecipeList', {}, () => asked(queries.recipes({ category: 'all', heatLevel: 'all' }))],
    ['GrowCenter', {}, () => asked(queries.peppers())],
  ])('%s: the very addresses its queries ask for', async (page, params, ask) => {
    expect(firstCalls(page, params)).toEqual(await ask());
  });

  it('names nothing for a page it does not know', () => {
    expect(firstCalls('Glossary')).toEqual([]);
  });
});
