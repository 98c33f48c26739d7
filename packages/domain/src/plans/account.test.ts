import { describe, expect, it } from 'vitest';
import { isSafeReturnTo, pageAfterSignOut, returnToOr, signInAddress } from './account';

describe('returning after signing in', () => {
  it('accepts a page of this site, with its query', () => {
    expect(isSafeReturnTo('/peppers/12')).toBe(true);
    expect(isSafeReturnTo('/premium?tab=kits')).toBe(true);
    expect(returnToOr('/peppers/12')).toBe('/peppers/12');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/\tevil', '/a b', '', null])(
    'refuses %j, which a browser would take to another site',
    (bad) => {
      expect(isSafeReturnTo(bad)).toBe(false);
      expect(returnToOr(bad, '/menu')).toBe('/menu');
    },
  );

  it('refuses an address too long to be a page of this site', () =>
    expect(isSafeReturnTo(`/${'a'.repeat(500)}`)).toBe(false));

  it('names the page to come back to in the sign-in address, and leaves it out for Home', () => {
    expect(signInAddress('/peppers/12')).toBe('/login?returnTo=%2Fpeppers%2F12');
    expect(signInAddress('/menu', 'signup')).toBe('/signup?returnTo=%2Fmenu');
    expect(signInAddress('/')).toBe('/login');
    expect(signInAddress('//evil.example')).toBe('/login');
  });
});

describe('where signing out leads', () => {
  it('stays on a page anyone may see', () => {
    expect(pageAfterSignOut('/peppers/12')).toBe('/peppers/12');
    expect(pageAfterSignOut('/menu')).toBe('/menu');
    expect(pageAfterSignOut('/favorites')).toBe('/favorites');
  });

  it('goes Home from a page of the account’s own things', () => {
    for (const path of ['/account', '/garden', '/garden/3', '/identify/history', '/admin/images', '/logout'])
      expect(pageAfterSignOut(path)).toBe('/');
    expect(pageAfterSignOut('/gardening-tips')).toBe('/gardening-tips');
  });
});
