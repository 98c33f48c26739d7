import { describe, expect, it } from 'vitest';
import { isApiPath, matchPath, pathTo, queryString } from './paths.js';
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

describe('addresses matched against the route definitions', () => {
  it('answers the parameters of an address of the route', () => {
    expect(matchPath(routes.removeFavorite, '/api/user/favorites/4')).toEqual({ id: '4' });
    expect(matchPath(routes.pepperImage, '/api/images/peppers/12.svg')).toEqual({ id: '12' });
    expect(matchPath(routes.getPepper, '/api/peppers/a%20b')).toEqual({ id: 'a b' });
  });

  it('answers null for an address of another route', () => {
    expect(matchPath(routes.removeFavorite, '/api/user/favorites')).toBeNull();
    expect(matchPath(routes.removeFavorite, '/api/user/favorites/4/more')).toBeNull();
    expect(matchPath(routes.pepperImage, '/api/images/peppers/12xsvg')).toBeNull();
    expect(matchPath(routes.getPepper, '/api/peppers/%E0%A4%A')).toBeNull();
  });

  it('holds each parameter to the pattern it is given', () => {
    expect(matchPath(routes.deleteSeedPacket, '/api/garden/seeds/7', '[0-9]+')).toEqual({ id: '7' });
    expect(matchPath(routes.deleteSeedPacket, '/api/garden/seeds/seven', '[0-9]+')).toBeNull();
  });

  it('tells the API addresses from the pages', () => {
    expect(isApiPath(pathTo(routes.health))).toBe(true);
    expect(isApiPath('/peppers/12')).toBe(false);
  });
});
