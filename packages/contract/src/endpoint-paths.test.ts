import { describe, expect, it } from 'vitest';
import { endpoints, isIdempotentWrite } from './endpoint-paths.js';
import { routes } from './routes.js';

describe('the endpoint table', () => {
  it('has a route for every endpoint, and an endpoint for every route, under the same name', () => {
    expect(Object.keys(routes).toSorted()).toEqual(Object.keys(endpoints).toSorted());
  });

  it('gives each route its method and path', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { method, path } = routes[name as keyof typeof routes];
      expect({ name, method, path }).toEqual({ name, ...endpoint });
    }
  });

  it('tells the writes that honour an idempotency key', () => {
    expect(isIdempotentWrite(endpoints.addFavorite)).toBe(true);
    expect(isIdempotentWrite(endpoints.removeFavorite)).toBe(true);
    expect(isIdempotentWrite(endpoints.listFavorites)).toBe(false);
    expect(isIdempotentWrite(endpoints.stripeWebhook)).toBe(false);
  });
});
