/// <reference lib="webworker" />
import { endpoints } from '@pepper/contract/endpoint-paths';
import { isApiPath } from '@pepper/contract/paths';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { anyOf, ownAddress } from './addresses';
import { NETWORK_TIMEOUT_S } from './cache-names';

/** Health checks and the offline pack's own fetch always go to the network. */
const isAlwaysAsked = anyOf(endpoints.health, endpoints.ready, endpoints.offlinePack);

/** The API reads other than the catalog and favorites: network first, with the last response cached. */
export function serveOtherReads(userCache: string, connection: WorkboxPlugin): void {
  // Health checks are how a page learns the connection is back.
  registerRoute(({ url }) => ownAddress(url, isAlwaysAsked), new NetworkOnly({ plugins: [connection] }));

  // Every other read is cached for when the server cannot be reached.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && ownAddress(url, isApiPath),
    new NetworkFirst({
      cacheName: userCache,
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [connection, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    }),
  );
}
