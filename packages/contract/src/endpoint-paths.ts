/**
 * Every endpoint's method and path, and nothing more: the one place an API address is spelled. The route
 * definitions (routes.ts) add who may call each endpoint and its schemas, taking method and path from here.
 * The app writes and matches addresses from this table alone, so its pages and its service worker never
 * load the schemas, which only the API and the mocks validate with.
 */

import * as endpointList from './endpoint-list.js';
import { STRIPE_WEBHOOK_PATH, type Endpoint } from './endpoint.js';

export { STRIPE_WEBHOOK_PATH, type Endpoint, type Method } from './endpoint.js';

/** A call that changes state, and so honours the Idempotency-Key header. */
export const isIdempotentWrite = (endpoint: Endpoint): boolean =>
  (endpoint.method === 'POST' || endpoint.method === 'DELETE') && endpoint.path !== STRIPE_WEBHOOK_PATH;

/** Every endpoint by name (one export each in endpoint-list.ts, so a bundle keeps only those it names). */
export { endpointList as endpoints };

export type EndpointName = keyof typeof endpointList;
