/**
 * The host rule (lib/hosts.ts): a request for a host the app does not answer for gets 400 before anything reads
 * its Host, and `requestOrigin` names where the browser is from a known, finite set of origins.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANY_HOST_PATHS, hostAllowed, requestOrigin } from '../lib/hosts.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin the browser opened the request's page at, from the hosts the app answers for. */
    requestOrigin(request: FastifyRequest): string;
    /** Whether the request's host was checked against the host rule (PUBLIC_URL or ALLOWED_HOSTS is set). */
    hostChecked(): boolean;
  }
}

export const UNKNOWN_HOST = 'This server does not answer for that host name.';

export default fp(
  async function hostsPlugin(app: FastifyInstance) {
    const { allowedHosts, publicUrl } = app.config;
    app.decorate('requestOrigin', (request: FastifyRequest) =>
      requestOrigin(publicUrl, allowedHosts, request),
    );
    app.decorate('hostChecked', () => allowedHosts !== null);
    if (allowedHosts === null) return;
    app.addHook('onRequest', async (request, reply) => {
      if (hostAllowed(allowedHosts, request) || ANY_HOST_PATHS.test(request.url)) return;
      reply.header('cache-control', 'no-store');
      throw new HttpError(400, UNKNOWN_HOST);
    });
  },
  { name: 'hosts', dependencies: ['config', 'errors'] },
);
