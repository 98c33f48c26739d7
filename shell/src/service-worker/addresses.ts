/// <reference lib="webworker" />
import { matchPath } from '@pepper/contract/paths';

declare const self: ServiceWorkerGlobalScope;

/** An address of this origin whose path passes the test. */
export const ownAddress = (url: URL, test: (path: string) => boolean): boolean =>
  url.origin === self.location.origin && test(url.pathname);

/** A test of a path: whether it is an address of one of the routes. */
export const anyOf =
  (...defs: { path: string }[]) =>
  (path: string): boolean =>
    defs.some((def) => matchPath(def, path) !== null);
