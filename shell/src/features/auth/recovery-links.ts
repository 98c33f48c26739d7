import { isSafeReturnTo } from '@pepper/domain/plans';

/** An address of the recovery screens that keeps the page to come back to once signed in. */
export function recoveryAddress(path: '/forgot-password' | '/reset-password' | '/login', returnTo: string) {
  return isSafeReturnTo(returnTo) && returnTo !== '/'
    ? `${path}?returnTo=${encodeURIComponent(returnTo)}`
    : path;
}
