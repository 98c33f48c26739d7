/**
 * Whether the page a request is for is there (services/page-heads), read from the catalog held in memory, and the
 * origin the sitemap and robots.txt write their addresses on. The page's head itself is rendered by the page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { baseUrl, pageStatus } from '../services/page-heads/index.js';
import { isAppPage } from '../config/app-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * 404 for an address that names nothing for the caller (no page, an unknown pepper, recipe, collection or
     * category, or a members' recipe their plan does not open).
     */
    pageStatusFor(request: FastifyRequest, pathname: string): Promise<200 | 404>;
    /** The origin the request's absolute addresses start with (PUBLIC_URL, else the request's own). */
    publicBase(request: FastifyRequest): string;
  }
}

export default fp(
  async function pageHeadsPlugin(app: FastifyInstance) {
    app.decorate('publicBase', (request: FastifyRequest) => baseUrl(app.config.publicUrl, request));
    // The account is read only for a members' recipe: no other page's status depends on who asks.
    app.decorate('pageStatusFor', (request: FastifyRequest, pathname: string) =>
      pageStatus(
        app.catalog,
        pathname,
        isAppPage,
        async () => (await request.currentUser())?.planType ?? null,
      ),
    );
  },
  { name: 'page-heads', dependencies: ['config', 'database', 'auth'] },
);
