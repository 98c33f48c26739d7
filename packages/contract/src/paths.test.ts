import { describe, expect, it } from 'vitest';
import { pathTo, queryString } from './paths.js';
import { routes } from './routes.js';

describe('addresses built from the route definitions', () => {
  it('fills each parameter of the path, encoded', () => {
    expect(pathTo({ path: '/api/peppers/:id' }, { id: 'a b/c' })).toBe('/api/peppers/a%20b%2Fc');
    expect(pathTo({ path: '/api/garden/:id/events/:eventId' }, { id: 3, eventId: 9 })).toBe(
      '/api/garden/3/events/9',
    );
  });

  it('ends a parameter at a dot, as in an illustration or photo address', () => {
    expect(pathTo(routes.pepperImage, { id: 7 })).toBe('/api/images/peppers/7.svg');
    expect(pathTo(routes.confirmationPhoto, { id: 3 })).toBe('/api/identify/confirmations/3/photo.jpg');
  });

  it('appends only the query values that are set', () => {
    expect(pathTo(routes.listPeppers, {}, { page: 2, search: '', origin: undefined, letter: 'C' })).toBe(
      '/api/peppers?page=2&letter=C',
    );
    expect(queryString({ a: null })).toBe('');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => pathTo({ path: '/api/peppers/:id' } as { path: string }, {} as never)).toThrow(':id');
  });
});
