/**
 * Proof that a person reads the mailbox of their account's address: a six-digit code, valid for 15 minutes and
 * five tries, kept only as a keyed hash. A verified address is what lets ADMIN_EMAILS grant admin rights.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { now } from '../db/connection.js';

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

/** True, and the address marked verified, when the code is the account's live one; every try counts. */
export async function confirmEmailCode(
  db: Db,
  secret: string,
  userId: number,
  code: string,
  clock = Date.now(),
): Promise<boolean> {
  const row = await db('email_codes').where({ user_id: userId }).first();
  if (!row || Number(row.expires_at) < clock || Number(row.attempts) >= CODE_MAX_ATTEMPTS) return false;
  // Count the try before comparing, so parallel guesses cannot share one attempt.
  const counted = await db('email_codes')
    .where({ user_id: userId })
    .andWhere('attempts', '<', CODE_MAX_ATTEMPTS)
    .increment('attempts', 1);
  if (!counted) return false;
  const expected = Buffer.from(String(row.code_hash), 'hex');
  const given = Buffer.from(hashCode(secret, userId, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).update({ email_verified_at: now() });
    await trx('email_codes').where({ user_id: userId }).delete();
  });
  return true;
}
