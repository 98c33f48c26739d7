/**
 * Every route the API registers under /api is one of the contract's, and takes its guard from the definition:
 * a route whose definition says 'user' or 'admin' gets that check here, whatever its file says, and a
 * route the contract does not define stops the start. A guard cannot be forgotten.
 */
import { routes, type RouteDef } from '@pepper/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { asList } from '../lib/route.js';

const definitions = new Map<string, RouteDef>(
  Object.values(routes as Record<string, RouteDef>).map((def) => [`${def.method} ${def.path}`, def]),
);

/** The contract's definition of a route, HEAD answering as its GET. */
export function definitionOf(method: string, url: string): RouteDef | undefined {
  return definitions.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

export default fp(
  async function contractRoutes(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const defs = methods.map((method) => definitionOf(method, route.url));
      if (defs.some((def) => !def))
        throw new Error(
          `${methods.join(',')} ${route.url} is not in the contract (packages/contract/src/routes.ts)`,
        );
      const auth = defs[0]!.auth;
      if (auth === 'none') return;
      // Checked as the request arrives, before its body is read or validated: a stranger learns nothing more.
      const guard = (auth === 'admin'
        ? app.requireAdmin
        : app.requireUser) as unknown as onRequestHookHandler;
      route.onRequest = [
        ...asList<onRequestHookHandler>(route.onRequest as onRequestHookHandler | onRequestHookHandler[]),
        guard,
      ];
    });
  },
  { name: 'contract-routes', dependencies: ['auth'] },
);
