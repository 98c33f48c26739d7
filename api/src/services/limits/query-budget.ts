/**
 * New query answers per client address. A body already cached costs next to nothing; one a query produces for
 * the first time is filtered, serialized and compressed (a search, a filter, an as-you-type suggestion). A
 * person requests a few dozen new lists a minute at most, while a client that varies every query would
 * otherwise make the server build one per request. Counted in the shared counters, in small batches (see
 * batchFor), so every API process draws on one budget.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { batchFor, type Limiter } from './rate-limit-store.js';
import type { BodyCache } from '../../lib/body-cache.js';
import type { CachedBody, Serialized } from '../../lib/http-cache.js';

const WINDOW_MS = 60_000;

export class QueryBudget {
  /** Milliseconds of CPU new answers may cost an address a minute: 1 ms a query on average, at least 100. */
  private readonly msPerMinute: number;

  constructor(
    private readonly limiter: Limiter,
    private readonly perMinute: number,
  ) {
    this.msPerMinute = Math.max(100, perMinute);
  }

  /** The cached body for `key`, or a new one if the caller still has new queries left this minute (else 429). */
  async body(
    request: FastifyRequest,
    reply: FastifyReply,
    bodies: BodyCache,
    key: string,
    build: () => Serialized,
  ): Promise<CachedBody> {
    if (bodies.has(key)) return bodies.get(key, build, { shared: false });
    const countKey = `new-queries|${request.ip}`;
    const costKey = `new-queries-ms|${request.ip}`;
    const spent = this.limiter.blockedUntil(costKey);
    if (spent) this.refuse(reply, spent);
    const { allowed, resetAt } = await this.limiter.take(countKey, {
      max: this.perMinute,
      windowMs: WINDOW_MS,
      batch: batchFor(this.perMinute),
    });
    if (!allowed) this.refuse(reply, resetAt);
    // Also counted by cost: a client choosing the most expensive queries (the longest lists, the longest
    // texts) runs out long before one making a person's requests.
    const started = performance.now();
    const body = bodies.get(key, build, { shared: false });
    await this.limiter.take(costKey, {
      max: this.msPerMinute,
      windowMs: WINDOW_MS,
      cost: Math.ceil(performance.now() - started),
      batch: batchFor(this.msPerMinute),
    });
    return body;
  }

  private refuse(reply: FastifyReply, resetAt: number): never {
    reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    throw new HttpError(429, 'Too many different searches in a minute. Please wait a moment and try again.');
  }
}
