import { remoteRoutes } from '@pepper/contract';
import { firstReads } from '@pepper/client/page-reads';
import { describe, expect, it } from 'vitest';
import { firstData, ReadRefused, type ReadApi } from './first-data.js';

const routes = remoteRoutes([
  { name: 'catalog', pages: { PepperList: ['/peppers'], PepperDetail: ['/peppers/:id'] } },
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
});
