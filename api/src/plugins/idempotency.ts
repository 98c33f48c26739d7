/**
 * Writes that can be retried safely: an Idempotency-Key header is claimed per caller before the route runs, and
 * the answer is recorded as part of the write (plugins/write-transaction.ts), so the key holds an answer exactly
 * when the write is stored. A repeat gets the stored answer (409 while the first attempt still runs, 422 when the
 * body differs), and a repeat of a write whose outcome was unknown either finds its answer or runs it, once.
 */
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, isIdempotentWrite } from '@pepper/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';
import { poolOf } from '../db/write-scope.js';
import {
  claimKey,
  hashBody,
  keyLeaseMs,
  LostKeyError,
  moveAnswer,
  pruneKeys,
  recordAnswer,
  recordAnswerFor,
  releaseKey,
  type KeyedRequest,
  type StoredAnswer,
} from '../services/writes/idempotency.js';
import { CodedHttpError } from '../lib/http-error.js';
import { asList } from '../lib/route.js';
import { isTransactional, joinWrite, type WriteParticipant } from './write-transaction.js';

/** The headers a repeat gets back with the stored body. */
const KEPT_HEADERS = ['content-type', 'location', 'set-cookie', 'cache-control', 'content-disposition'];

/** A key this request claimed, and the attempt that holds it. */
interface Claimed {
  request: KeyedRequest;
  attempt: string;
}

const claims = new WeakMap<FastifyRequest, Claimed>();

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

/**
 * The key's part in the write: its answer is recorded in the write's transaction (a 429 gives the key back
 * instead: "not now" should not be kept), and a write that rolled back gives the key back.
 */
function keyInWrite(db: Db, request: FastifyRequest, claimed: Claimed): WriteParticipant {
  const { request: keyed, attempt } = claimed;
  return {
    async beforeCommit(trx, reply, payload) {
      if (reply.statusCode === 429) return releaseKey(trx, keyed, attempt);
      const answer = answerOf(reply, payload);
      const callerNow = callerOf(request);
      try {
        // A write that started a session belongs to that session alone when the caller came with none.
        if (callerNow !== keyed.caller && knownByAddressOnly(keyed.caller))
          await moveAnswer(trx, keyed, callerNow, attempt, answer);
        else {
          await recordAnswer(trx, keyed, attempt, answer);
          // A sign-in makes a visitor a user: a retry that already carries the new cookie finds it too.
          if (callerNow !== keyed.caller)
            await recordAnswerFor(trx, { ...keyed, caller: callerNow }, attempt, answer);
        }
      } catch (error) {
        if (error instanceof LostKeyError)
          throw new CodedHttpError(409, 'idempotency_key_in_use', error.message);
        throw error;
      }
    },
    afterRollback: () =>
      releaseKey(db, keyed, attempt).catch((err) =>
        request.log.warn({ err }, 'idempotency key not released; it frees itself when its lease ends'),
      ),
  };
}

export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    const pool = poolOf(app.db);
    const waits = app.config.dbWaits;
    const leaseMs = keyLeaseMs(waits);

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
        const claimed = { request: keyed, attempt: found.attempt };
        claims.set(request, claimed);
        joinWrite(request, keyInWrite(pool, request, claimed));
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

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = asList(route.method);
      if (!methods.some((method) => isIdempotentWrite({ method: method as 'POST', path: route.url }))) return;
      route.preHandler = [...asList(route.preHandler), claim];
    });

    // A write that stores nothing in the database (no transaction): its answer is kept for repeats all the same.
    app.addHook('onSend', async (request, reply, payload) => {
      const keyed = claims.get(request);
      if (!keyed || isTransactional(request)) return payload;
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
    });
  },
  { name: 'idempotency', dependencies: ['config', 'database', 'session', 'errors', 'write-transaction'] },
);
