/**
 * Every error is JSON {statusCode, error, message}; a 5xx never shows its cause (it is logged with the
 * request id instead). Unknown paths are 404 JSON, except page paths in production mode, which get the
 * shell's index.html so the client-side router can answer them (with 404 when no page of the app has the path).
 */
import { cacheControlFor, PRIVATE_NO_STORE } from '../lib/cache-rules.js';
import { sendCached, type CachedBody } from '../lib/http-cache.js';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection.js';
import fp from 'fastify-plugin';
import { CodedHttpError, DATABASE_UNAVAILABLE, HttpError, RetryLater } from '../lib/http-error.js';

const body = (statusCode: number, message: string, code?: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(code ? { code } : {}),
});

/** Whether an error's message was written for the app's users, rather than by a driver or a library. */
function ownMessage(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  const e = error as {
    sql?: unknown;
    sqlMessage?: unknown;
    errno?: unknown;
    syscall?: unknown;
    message?: string;
  };
  if (e.sql || e.sqlMessage || e.errno !== undefined || e.syscall) return false;
  return !/knex|sql|pool|connection|socket|ECONN|ETIMEDOUT|stream/i.test(e.message ?? '');
}

const genericMessage = (status: number) =>
  status === 503 || status === 502 || status === 504
    ? 'A service this needs is not answering right now. Please try again in a few seconds.'
    : 'Something went wrong';

type ShellDocument = (
  pathname: string,
  search: string,
  request: FastifyRequest,
  head: string,
) => Promise<string | CachedBody>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The built shell's document for a path and its caller when the app is served (plugins/static.ts), else null. */
    shellDocument: ShellDocument | null;
  }
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.decorate('shellDocument', null as ShellDocument | null);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof CodedHttpError && error.statusCode === 503) {
        request.log.error({ err: error.cause ?? error, code: error.code }, 'write not completed');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(body(503, error.message, error.code));
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing was acknowledged: the client may safely send the same request again shortly.
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(body(503, DATABASE_UNAVAILABLE, 'database_unavailable'));
      }
      const status = error.validation ? 400 : (error.statusCode ?? 500);
      if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        // Only the app's own messages are shown: a driver's or a library's text (SQL, pool state, hosts) is not.
        const own = status !== 500 && ownMessage(error);
        return reply
          .code(status)
          .send(
            body(
              status,
              own ? error.message : status === 500 ? 'Something went wrong' : genericMessage(status),
            ),
          );
      }
      if (error instanceof CodedHttpError)
        return reply.code(status).send(body(status, error.message, error.code));
      if (status !== 404 && status !== 401)
        request.log.info({ code: error.code, message: error.message }, 'request refused');
      return reply.code(status).send(body(status, error.message));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const page =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
      const [pathname] = request.url.split('?');
      // The query string with its '?', as the browser's location.search has it.
      const search = request.url.slice(pathname.length);
      if (page && app.shellDocument && !/\.[a-z0-9]+$/i.test(pathname)) {
        // 404 for a path no page has and for an id or key nothing has (pepper, recipe, collection).
        const head = app.pageHeadFor(pathname, request);
        const document = await app.shellDocument(pathname, search, request, head.html);
        // The same document shows the not-found page, but tells browsers and crawlers the page is not there.
        reply.code(head.status);
        // Without a session the document is everyone's (a shared cache may keep it); with one it holds the
        // person's own answers, and nothing may keep it.
        const cacheControl = cacheControlFor(
          request,
          head.status === 404 ? 'missingDocument' : 'document',
          PRIVATE_NO_STORE,
        );
        if (typeof document !== 'string')
          return sendCached(request, reply, document, {
            contentType: 'text/html; charset=utf-8',
            cacheControl,
          });
        return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(document);
      }
      return reply
        .code(404)
        .send(body(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
