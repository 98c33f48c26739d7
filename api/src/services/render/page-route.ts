/**
 * The route that answers the app's page addresses with their documents. A path the app has a page for (a shell
 * page or a remote's route in the page registry, matched by React Router's own `matchRoutes` as the browser's
 * router matches it)
 * gets its page; any other path that names no file gets the not-found page with 404, which the browser's router
 * shows too. The API's addresses and files nobody serves are left to the not-found handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '@pepper/router/pages';
import { cacheControlFor, isSharedPage, PRIVATE_NO_STORE } from '../../lib/cache-rules.js';
import { sendCached, type CachedBody } from '../../lib/http-cache.js';

/** The document for an address and its caller: its text, or the bytes kept for everyone without a session. */
export type PageDocument = (
  request: FastifyRequest,
  pathname: string,
  search: string,
) => Promise<string | CachedBody>;

/** A path that names a file or an address of the API: never a page. */
const notAPage = (pathname: string) => pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname);

/** Answers GET (and HEAD) for every page address with the document `document` gives. */
export function registerPageRoute(app: FastifyInstance, document: PageDocument): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/'] = request.url.split('?');
    const found = isAppPath(pathname);
    if (!found && notAPage(pathname)) return reply.callNotFound();
    // The query string with its '?', as the browser's location.search has it.
    const search = request.url.slice(pathname.length);
    // 404 for a path no page has, for an id or key nothing has (pepper, recipe, collection), and for a members'
    // recipe the caller's plan does not open.
    const status = found ? await app.pageStatusFor(request, pathname) : 404;
    const body = await document(request, pathname, search);
    // The same document shows the not-found page, but tells browsers and crawlers the page is not there.
    reply.code(status);
    // Without a session the document is everyone's (a shared cache may keep it); with one it holds the person's
    // own answers, and nothing may keep it. A personal or random page is nobody else's, session or not.
    const cacheControl = isSharedPage(pathname)
      ? cacheControlFor(request, status === 404 ? 'missingDocument' : 'document', PRIVATE_NO_STORE)
      : PRIVATE_NO_STORE;
    if (typeof body !== 'string')
      return sendCached(request, reply, body, { contentType: 'text/html; charset=utf-8', cacheControl });
    return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(body);
  };
  app.get('/', answer);
  app.get('/*', answer);
}
