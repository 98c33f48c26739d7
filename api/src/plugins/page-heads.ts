/** The head of every page of the app (services/page-heads), read from the catalog held in memory. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { baseUrl, PageHeads, type RenderedHead } from '../services/page-heads/index.js';
import { isAppPage } from '../config/app-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: PageHeads;
    /** The head of the page a request is for, as HTML, with its status. */
    pageHeadFor(pathname: string, request: FastifyRequest): RenderedHead;
    /** The origin the request's absolute addresses start with (PUBLIC_URL, else the request's own). */
    publicBase(request: FastifyRequest): string;
  }
}

export default fp(
  async function pageHeadsPlugin(app: FastifyInstance) {
    const heads = new PageHeads(app.catalog, isAppPage);
    const base = (request: FastifyRequest) => baseUrl(app.config.publicUrl, request);
    app.decorate('pageHeads', heads);
    app.decorate('publicBase', base);
    app.decorate('pageHeadFor', (pathname: string, request: FastifyRequest) =>
      heads.rendered(pathname, base(request)),
    );
  },
  { name: 'page-heads', dependencies: ['config', 'database'] },
);
