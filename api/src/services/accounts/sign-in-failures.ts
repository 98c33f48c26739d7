/**
 * Failed sign-ins counted per account address, in the database so every API process sees the same count:
 * five free tries, then a wait that doubles from 30 seconds up to 15 minutes. A success clears the count.
 */
import type { Db } from '../../db/connection.js';
import { normalizeEmail } from './users.js';

export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;

/** The wait after the given number of failures in a row. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds until the address may try again; 0 when it may now. */
export async function signInWait(db: Db, email: string, clock = Date.now()): Promise<number> {
  const row = await db('sign_in_failures')
    .where({ email: normalizeEmail(email) })
    .first('locked_until');
  return row ? Math.max(0, Number(row.locked_until) - clock) : 0;
}

export async function recordSignInFailure(db: Db, email: string, clock = Date.now()): Promise<void> {
  const key = normalizeEmail(email);
  // One atomic increment, so parallel guesses each count.
  await db('sign_in_failures')
    .insert({ email: key, failures: 1, locked_until: 0 })
    .onConflict('email')
    .merge({ failures: db.raw('?? + 1', ['sign_in_failures.failures']) });
  const { failures } = await db('sign_in_failures').where({ email: key }).first('failures');
  const wait = waitAfter(Number(failures));
  if (wait)
    await db('sign_in_failures')
      .where({ email: key })
      .update({ locked_until: clock + wait });
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db('sign_in_failures')
    .where({ email: normalizeEmail(email) })
    .delete();
}
