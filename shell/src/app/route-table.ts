import type { RemoteRoute } from '@pepper/contract';
import { remoteRoutes } from '@pepper/contract/app-routes';
import platform from '@pepper/rspack-config/remotes.json';
import type { RemoteName } from '../federation/remotes';

export type { RemoteRoute };

/**
 * Every remote-backed path, from the one list of remotes (each remote's pages with the paths they render), which
 * the server also reads to name a path's first files in the document head.
 */
export const REMOTE_ROUTES: RemoteRoute[] = remoteRoutes(platform.remotes);

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
