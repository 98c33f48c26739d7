/**
 * Every state-changing route of the contract runs as one write:
 *
 * - Each write runs in one transaction (every query of the request, through the scoped `db`) with a deadline
 *   shorter than the answer's. A write that answers 503 'database_unavailable' was rolled back or never started;
 *   a commit that timed out or lost its connection answers 503 'outcome_unknown' instead.
 * - Work that must be stored exactly when the write is (an idempotency key's stored answer) joins the write: it
 *   runs in the same transaction just before the commit, and is notified when the write certainly rolled back.
 *
 * Stripe's webhook keeps its own idempotency (event ids) and is left alone.
 */
import { isIdempotentWrite, routes } from '@pepper/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { isDatabaseUnavailable, isMysql, writeDeadlineMs, type Db } from '../db/connection.js';
import { inWriteScope, poolOf, type WriteScope } from '../db/write-scope.js';
import { CodedHttpError, databaseUnavailable, outcomeUnknown } from '../lib/http-error.js';
import { asList } from '../lib/route.js';

/** Answers made without the database (an identification reads a photo and stores nothing). */
const STORES_NOTHING = new Set<string>([routes.identify.path]);

/** Errors after which a sent COMMIT may or may not have been applied. */
const LOST_CONNECTION = new Set(['PROTOCOL_CONNECTION_LOST', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** Work stored with a write, or undone with it. */
export interface WriteParticipant {
  /**
   * Runs in the write's transaction once the route has answered, before the commit. Throwing rolls the write
   * back; a CodedHttpError thrown is the answer instead, any other error answers 503.
   */
  beforeCommit(trx: Db, reply: FastifyReply, payload: unknown): Promise<void>;
  /** Runs once the write rolled back (never when it may have committed). */
  afterRollback(): Promise<void>;
}

type Phase = 'running' | 'committing' | 'done' | 'abandoned';

/** One write in progress: its transaction, its deadline, and the key it holds. */
class Write implements WriteScope {
  phase: Phase = 'running';
  transaction: Knex.Transaction | null = null;
  connection: unknown = null;
  participant: WriteParticipant | null = null;
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
/** Participants that joined a request before its write began (in a preHandler). */
const joining = new WeakMap<FastifyRequest, WriteParticipant>();

/** Makes `participant` part of the request's write, which begins when the route's handler runs. */
export function joinWrite(request: FastifyRequest, participant: WriteParticipant): void {
  joining.set(request, participant);
}

/** Whether the request runs as a write in a transaction of its own. */
export const isTransactional = (request: FastifyRequest) => writes.has(request);

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

/** Turns an answer about to be sent into an error answer (the write behind it did not commit). */
function answerInstead(reply: FastifyReply, error: CodedHttpError): string {
  reply.code(error.statusCode);
  reply.removeHeader('content-length');
  reply.removeHeader('content-encoding');
  reply.removeHeader('location');
  // The session this write would have started may not be stored, so the retry must come without its cookie.
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

export default fp(
  async function writeTransactionPlugin(app: FastifyInstance) {
    const pool = poolOf(app.db);
    const waits = app.config.dbWaits;
    const deadlineMs = writeDeadlineMs(waits);
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
     * Rolls back (within bounds), and notifies the write's participant unless the write may have committed.
     * Resolves once the participant is done.
     */
    const abandon = (write: Write): Promise<void> => {
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
      const participant = write.participant;
      if (!participant || mayHaveCommitted) return Promise.resolve();
      return rolledBack.then(() => participant.afterRollback());
    };

    /** Takes a connection and begins the write's transaction; a write abandoned meanwhile rolls it back. */
    const begin = async (write: Write) => {
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
        abandon(write);
      }
    };

    /**
     * SQLite has one connection per process: slow work before a write stores anything (re-encoding a photo)
     * releases it by rolling back the empty transaction, and the write begins again afterwards.
     */
    const pause = async <T>(write: Write, work: () => Promise<T>): Promise<T> => {
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
        if ((write.phase as Phase) === 'running') await begin(write);
      }
    };

    const transactional = (handler: RouteHandlerMethod): RouteHandlerMethod =>
      async function (this: FastifyInstance, request, reply) {
        const write = new Write(Date.now() + deadlineMs);
        write.pause = (work) => pause(write, work);
        write.participant = joining.get(request) ?? null;
        joining.delete(request);
        writes.set(request, write);
        let expire!: (error: Error) => void;
        const expired = new Promise<never>((_, reject) => (expire = reject));
        expired.catch(() => undefined);
        write.timer = setTimeout(() => expire(databaseUnavailable()), deadlineMs);
        try {
          await Promise.race([begin(write), expired]);
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
          const released = abandon(write);
          // A refusal leaves the database healthy: the participant is done (a key is free) before the answer, so
          // a retry runs at once.
          if (!isDatabaseUnavailable(error) && !(error instanceof CodedHttpError && error.statusCode === 503))
            await within(released, waits.queryMs).catch(() => undefined);
          throw error;
        }
      };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = asList(route.method);
      if (!methods.some((method) => isIdempotentWrite({ method: method as 'POST', path: route.url }))) return;
      if (!STORES_NOTHING.has(route.url)) route.handler = transactional(route.handler);
    });

    // Runs after the session is saved (part of the write) and before the answer is compressed.
    app.addHook('onSend', async (request, reply, payload) => {
      const write = writes.get(request);
      if (!write) return payload;
      if (write.phase !== 'running' || !write.transaction) return payload;
      // The route has answered: from here the commit keeps its own bound.
      if (write.timer) clearTimeout(write.timer);
      if (reply.statusCode >= 500) {
        await within(abandon(write), Math.min(1000, waits.queryMs)).catch(() => undefined);
        return payload;
      }
      const trx = write.transaction;
      try {
        await write.participant?.beforeCommit(trx as unknown as Db, reply, payload);
      } catch (error) {
        abandon(write);
        request.log.error({ err: error }, 'write not stored');
        return answerInstead(reply, error instanceof CodedHttpError ? error : databaseUnavailable());
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
        abandon(write);
        request.log.error({ err: error }, unknown ? 'write outcome unknown' : 'write not stored');
        return answerInstead(reply, unknown ? outcomeUnknown() : databaseUnavailable());
      }
    });
  },
  { name: 'write-transaction', dependencies: ['config', 'database', 'session', 'errors'] },
);
