/**
 * A request's write transaction, reached through the app's one `db`: inside a write scope every query the
 * request makes (its route, its services, the session it saves) runs in that scope's transaction, so the
 * whole request commits or rolls back as one. Outside a scope `db` is the plain pool.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

export interface WriteScope {
  /** The transaction queries go to; null sends them to the pool (work that outlives the request). */
  readonly trx: Knex.Transaction | null;
  /** See `apart`. */
  apart?<T>(work: () => Promise<T>): Promise<T>;
}

const scopes = new AsyncLocalStorage<WriteScope>();

/** Never taken from a transaction: they belong to the pool itself. */
const POOL_ONLY = new Set<PropertyKey>([
  'destroy',
  'initialize',
  'migrate',
  'seed',
  'on',
  'once',
  'off',
  'emit',
]);

const ROOT = Symbol('root database');

/** Runs `fn` (and everything it starts) inside the scope: `db` then means the scope's transaction. */
export function inWriteScope<T>(scope: WriteScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/**
 * Runs `fn` outside any write scope: background work a request starts (a job that outlives it) uses the
 * pool, not the request's transaction, which ends with the answer.
 */
export function outsideWriteScope<T>(fn: () => T): T {
  return scopes.exit(fn);
}

/**
 * Runs slow work that needs no database of its own (re-encoding a photo) without holding the write's
 * connection, when the write has stored nothing yet: SQLite has one connection a process, and every other
 * request of the process would wait for it. The write's transaction starts again afterwards; what `work`
 * itself writes (a budget it spends) goes to the pool. Elsewhere, and once the write has stored something,
 * `work` simply runs.
 */
export function apart<T>(work: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  return scope?.apart ? scope.apart(work) : work();
}

/** The database the current code should use: the scope's transaction, or the pool. */
function current(root: Knex): Knex {
  return scopes.getStore()?.trx ?? root;
}

export function scopedDb(root: Knex): Knex {
  return new Proxy(root, {
    apply(_target, thisArg, args) {
      return Reflect.apply(current(root) as unknown as (...a: unknown[]) => unknown, thisArg, args);
    },
    get(_target, prop) {
      if (prop === ROOT) return root;
      const scoped = POOL_ONLY.has(prop) ? root : current(root);
      const holder = Reflect.has(scoped, prop) ? scoped : root;
      const value = Reflect.get(holder, prop, holder);
      return typeof value === 'function' ? value.bind(holder) : value;
    },
  });
}

/** The pool behind a scoped database: work that must stay outside any request's transaction. */
export function poolOf(db: Knex): Knex {
  return (db as unknown as Record<symbol, Knex>)[ROOT] ?? db;
}
