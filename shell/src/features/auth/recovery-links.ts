import { isSafeReturnTo } from '@pepper/domain/plans';

/** A recovery screen's address, carrying the page to return to after sign-in. */
export function recoveryAddress(path: '/forgot-password' | '/reset-password' | '/login', returnTo: string) {
  return isSafeReturnTo(returnTo) && returnTo !== '/'
    ? `${path}?returnTo=${encodeURIComponent(returnTo)}`
    : path;
}
