/**
 * Pages rendered afresh per client address. A page already rendered for anonymous callers is answered from memory
 * and costs nothing; a new one (a new address, an unknown id's not-found page, a signed-in person's own page) takes
 * the server's renderer several milliseconds. A person opens a few new pages a minute; a client that invents
 * addresses would otherwise make the server render one per request. Counted in the shared counters, in small
 * batches (see batchFor), so every API process draws on one budget.
 */
import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/http-error.js';
import { batchFor, type Limiter } from './rate-limit-store.js';

/**
 * Counted in 10-second windows of a sixth of the minute's figure, so a flood cannot spend a whole minute's renders in
 * its first seconds: a person opens a few new pages in ten seconds, a script a hundred.
 */
const WINDOW_MS = 10_000;

export const TOO_MANY_RENDERS =
  'Too many different pages in a short time. Please wait a moment and try again.';

export class RenderBudget {
  private readonly perWindow: number;

  constructor(
    private readonly limiter: Limiter,
    perMinute: number,
  ) {
    this.perWindow = Math.max(1, Math.ceil(perMinute / 6));
  }

  /** Spends one render from the request's address, or answers 429 (throws) when the minute's are spent. */
  async spend(request: Pick<FastifyRequest, 'ip'>): Promise<void> {
    const key = `renders|${request.ip}`;
    // Refused from memory once this process has seen the budget spent: a flood costs no round trips.
    const spent = this.limiter.blockedUntil(key);
    if (spent) this.refuse(spent);
    const { allowed, resetAt } = await this.limiter.take(key, {
      max: this.perWindow,
      windowMs: WINDOW_MS,
      batch: batchFor(this.perWindow),
    });
    if (!allowed) this.refuse(resetAt);
  }

  private refuse(resetAt: number): never {
    throw new TooManyRequests(TOO_MANY_RENDERS, Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
  }
}
