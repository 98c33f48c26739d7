/**
 * Rate-limit counters every API process shares: in the database, or in Redis when REDIS_URL is set. A route
 * that names a group shares one counter with the other routes of that group (sign-up and sign-in draw on one
 * budget); any other route counts on its own.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection.js';

export interface Counter {
  /** Counts one hit on `key` in a window of `windowMs`; answers the hits so far and when the window closes. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The same without counting. */
  peek(key: string): Promise<{ count: number; resetAt: number }>;
}

/** Fixed windows in the rate_limits table: one atomic upsert a hit. */
export class DatabaseCounter implements Counter {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    const expired = this.db.raw('?? <= ?', ['rate_limits.reset_at', now]);
    await this.db('rate_limits')
      .insert({ key, hits: 1, reset_at: now + windowMs })
      .onConflict('key')
      .merge({
        hits: this.db.raw('CASE WHEN ? THEN 1 ELSE ?? + 1 END', [expired, 'rate_limits.hits']),
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
    return row
      ? { count: Number(row.hits), resetAt: Number(row.reset_at) }
      : { count: 0, resetAt: Date.now() };
  }
}

/** Fixed windows in Redis: INCR, with the expiry set by the first hit of a window. */
export class RedisCounter implements Counter {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number) {
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
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

/**
 * Fixed windows in this process's memory, for limits that only guard capacity (catalog reads): no I/O on the
 * hottest paths. Each process then allows the limit, which a load balancer spreads anyway.
 */
export class MemoryCounter implements Counter {
  private readonly windows = new LRUCache<string, { count: number; resetAt: number }>({ max: 100_000 });

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { ...w };
  }

  async peek(key: string) {
    const w = this.windows.get(key);
    return w && w.resetAt > Date.now() ? { ...w } : { count: 0, resetAt: Date.now() };
  }
}

/** Groups counted per process (see MemoryCounter); every other limit is shared. */
export const PER_PROCESS_GROUPS = new Set(['catalog']);

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreOptions {
  groupId?: string;
  routeInfo?: { method?: string; url?: string };
}

/** The store class @fastify/rate-limit builds per route (through child) over one shared counter. */
export function sharedRateLimitStore(shared: Counter, local: Counter = new MemoryCounter()) {
  return class SharedRateLimitStore {
    private readonly scope: string;
    private readonly counter: Counter;
    constructor(options: StoreOptions) {
      this.scope = options.groupId
        ? `group:${options.groupId}`
        : `route:${options.routeInfo?.method ?? ''} ${options.routeInfo?.url ?? ''}`;
      this.counter = options.groupId && PER_PROCESS_GROUPS.has(options.groupId) ? local : shared;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      this.counter.hit(`${this.scope}|${key}`, timeWindow).then(
        ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      this.counter.peek(`${this.scope}|${key}`).then(
        ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions as StoreOptions);
    }
  };
}
