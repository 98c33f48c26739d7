/**
 * Idempotency keys of writes, kept in the database so every API process sees them: a key is claimed when a
 * write starts (a row without an answer, leased for as long as the write may take), and its answer is
 * recorded in the write's own transaction, so the key says "answered" exactly when the write is stored.
 */
import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@pepper/contract';
import { writeDeadlineMs, type Db, type DbWaits } from '../../db/connection.js';

export const IDEMPOTENCY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

const TABLE = 'idempotency_keys';

/** A claim outlives its write's deadline and commit, so a key is only taken over once its write is over. */
export const keyLeaseMs = (waits: DbWaits) => writeDeadlineMs(waits) + waits.queryMs + 1000;

/** One caller's key for one request. */
export interface KeyedRequest {
  /** 'u:<user id>', 'v:<visitor key>' or 'a:<address>': one caller's keys never answer another's requests. */
  caller: string;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

export interface StoredAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body as sent, or base64 when `binary`. */
  body: string;
  binary?: boolean;
}

export type Claim =
  /** Nobody holds the key: this attempt does the write. */
  | { kind: 'run'; attempt: string }
  /** The write is stored: its answer. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** Another attempt holds the key for so long still. */
  | { kind: 'running'; retryAfterMs: number }
  /** The key was used for another request. */
  | { kind: 'reused' };

export const hashBody = (body: unknown): string =>
  createHash('sha256')
    .update(
      body === undefined || body === null
        ? ''
        : typeof body === 'string' || Buffer.isBuffer(body)
          ? body
          : JSON.stringify(body),
    )
    .digest('hex');

const isDuplicateKey = (err: unknown) => {
  const code = (err as { code?: string }).code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
};

interface KeyRow {
  method: string;
  path: string;
  body_hash: string;
  attempt: string;
  locked_until: number | string;
  status: number | null;
  response: string | null;
  created_at: number | string;
}

const where = (request: KeyedRequest) => ({ caller: request.caller, idempotency_key: request.key });

/**
 * Claims a key for a write, or returns what the key already holds. `leaseMs`: how long this attempt keeps the
 * key; a claim whose lease ran out without an answer was never stored (its transaction rolled back or never
 * committed), so a later attempt takes it over.
 */
export async function claimKey(
  db: Db,
  request: KeyedRequest,
  leaseMs: number,
  now = Date.now(),
): Promise<Claim> {
  for (let tries = 0; tries < 3; tries++) {
    const attempt = randomUUID();
    try {
      await db(TABLE).insert({
        ...where(request),
        method: request.method,
        path: request.path,
        body_hash: request.bodyHash,
        attempt,
        locked_until: now + leaseMs,
        status: null,
        response: null,
        created_at: now,
      });
      return { kind: 'run', attempt };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const row = (await db(TABLE).where(where(request)).first()) as KeyRow | undefined;
    if (!row) continue;
    if (Number(row.created_at) <= now - IDEMPOTENCY_TTL_MS) {
      await db(TABLE)
        .where({ ...where(request), attempt: row.attempt })
        .delete();
      continue;
    }
    if (row.method !== request.method || row.path !== request.path || row.body_hash !== request.bodyHash)
      return { kind: 'reused' };
    if (row.status !== null && row.response !== null)
      return { kind: 'replay', answer: JSON.parse(row.response) as StoredAnswer };
    const lockedUntil = Number(row.locked_until);
    if (lockedUntil > now) return { kind: 'running', retryAfterMs: lockedUntil - now };
    const taken = await db(TABLE)
      .where({ ...where(request), attempt: row.attempt })
      .whereNull('status')
      .update({ attempt, locked_until: now + leaseMs });
    if (taken === 1) return { kind: 'run', attempt };
  }
  return { kind: 'running', retryAfterMs: 1000 };
}

/** Thrown when an attempt records its answer after losing its key: its transaction must roll back. */
export class LostKeyError extends Error {
  constructor() {
    super('The idempotency key was taken over by another attempt');
  }
}

/** The key's row while `attempt` still holds it, with no answer stored yet. */
const heldBy = (db: Db, request: KeyedRequest, attempt: string) =>
  db(TABLE)
    .where({ ...where(request), attempt })
    .whereNull('status');

/**
 * Records the answer of a write in the write's transaction: the key is answered exactly when the write
 * commits. Only the attempt that holds the key may answer it.
 */
export async function recordAnswer(
  trx: Db,
  request: KeyedRequest,
  attempt: string,
  answer: StoredAnswer,
): Promise<void> {
  const updated = await heldBy(trx, request, attempt).update({
    status: answer.status,
    response: JSON.stringify(answer),
  });
  if (updated !== 1) throw new LostKeyError();
}

/**
 * Files a stored answer under the caller the write made (a visitor's first write starts their session, a
 * sign-in makes them a user), so a retry that already carries the new session finds it too.
 */
export async function recordAnswerFor(
  trx: Db,
  request: KeyedRequest,
  attempt: string,
  answer: StoredAnswer,
  now = Date.now(),
): Promise<void> {
  await trx(TABLE)
    .insert({
      ...where(request),
      method: request.method,
      path: request.path,
      body_hash: request.bodyHash,
      attempt,
      locked_until: now,
      status: answer.status,
      response: JSON.stringify(answer),
      created_at: now,
    })
    .onConflict(['caller', 'idempotency_key'])
    .ignore();
}

/**
 * Files the answer of a write that started a session under that session only, and gives up the claim the
 * caller made by its address, in the write's transaction. Whoever shares an address (a household, an office,
 * a carrier's gateway) may send the same key: the answer, and the cookie in it, stay with the session, and a
 * repeat from the address without that cookie runs as a request of its own.
 */
export async function moveAnswer(
  trx: Db,
  request: KeyedRequest,
  caller: string,
  attempt: string,
  answer: StoredAnswer,
): Promise<void> {
  const given = await heldBy(trx, request, attempt).delete();
  if (given !== 1) throw new LostKeyError();
  await recordAnswerFor(trx, { ...request, caller }, attempt, answer);
}

/** Gives the key back after a write that stored nothing, so the next attempt runs at once. */
export async function releaseKey(db: Db, request: KeyedRequest, attempt: string): Promise<void> {
  await heldBy(db, request, attempt).delete();
}

/** Forgets keys older than a day. */
export async function pruneKeys(db: Db, now = Date.now()): Promise<number> {
  return db(TABLE)
    .where('created_at', '<=', now - IDEMPOTENCY_TTL_MS)
    .delete();
}

/**
 * Forgets the answers `caller` stored (they hold what it wrote and read back: an email, a note, a cookie) and,
 * unless `copies` is false, the copies of them filed under another caller by the same attempt (a sign-in's
 * answer is also filed under the visitor or address it came from), and every stored answer that mentions
 * `mentioning` (an address typed before the account existed). A key still running (no answer yet) is left to
 * its write. Answers how many rows went.
 */
export async function deleteAnswersOf(
  db: Db,
  caller: string,
  { copies = true, mentioning }: { copies?: boolean; mentioning?: string } = {},
): Promise<number> {
  const answered = () => db(TABLE).where({ caller }).whereNotNull('status');
  let deleted = 0;
  if (copies) {
    const attempts = (await answered().select('attempt')).map((r: { attempt: string }) => r.attempt);
    for (let i = 0; i < attempts.length; i += 500)
      deleted += await db(TABLE)
        .whereIn('attempt', attempts.slice(i, i + 500))
        .whereNotNull('status')
        .delete();
  }
  deleted += await answered().delete();
  if (mentioning) {
    // '!' escapes LIKE's wildcards on both dialects (a backslash means something else in each).
    const pattern = `%${mentioning.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    deleted += await db(TABLE).whereRaw("?? like ? escape '!'", ['response', pattern]).delete();
  }
  return deleted;
}
