/**
 * New query answers per client. A body already cached costs next to nothing; one a query produces for the
 * first time is filtered, serialized and compressed. A person asks for a few dozen new lists a minute at most,
 * while a client that varies every query would otherwise make the server build one per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.js';
import { MemoryCounter } from '../services/rate-limit-store.js';
import type { BodyCache } from './body-cache.js';
import type { CachedBody, Serialized } from './http-cache.js';

const WINDOW_MS = 60_000;

export class QueryBudget {
  private readonly counter = new MemoryCounter();
  constructor(private readonly perMinute: number) {}

  /** The cached body for `key`, or a new one if the caller still has new queries left this minute (else 429). */
  async body(
    request: FastifyRequest,
    reply: FastifyReply,
    bodies: BodyCache,
    key: string,
    build: () => Serialized,
  ): Promise<CachedBody> {
    if (!bodies.has(key)) {
      const { count, resetAt } = await this.counter.hit(request.ip, WINDOW_MS);
      if (count > this.perMinute) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
        throw new HttpError(
          429,
          'Too many different searches in a minute. Please wait a moment and try again.',
        );
      }
    }
    return bodies.get(key, build, { shared: false });
  }
}
