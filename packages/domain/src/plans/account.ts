/** Where signing in and signing out lead. */

const MAX_RETURN_TO = 500;

/**
 * A path of this site that is safe to send a browser to after signing in: it starts with one '/', and holds no
 * backslash (browsers read '/\host' as '//host'), no space and no control character (browsers drop tabs and
 * newlines from addresses, which could turn it into another host's address).
 */
export function isSafeReturnTo(value: string | null | undefined): value is string {
  if (!value || value.length > MAX_RETURN_TO || !value.startsWith('/')) return false;
  if (value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\x00-\x20\x7f]/.test(value);
}

/** The page to return to after signing in: the one named when it is safe, else `fallback`. */
export function returnToOr(value: string | null | undefined, fallback = '/'): string {
  return isSafeReturnTo(value) ? value : fallback;
}

/** Pages that show only a signed-in person's own things: after signing out there is nothing left to see. */
const PRIVATE_PAGES = ['/account', '/garden', '/identify/history', '/admin'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Where signing out leads from a page: back to it when anyone may see it, else Home. */
export function pageAfterSignOut(path: string): string {
  if (!isSafeReturnTo(path)) return '/';
  const pathname = path.split(/[?#]/)[0]!;
  return PRIVATE_PAGES.some((p) => under(pathname, p)) || pathname === '/logout' ? '/' : path;
}

/** The address of the sign-in screen that comes back to `returnTo` ('/signup' opens on creating an account). */
export function signInAddress(returnTo: string, screen: 'signin' | 'signup' = 'signin'): string {
  const base = screen === 'signup' ? '/signup' : '/login';
  return isSafeReturnTo(returnTo) && returnTo !== '/'
    ? `${base}?returnTo=${encodeURIComponent(returnTo)}`
    : base;
}
