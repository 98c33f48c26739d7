import { remoteRoutes } from '@pepper/contract';
import { firstReads } from '@pepper/client/page-reads';
import { describe, expect, it } from 'vitest';
import { firstData, ReadRefused, type ReadApi } from './first-data.js';

const routes = remoteRoutes([
  {
    name: 'catalog',
    pages: {
      PepperList: ['/peppers'],
      PepperDetail: ['/peppers/:id'],
      Favorites: ['/favorites'],
      RecipeDetail: ['/recipes/:id'],
    },
  },
]);

/** The API as a page reads it: `answers` by address, any other address refused with `status`. */
const api =
  (answers: Record<string, unknown>, status: number): ReadApi =>
  (url) =>
    url in answers ? Promise.resolve(answers[url]) : Promise.reject(new ReadRefused(url, status));

/** The key the pepper page's read is kept under. */
const pepperKey = (id: string) => firstReads(routes, `/peppers/${id}`)[0]!.query.queryKey;

const stateOf = (data: Awaited<ReturnType<typeof firstData>>, queryKey: readonly unknown[]) =>
  data.state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(queryKey))?.state;

describe('the first data of a page', () => {
  it('carries a pepper that does not exist as its answer, so the document shows it as not found', async () => {
    const data = await firstData(routes, '/peppers/1', '', false, api({}, 404));
    const state = stateOf(data, pepperKey('1'));
    expect(state?.status).toBe('success');
    expect(state?.data).toBeNull();
    expect(data.answered.has('/api/peppers/1')).toBe(true);
  });

  it('leaves a read that failed for another reason to the browser', async () => {
    const data = await firstData(routes, '/peppers/1', '', false, api({}, 500));
    expect(stateOf(data, pepperKey('1'))).toBeUndefined();
    expect(data.answered.has('/api/peppers/1')).toBe(false);
  });

  it('counts a missing answer only for a read whose page takes it as one', async () => {
    const data = await firstData(routes, '/peppers', '', false, api({}, 404));
    expect(data.state.queries.filter((q) => String(q.queryKey[0]).startsWith('/api/peppers'))).toEqual([]);
    expect([...data.answered].filter((url) => url.startsWith('/api/peppers'))).toEqual([]);
  });

  it('carries "nobody signed in" for a visitor with a session, as the browser reads it, so both draw the same page', async () => {
    const data = await firstData(routes, '/favorites', '', true, api({ '/api/user/favorites': [] }, 401));
    const user = data.state.queries.find((q) => q.queryKey[0] === '/api/user');
    expect(user?.state.status).toBe('success');
    expect(user?.state.data).toBeNull();
    expect(data.answered.has('/api/user')).toBe(true);
  });

  it("reads the members' recipes into a member's document of a recipe's page, and never for a caller without a session", async () => {
    const mash = { id: 1001, title: 'Six-Week Fermented Carolina Reaper Mash' };
    const answers = { '/api/recipes': [], '/api/premium/recipes': [mash], '/api/user/favorites': [] };
    const asked: string[] = [];
    const recording: ReadApi = (url) => (asked.push(url), api(answers, 401)(url));
    const member = await firstData(routes, '/recipes/1001', '', true, recording);
    expect(member.answered.has('/api/premium/recipes')).toBe(true);
    expect(JSON.stringify(member.state)).toContain(mash.title);

    asked.length = 0;
    const visitor = await firstData(routes, '/recipes/1001', '', false, recording);
    expect(asked).not.toContain('/api/premium/recipes');
    expect(JSON.stringify(visitor.state)).not.toContain(mash.title);
  });

  it("leaves out the members' recipes a free member's session is refused", async () => {
    const data = await firstData(routes, '/recipes/1001', '', true, api({ '/api/recipes': [] }, 403));
    expect(data.answered.has('/api/premium/recipes')).toBe(false);
    expect(data.state.queries.some((q) => q.queryKey[0] === '/api/premium/recipes')).toBe(false);
  });
});
