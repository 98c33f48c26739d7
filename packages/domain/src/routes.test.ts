import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes';

describe('the route table (spec 02 §2)', () => {
  it('has no duplicates', () => expect(new Set(ROUTES).size).toBe(ROUTES.length));
  it.each([
    ['/', '/'],
    ['/peppers', '/peppers'],
    ['/peppers/42', '/peppers/:id'],
    ['/grow/climate', '/grow/climate'],
    ['/grow/beginner', '/grow/:category'],
    ['/tools', '/tools'],
    ['/tools/heat-calc', '/tools/heat-calc'],
    ['/tools/heat-quiz', '/tools/heat-quiz'],
    ['/heat-tolerance-quiz', '/heat-tolerance-quiz'],
    ['/tools/fertilizer', '/tools/:tool'],
    ['/collections/nuclear', '/collections/:collection'],
    ['/guides/preservation', '/guides/preservation'],
    ['/admin/images', '/admin/images'],
    ['/recipes/7/', '/recipes/:id'],
    ['/peppers?search=ghost', '/peppers'],
  ])('shows %s as %s', (path, pattern) => expect(matchRoute(path)?.pattern).toBe(pattern));

  it('reads parameters', () => expect(matchRoute('/collections/heirlooms')?.params).toEqual({ collection: 'heirlooms' }));

  it.each(['/database', '/guides', '/guides/unknown', '/peppers/1/edit', '/nope'])('sends %s to the not-found screen', (path) => expect(matchRoute(path)).toBeNull());
});
