/**
 * Rate-limit counters every API process shares: in Redis when REDIS_URL is set (falling back to the database
 * while Redis does not answer), else in the database. A route that names a group shares one counter with the
 * other routes of that group (sign-up and sign-in draw on one budget); any other route counts on its own.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connection.js';

export interface Hit {
  /** What the window has counted so far, this hit included. */
  count: number;
  /** When the window closes (epoch ms). */
  resetAt: number;
}

export interface Counter {
  /** Adds `cost` (1 by default) to `key` in a window of `windowMs`; answers the total so far and when the window closes. */
  hit(key: string, windowMs: number, cost?: number): Promise<Hit>;
  /** The same without counting. */
  peek(key: string): Promise<Hit>;
}

/** Fixed windows in the rate_limits table: one atomic upsert a hit. */
export class DatabaseCounter implements Counter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, cost = 1) {
    const now = Date.now();
    const expired = this.db.raw('?? <= ?', ['rate_limits.reset_at', now]);
    await this.db('rate_limits')
      .insert({ key, hits: cost, reset_at: now + windowMs })
      .onConflict('key')
      .merge({
        hits: this.db.raw('CASE WHEN ? THEN ? ELSE ?? + ? END', [expired, cost, 'rate_limits.hits', cost]),
        reset_at: this.db.raw('CASE WHEN ? THEN ? ELSE ?? END', [
          expired,
          now + windowMs,
          'rate_limits.reset_at',
        ]),
      });
    // Now and then, drop windows that closed long ago rather than sweeping on a timer.
    if (Math.random() < 0.001)
      await this.db('rate_limits')
        .where('reset_at', '<', now - windowMs)
        .delete();
    return this.peek(key);
  }

  async peek(key: string) {
    const row = await this.db('rate_limits').where({ key }).first('hits', 'reset_at');
    return row && Number(row.reset_at) > Date.now()
      ? { count: Number(row.hits), resetAt: Number(row.reset_at) }
      : { count: 0, resetAt: Date.now() };
  }
}

/** Fixed windows in Redis: INCRBY, with the expiry set by the first hit of a window. */
export class RedisCounter implements Counter {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number, cost = 1) {
    const results = await this.redis.multi().incrby(key, cost).pexpire(key, windowMs, 'NX').pttl(key).exec();
    if (!results || results.some(([err]) => err))
      throw results?.find(([err]) => err)?.[0] ?? new Error('rate limit counter failed');
    const count = Number(results[0][1]);
    const ttl = Number(results[2][1]);
    return { count, resetAt: Date.now() + Math.max(0, ttl) };
  }

  async peek(key: string) {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(0, ttl) };
  }
}

export type RedisState = 'up' | 'down' | 'not configured';

/**
 * Redis while it answers, the database otherwise: a limit never fails a request because Redis is gone. A
 * connection still being made, or lost, counts as down, so the first request after a start is counted in the
 * database instead of failing. While Redis is down a window starts again in the database (counts made in
 * Redis are not carried over), so a caller may get up to one extra window's worth during a switch.
 */
export class FailoverCounter implements Counter {
  /** After a command failed or timed out, Redis is left alone this long (every request would wait otherwise). */
  static readonly PAUSE_MS = 2000;
  private pausedUntil = 0;
  private readonly primary: RedisCounter;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: Counter,
    private readonly onFailure: (err: unknown) => void = () => undefined,
  ) {
    this.primary = new RedisCounter(redis);
  }

  get state(): RedisState {
    return this.redis.status === 'ready' && Date.now() >= this.pausedUntil ? 'up' : 'down';
  }

  private async use<T>(run: (counter: Counter) => Promise<T>): Promise<T> {
    if (this.state === 'up') {
      try {
        return await run(this.primary);
      } catch (err) {
        this.pausedUntil = Date.now() + FailoverCounter.PAUSE_MS;
        this.onFailure(err);
      }
    }
    return run(this.fallback);
  }

  hit(key: string, windowMs: number, cost = 1) {
    return this.use((counter) => counter.hit(key, windowMs, cost));
  }

  peek(key: string) {
    return this.use((counter) => counter.peek(key));
  }
}

export interface Take extends Hit {
  allowed: boolean;
}

export interface TakeOptions {
  max: number;
  windowMs: number;
  cost?: number;
  /** Hits this process may admit before adding them to the shared counter (1: every hit, exactly). */
  batch?: number;
}

/**
 * How many hits of a hot limit (catalog reads, new searches) a process admits on its own before it adds them
 * to the shared counter at once: 1 for limits up to 50, else a 50th of the limit. A caller spread over N
 * processes therefore gets at most limit + N × (batch − 1) in a window (2 % of the limit a process), and the
 * hottest reads touch the shared store once every `batch` hits instead of every time.
 */
export const batchFor = (max: number) => (max <= 50 ? 1 : Math.ceil(max / 50));

/**
 * How long a hot read waits for the shared counter (a batch being added) before it is admitted on this
 * process's own count: a database that stalls on writes must not stop the catalog. The batch is still added when
 * the store responds, and a batch the store failed to add is carried by the next one.
 */
export const HOT_WAIT_MS = 100;
/** After the shared counter failed to add a batch, hot hits are counted only here this long before retrying. */
export const HOT_RETRY_MS = 1000;

interface LocalWindow {
  resetAt: number;
  /** The shared count when this process last read it. */
  known: number;
  /** Hits admitted here and not yet added to the shared count. */
  pending: number;
  /** Hits being added to the shared count. */
  sending: number;
  /** Over the limit: refused here, without reading the shared counter, until the window closes. */
  blocked: boolean;
  /** A batch is being added to the shared counter, or it failed and is not retried before this time. */
  busyUntil: number;
}

/** The promise's value, or `undefined` when it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Limits over a shared counter. A caller found over a limit is refused from this process's memory until its
 * window closes, so a client that keeps sending once refused costs no round trip to Redis or the database.
 */
export class Limiter {
  private readonly windows = new LRUCache<string, LocalWindow>({ max: 200_000 });

  constructor(readonly counter: Counter) {}

  /** Whether `key` is known here to be over its limit, without a round trip. */
  blockedUntil(key: string): number | null {
    const w = this.windows.get(key);
    return w?.blocked && w.resetAt > Date.now() ? w.resetAt : null;
  }

  async take(key: string, { max, windowMs, cost = 1, batch = 1 }: TakeOptions): Promise<Take> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (w && w.resetAt <= now) w = undefined;
    if (w?.blocked) return { allowed: false, count: Math.max(w.known, max + 1), resetAt: w.resetAt };
    if (batch > 1) {
      if (!w) {
        w = { resetAt: now + windowMs, known: 0, pending: 0, sending: 0, blocked: false, busyUntil: 0 };
        this.windows.set(key, w);
      }
      const window = w;
      /** This process's count for the window, this hit included. */
      const count = () => window.known + window.sending + window.pending + cost;
      const busy = w.busyUntil > now;
      if (count() <= max && (w.pending + cost < batch || busy)) {
        w.pending += cost;
        return { allowed: true, count: count() - cost, resetAt: w.resetAt };
      }
      // Over the limit by this process's count alone while the shared counter cannot be reached: refused here.
      if (busy) return { allowed: false, count: count(), resetAt: w.resetAt };
      w.sending = w.pending + cost;
      w.pending = 0;
      w.busyUntil = Infinity;
      const shared = this.counter.hit(key, windowMs, w.sending).then(
        (hit) => {
          window.known = hit.count;
          window.resetAt = hit.resetAt;
          window.blocked = hit.count > max;
          window.sending = 0;
          window.busyUntil = 0;
          return hit;
        },
        () => {
          // The next batch carries these hits; until then they are counted here only.
          window.pending += window.sending;
          window.sending = 0;
          window.busyUntil = Date.now() + HOT_RETRY_MS;
          return undefined;
        },
      );
      const hit = await within(shared, HOT_WAIT_MS);
      if (hit) return { allowed: !w.blocked, ...hit };
      // No response in time, or a failure: admitted on this process's count; the store catches up later.
      const known = count() - cost;
      return { allowed: known <= max, count: known, resetAt: w.resetAt };
    }
    const shared = await this.counter.hit(key, windowMs, cost);
    if (shared.count > max)
      this.windows.set(key, {
        resetAt: shared.resetAt,
        known: shared.count,
        pending: 0,
        sending: 0,
        blocked: true,
        busyUntil: 0,
      });
    return { allowed: shared.count <= max, ...shared };
  }
}

/** Groups whose limits guard the hottest reads: counted in batches (see batchFor). */
export const HOT_GROUPS = new Set(['catalog']);

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreOptions {
  groupId?: string;
  routeInfo?: { method?: string; url?: string };
}

/** The store class @fastify/rate-limit builds per route (through child) over one shared limiter. */
export function sharedRateLimitStore(limiter: Limiter) {
  return class SharedRateLimitStore {
    private readonly scope: string;
    private readonly hot: boolean;
    constructor(options: StoreOptions) {
      this.scope = options.groupId
        ? `group:${options.groupId}`
        : `route:${options.routeInfo?.method ?? ''} ${options.routeInfo?.url ?? ''}`;
      this.hot = Boolean(options.groupId && HOT_GROUPS.has(options.groupId));
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      limiter
        .take(`${this.scope}|${key}`, {
          max,
          windowMs: timeWindow,
          batch: this.hot ? batchFor(max) : 1,
        })
        .then(
          ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
          (err: Error) => cb(err),
        );
    }

    read(key: string, cb: Callback) {
      limiter.counter.peek(`${this.scope}|${key}`).then(
        ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions as StoreOptions);
    }
  };
}
