/**
 * Writes that can be retried safely, wired here once for every state-changing route of the contract:
 *
 * - Each write runs in one transaction (every query of the request, through the scoped `db`) with a
 *   deadline shorter than the answer's. A write that answers 503 'database_unavailable' was rolled back or
 *   never started; a commit that timed out or lost its connection answers 503 'outcome_unknown' instead.
 * - An Idempotency-Key header is claimed per caller before the route runs; the answer is recorded in the
 *   write's own transaction, so the key holds an answer exactly when the write is stored. A repeat gets
 *   the stored answer (409 while the first attempt still runs, 422 when the body differs), and a repeat of
 *   a write whose outcome was unknown either finds its answer or runs it, once.
 *
 * Stripe's webhook keeps its own idempotency (event ids) and is left alone.
 */
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, isIdempotentWrite, routes } from '@pepper/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { isDatabaseUnavailable, isMysql, writeDeadlineMs, type Db } from '../db/connection.js';
import { inWriteScope, poolOf, type WriteScope } from '../db/write-scope.js';
import {
  claimKey,
  hashBody,
  LostKeyError,
  moveAnswer,
  pruneKeys,
  recordAnswer,
  recordAnswerFor,
  releaseKey,
  type KeyedRequest,
  type StoredAnswer,
} from '../services/writes/idempotency.js';
import { CodedHttpError, databaseUnavailable, outcomeUnknown } from '../lib/http-error.js';

/** Answers made without the database (an identification reads a photo and stores nothing). */
const STORES_NOTHING = new Set<string>([routes.identify.path]);

/** The headers a repeat gets back with the stored body. */
const KEPT_HEADERS = ['content-type', 'location', 'set-cookie', 'cache-control', 'content-disposition'];

/** Errors after which a sent COMMIT may or may not have been applied. */
const LOST_CONNECTION = new Set(['PROTOCOL_CONNECTION_LOST', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

type Phase = 'running' | 'committing' | 'done' | 'abandoned';

/** One write in progress: its transaction, its deadline, and the key it holds. */
class Write implements WriteScope {
  phase: Phase = 'running';
  transaction: Knex.Transaction | null = null;
  connection: unknown = null;
  keyed: { request: KeyedRequest; attempt: string } | null = null;
  timer: NodeJS.Timeout | null = null;
  /** SQLite: the connection's count of changes when the transaction began (has the write stored anything?). */
  changesAtBegin = 0;
  /** Runs work without holding the connection, where the dialect needs it (see `apart` in write-scope). */
  pause: (<T>(work: () => Promise<T>) => Promise<T>) | null = null;
  constructor(readonly deadline: number) {}

  apart<T>(work: () => Promise<T>): Promise<T> {
    return this.pause ? this.pause(work) : work();
  }

  /**
   * While the route runs, its queries go to the transaction; once it answered, work it started in the
   * background uses the pool. An abandoned write keeps its (rolled back) transaction, so a route still
   * running past its deadline can store nothing.
   */
  get trx(): Knex.Transaction | null {
    return this.phase === 'running' || this.phase === 'abandoned' ? this.transaction : null;
  }
}

const writes = new WeakMap<FastifyRequest, Write>();
const claims = new WeakMap<FastifyRequest, { request: KeyedRequest; attempt: string }>();

class Timeout extends Error {}
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), Math.max(0, ms));
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The key a request sent, checked; undefined when it sent none. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  let key = Array.isArray(raw) ? '' : raw.trim();
  // The draft writes the key as a structured-field string ("…"): the quotes are not part of it.
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new CodedHttpError(
      400,
      'idempotency_key_invalid',
      `Idempotency-Key must be one key of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    );
  return key;
}

/** Whose key it is: the account, else the visitor's session, else the address. */
function callerOf(request: FastifyRequest): string {
  const session = request.session as { userId?: number; visitorKey?: string } | undefined;
  if (session?.userId) return `u:${session.userId}`;
  if (session?.visitorKey) return `v:${session.visitorKey}`;
  return `a:${request.ip}`;
}

/** A caller that sent no session: several people may share its address. */
const knownByAddressOnly = (caller: string) => caller.startsWith('a:');

/** A session cookie only ever goes back to the session that holds it, never to a caller known by address. */
function withoutCookie(answer: StoredAnswer): StoredAnswer {
  if (!('set-cookie' in answer.headers)) return answer;
  const { 'set-cookie': _cookie, ...headers } = answer.headers;
  return { ...answer, headers };
}

function answerOf(reply: FastifyReply, payload: unknown): StoredAnswer {
  const headers: StoredAnswer['headers'] = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  if (Buffer.isBuffer(payload))
    return { status: reply.statusCode, headers, body: payload.toString('base64'), binary: true };
  return { status: reply.statusCode, headers, body: typeof payload === 'string' ? payload : '' };
}

/** Turns an answer about to be sent into an error answer (the write behind it did not commit). */
function answerInstead(reply: FastifyReply, error: CodedHttpError): string {
  reply.code(error.statusCode);
  reply.removeHeader('content-length');
  reply.removeHeader('content-encoding');
  reply.removeHeader('location');
  // The session this write would have started is not stored (or not known to be): the retry comes as before.
  reply.removeHeader('set-cookie');
  reply.header('content-type', 'application/json; charset=utf-8');
  if (error.statusCode === 503) reply.header('retry-after', '5');
  return JSON.stringify({
    statusCode: error.statusCode,
    error: error.statusCode === 503 ? 'Service Unavailable' : 'Conflict',
    message: error.message,
    code: error.code,
  });
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    const pool = poolOf(app.db);
    const waits = app.config.dbWaits;
    const deadlineMs = writeDeadlineMs(waits);
    /** A claim outlives its write's deadline and commit, so a key is only taken over once its write is over. */
    const leaseMs = deadlineMs + waits.queryMs + 1000;
    /**
     * Every write is one transaction on both dialects. On MySQL a statement can reach the server after its
     * request gave up (a stalled network delivers it later) and a commit can be lost on the way. On SQLite a
     * process can die between a write's rows and its recorded answer: in one transaction both are kept or
     * neither, so a retry after a crash stores the row once, and a 503 means nothing was stored.
     */
    const isolation = isMysql(pool) ? { isolationLevel: 'read committed' as const } : {};

    /** SQLite: the changes a connection has made since it opened. */
    const changesOf = (connection: unknown) =>
      (connection as { prepare(sql: string): { pluck(): { get(): number } } })
        .prepare('select total_changes()')
        .pluck()
        .get();

    const releaseConnection = (write: Write, broken: boolean) => {
      const connection = write.connection as { destroy?: () => void } | null;
      if (!connection) return;
      write.connection = null;
      // A connection that may still carry our statements is closed: the server then rolls back for certain.
      if (broken && isMysql(pool)) connection.destroy?.();
      void pool.client.releaseConnection(connection);
    };

    /**
     * Rolls back (within bounds), and gives the key back unless the write may have committed. Answers when
     * the key is given back.
     */
    const abandon = (write: Write, request: FastifyRequest): Promise<void> => {
      if (write.phase === 'done' || write.phase === 'abandoned') return Promise.resolve();
      const mayHaveCommitted = write.phase === 'committing';
      write.phase = 'abandoned';
      if (write.timer) clearTimeout(write.timer);
      const trx = write.transaction;
      const rolledBack =
        trx && !trx.isCompleted()
          ? within(trx.rollback(), Math.min(1000, waits.queryMs)).then(
              () => releaseConnection(write, false),
              () => releaseConnection(write, true),
            )
          : Promise.resolve(releaseConnection(write, mayHaveCommitted));
      if (!write.keyed || mayHaveCommitted) return Promise.resolve();
      const { request: keyed, attempt } = write.keyed;
      return rolledBack
        .then(() => releaseKey(pool, keyed, attempt))
        .catch((err) =>
          request.log.warn({ err }, 'idempotency key not released; it frees itself when its lease ends'),
        );
    };

    /** Takes a connection and begins the write's transaction; a write abandoned meanwhile rolls it back. */
    const begin = async (write: Write, request: FastifyRequest) => {
      // Waiting for a connection is part of the write's time: a busy pool (many writes queued on one hot row)
      // is waited on while the deadline allows; a database that does not answer still ends at the deadline.
      let connection: unknown;
      for (;;) {
        try {
          connection = await pool.client.acquireConnection();
          break;
        } catch (error) {
          const room = write.deadline - Date.now() - waits.queryMs;
          if ((error as Error).name !== 'KnexTimeoutError' || room < waits.acquireMs) throw error;
          if ((write.phase as Phase) === 'abandoned') return;
        }
      }
      write.connection = connection;
      if ((write.phase as Phase) === 'abandoned') return releaseConnection(write, false);
      // Each statement sees what others committed, as it would on its own: code written for single
      // statements (insert, or read the row a racing insert stored) keeps working inside the transaction.
      // (SQLite has one writer at a time and no isolation levels to choose.)
      if (!isMysql(pool)) write.changesAtBegin = changesOf(connection);
      const trx = await pool.transaction({ connection, ...isolation });
      trx.executionPromise?.catch(() => undefined);
      write.transaction = trx;
      if ((write.phase as Phase) === 'abandoned') {
        write.phase = 'running';
        abandon(write, request);
      }
    };

    /**
     * SQLite has one connection a process: slow work before a write stores anything (re-encoding a photo)
     * gives it back, rolling back the empty transaction, and the write begins again afterwards.
     */
    const pause = async <T>(write: Write, request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      const held = write.transaction;
      if (
        isMysql(pool) ||
        write.phase !== 'running' ||
        !held ||
        held.isCompleted() ||
        changesOf(write.connection) !== write.changesAtBegin
      )
        return work();
      write.transaction = null;
      await within(held.rollback(), Math.min(1000, waits.queryMs)).catch(() => undefined);
      releaseConnection(write, false);
      try {
        return await work();
      } finally {
        // Until the next transaction begins the finished one refuses every query: a write abandoned meanwhile
        // (its deadline passed) stores nothing.
        write.transaction = held;
        if ((write.phase as Phase) === 'running') await begin(write, request);
      }
    };

    const claim: preHandlerHookHandler = async function (request, reply) {
      const key = keyOf(request);
      if (key === undefined) return;
      const keyed: KeyedRequest = {
        caller: callerOf(request),
        key,
        method: request.method,
        path: request.url,
        bodyHash: hashBody(request.body),
      };
      // Expired keys are swept now and then rather than on a timer (no background work to stop).
      if (Math.random() < 0.01) pruneKeys(pool).catch(() => undefined);
      const found = await claimKey(pool, keyed, leaseMs);
      if (found.kind === 'run') {
        claims.set(request, { request: keyed, attempt: found.attempt });
        return;
      }
      if (found.kind === 'reused')
        throw new CodedHttpError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request. Use a new key for a new action.',
        );
      if (found.kind === 'running') {
        reply.header('retry-after', String(Math.max(1, Math.ceil(found.retryAfterMs / 1000))));
        throw new CodedHttpError(
          409,
          'idempotency_key_in_use',
          'A request with this Idempotency-Key is still being processed. Try again in a moment.',
        );
      }
      const answer = knownByAddressOnly(keyed.caller) ? withoutCookie(found.answer) : found.answer;
      reply.code(answer.status);
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      reply.header('idempotent-replayed', 'true');
      return reply.send(answer.binary ? Buffer.from(answer.body, 'base64') : answer.body);
    };

    const transactional = (handler: RouteHandlerMethod): RouteHandlerMethod =>
      async function (this: FastifyInstance, request, reply) {
        const write = new Write(Date.now() + deadlineMs);
        write.pause = (work) => pause(write, request, work);
        write.keyed = claims.get(request) ?? null;
        writes.set(request, write);
        let expire!: (error: Error) => void;
        const expired = new Promise<never>((_, reject) => (expire = reject));
        expired.catch(() => undefined);
        write.timer = setTimeout(() => expire(databaseUnavailable()), deadlineMs);
        try {
          await Promise.race([begin(write, request), expired]);
          return await Promise.race([
            inWriteScope(write, async () => {
              let value: unknown;
              try {
                value = await handler.call(this, request, reply);
              } catch (error) {
                // A refusal (4xx) is an answer like any other: what the route stored before refusing (a failed
                // sign-in counted) commits with it. Failures roll back.
                const status = (error as { statusCode?: number }).statusCode ?? 500;
                if (status >= 500 || isDatabaseUnavailable(error) || reply.sent) throw error;
                reply.send(error);
                return reply;
              }
              // Sent from inside the scope, so what runs while answering (the session) is part of the write.
              // (A reply is thenable: returning it waits for the answer to be sent.)
              if (value !== undefined && value !== reply && !reply.sent) reply.send(value);
              return reply;
            }),
            expired,
          ]);
        } catch (error) {
          const released = abandon(write, request);
          // A refusal leaves the database healthy: the key is free before the answer, so a retry runs at once.
          if (!isDatabaseUnavailable(error) && !(error instanceof CodedHttpError && error.statusCode === 503))
            await within(released, waits.queryMs).catch(() => undefined);
          throw error;
        }
      };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = asList(route.method);
      if (!methods.some((method) => isIdempotentWrite({ method: method as 'POST', path: route.url }))) return;
      route.preHandler = [...asList(route.preHandler), claim];
      if (!STORES_NOTHING.has(route.url)) route.handler = transactional(route.handler);
    });

    // Runs after the session is saved (part of the write) and before the answer is compressed.
    app.addHook('onSend', async (request, reply, payload) => {
      const write = writes.get(request);
      const keyed = write ? write.keyed : claims.get(request);
      if (!write) {
        // A write that stores nothing in the database: its answer is kept for repeats all the same.
        if (!keyed) return payload;
        claims.delete(request);
        if (reply.statusCode >= 500)
          await releaseKey(pool, keyed.request, keyed.attempt).catch(() => undefined);
        else {
          const answer = answerOf(reply, payload);
          await recordAnswer(
            pool,
            keyed.request,
            keyed.attempt,
            knownByAddressOnly(keyed.request.caller) ? withoutCookie(answer) : answer,
          ).catch((err) => request.log.warn({ err }, 'answer not kept for its idempotency key'));
        }
        return payload;
      }
      if (write.phase !== 'running' || !write.transaction) return payload;
      // The route has answered: from here the commit keeps its own bound.
      if (write.timer) clearTimeout(write.timer);
      if (reply.statusCode >= 500) {
        await within(abandon(write, request), Math.min(1000, waits.queryMs)).catch(() => undefined);
        return payload;
      }
      const trx = write.transaction;
      try {
        // A 429 says "not now": the next attempt with the same key should run, so its key is not kept.
        if (keyed && reply.statusCode === 429)
          await releaseKey(trx as unknown as Db, keyed.request, keyed.attempt);
        else if (keyed) {
          const answer = answerOf(reply, payload);
          const callerNow = callerOf(request);
          // A write that started a session belongs to that session alone when the caller came with none.
          if (callerNow !== keyed.request.caller && knownByAddressOnly(keyed.request.caller))
            await moveAnswer(trx as unknown as Db, keyed.request, callerNow, keyed.attempt, answer);
          else {
            await recordAnswer(trx as unknown as Db, keyed.request, keyed.attempt, answer);
            // A sign-in makes a visitor a user: a retry that already carries the new cookie finds it too.
            if (callerNow !== keyed.request.caller)
              await recordAnswerFor(
                trx as unknown as Db,
                { ...keyed.request, caller: callerNow },
                keyed.attempt,
                answer,
              );
          }
        }
      } catch (error) {
        abandon(write, request);
        request.log.error({ err: error }, 'write not stored');
        return answerInstead(
          reply,
          error instanceof LostKeyError
            ? new CodedHttpError(409, 'idempotency_key_in_use', error.message)
            : databaseUnavailable(),
        );
      }
      write.phase = 'committing';
      try {
        await within(
          trx.commit().then(() => trx.executionPromise),
          Math.max(write.deadline - Date.now(), Math.min(1000, waits.queryMs)),
        );
        write.phase = 'done';
        if (write.timer) clearTimeout(write.timer);
        releaseConnection(write, false);
        return payload;
      } catch (error) {
        const code = (error as { code?: string; fatal?: boolean }).code;
        const unknown =
          isMysql(pool) &&
          (error instanceof Timeout ||
            LOST_CONNECTION.has(code ?? '') ||
            (error as { fatal?: boolean }).fatal);
        if (!unknown) write.phase = 'running';
        abandon(write, request);
        request.log.error({ err: error }, unknown ? 'write outcome unknown' : 'write not stored');
        return answerInstead(reply, unknown ? outcomeUnknown() : databaseUnavailable());
      }
    });
  },
  { name: 'idempotency', dependencies: ['config', 'database', 'session', 'errors'] },
);
