/**
 * Proof that a person reads the mailbox of their account's address: a six-digit code, valid for 15 minutes and
 * five tries, kept only as a keyed hash. A verified address is what lets ADMIN_EMAILS grant admin rights.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/** A new code for the account, replacing any earlier one; answers the code to send. */
export async function issueEmailCode(
  db: Db,
  secret: string,
  userId: number,
  clock = Date.now(),
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db('email_codes')
    .insert({
      user_id: userId,
      code_hash: hashCode(secret, userId, code),
      expires_at: clock + CODE_TTL_MS,
      attempts: 0,
    })
    .onConflict('user_id')
    .merge();
  return code;
}

/** A code that was not taken, and how many more tries the live code allows (0: it is spent or expired). */
export interface CodeRefused {
  triesLeft: number;
}

/** The message shown when a code is refused, saying accurately whether the same code can still work. */
export function codeRefusedMessage({ triesLeft }: CodeRefused, newCodeHint: string): string {
  if (triesLeft > 0)
    return `That code is not right. Check the newest email and type its code again (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`;
  return `That code has expired or was tried too often. ${newCodeHint}`;
}

/** A sent code as stored: its keyed hash, when it expires, and how often it was tried. */
export interface CodeRow {
  code_hash: string;
  expires_at: number | string;
  attempts: number | string;
}

/**
 * Counts one try of the live code kept in `table`'s row that matches `key`, and compares it. The try is
 * counted before comparing, so parallel guesses cannot share one attempt. A right code answers the row as read
 * before the try.
 */
export async function tryCode<Row extends CodeRow>(
  db: Db,
  table: 'email_codes' | 'pending_signups' | 'password_resets',
  key: Record<string, string | number>,
  givenHash: string,
  clock: number,
): Promise<{ row: Row } | CodeRefused> {
  const row: Row | undefined = await db(table).where(key).first();
  if (!row || Number(row.expires_at) < clock || Number(row.attempts) >= CODE_MAX_ATTEMPTS)
    return { triesLeft: 0 };
  const counted = await db(table)
    .where(key)
    .andWhere('attempts', '<', CODE_MAX_ATTEMPTS)
    .increment('attempts', 1);
  if (!counted) return { triesLeft: 0 };
  const triesLeft = CODE_MAX_ATTEMPTS - Number(row.attempts) - 1;
  const expected = Buffer.from(String(row.code_hash), 'hex');
  const given = Buffer.from(givenHash, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { triesLeft };
  return { row };
}

/** True, and the address marked verified, when the code is the account's live one; every try counts. */
export async function confirmEmailCode(
  db: Db,
  secret: string,
  userId: number,
  code: string,
  clock = Date.now(),
): Promise<true | CodeRefused> {
  const tried = await tryCode(db, 'email_codes', { user_id: userId }, hashCode(secret, userId, code), clock);
  if (!('row' in tried)) return tried;
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ email_verified_at: now() });
    await trx('email_codes').where({ user_id: userId }).delete();
  });
  return true;
}
