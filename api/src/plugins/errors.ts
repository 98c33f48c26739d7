/**
 * Every error is JSON {statusCode, error, message}; a 5xx never shows its cause (it is logged with the
 * request id instead). Unknown addresses are 404 JSON; the app's pages have a route of their own.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection.js';
import fp from 'fastify-plugin';
import { CodedHttpError, DATABASE_UNAVAILABLE, HttpError, TooManyRequests } from '../lib/http-error.js';

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

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
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
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      if (status !== 404 && status !== 401)
        request.log.info({ code: error.code, message: error.message }, 'request refused');
      return reply.code(status).send(body(status, error.message));
    });

    // Page addresses have a route of their own (services/render/page-route.ts): what reaches here is not found.
    app.setNotFoundHandler(async (request, reply) => {
      return reply
        .code(404)
        .send(body(404, `Route ${request.method}:${request.url.split('?')[0]} not found`));
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
