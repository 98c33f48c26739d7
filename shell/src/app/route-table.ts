import type { RemoteRoute } from '@pepper/contract';
import type { RemoteName } from '../federation/remotes';

export type { RemoteRoute };

/**
 * Every remote-backed path, from the page registry, which the server also reads to name a path's first files
 * in the document head.
 */
export { REMOTE_ROUTES } from '@pepper/router/pages';

type RemotePageRef = { remote: RemoteName; module: string };

/** The remote page a visitor most likely opens next from a given path, fetched while the browser is idle. */
const NEXT_ROUTE_HINTS: ({ prefix: string } & RemotePageRef)[] = [
  { prefix: '/menu', remote: 'guides', module: 'HeatCalculator' },
  { prefix: '/peppers', remote: 'catalog', module: 'PepperDetail' },
  { prefix: '/grow', remote: 'grow', module: 'GrowCategory' },
];
/** Everywhere else the Search tab, the database, is the likeliest next step. */
const DEFAULT_NEXT: RemotePageRef = { remote: 'catalog', module: 'PepperList' };

export function nextPageHint(pathname: string): RemotePageRef {
  const hint = NEXT_ROUTE_HINTS.find((h) => pathname === h.prefix || pathname.startsWith(`${h.prefix}/`));
  return hint ? { remote: hint.remote, module: hint.module } : DEFAULT_NEXT;
}
