/**
 * Recovering an account whose password is forgotten: a code mailed to its address (eight digits, 30 minutes,
 * five tries, kept only as a keyed hash) sets a new password. Every request gets the same answer whether or not
 * the address has an account; only the owner of the mailbox learns which it was. An account that signs in
 * through the sign-in provider has no password here: its owner is told, by mail, to recover it there.
 */
import { createHmac, randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@pepper/contract';
import type { Db } from '../../db/connection.js';
import { tryCode, type CodeRow } from './email-verification.js';
import type { MailMessage } from './mailer.js';
import { findUserByEmail, normalizeEmail, type UserRow } from './users.js';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;

export { RESET_REFUSED_MESSAGE, RESET_STARTED_MESSAGE } from '@pepper/contract';

const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/**
 * The mail a reset request sends, and the code row it needs; null when the address has no account (nothing is
 * sent then). The caller sends the mail without waiting for it, so the time taken reveals nothing either.
 */
export async function startPasswordReset(
  db: Db,
  secret: string,
  rawEmail: string,
  clock = Date.now(),
): Promise<MailMessage | null> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  if (!user.password_hash) {
    return {
      to: email,
      subject: 'Signing in to Pepper Atlas',
      text: 'Someone asked to reset the Pepper Atlas password for this address. Your account signs in through your sign-in provider and has no password with us, so there is nothing to reset here: use "Continue with your sign-in provider" on the sign-in screen, and if you have forgotten that password, recover it with your provider.\n\nIf you did not ask, you can ignore this email: nothing has changed.',
    };
  }
  const code = newCode();
  await db('password_resets')
    .insert({
      user_id: user.id,
      code_hash: hashCode(secret, user.id, code),
      expires_at: clock + RESET_CODE_TTL_MS,
      attempts: 0,
    })
    .onConflict('user_id')
    .merge();
  return {
    to: email,
    subject: 'Reset your Pepper Atlas password',
    text: `Your Pepper Atlas password reset code is ${code}.\n\nEnter it in the app within 30 minutes, with a new password. Setting a new password signs your account out on every other device, so whoever may have your old password loses access.\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.`,
  };
}

/**
 * The account, its password now `passwordHash`, when the code is its live one; the code is spent. Null for a
 * wrong, used or expired code and for an address without an account, which every caller gets alike.
 */
export async function resetPassword(
  db: Db,
  secret: string,
  rawEmail: string,
  code: string,
  passwordHash: string,
  clock = Date.now(),
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, rawEmail);
  if (!user?.password_hash) return null;
  const tried = await tryCode<CodeRow>(
    db,
    'password_resets',
    { user_id: user.id },
    hashCode(secret, user.id, code),
    clock,
  );
  if (!('row' in tried)) return null;
  // Deleting the row is what spends the code: of two requests racing with it, only one deletes it.
  const spent = await db('password_resets').where({ user_id: user.id }).delete();
  if (!spent) return null;
  await db('users').where({ id: user.id }).update({ password_hash: passwordHash });
  return { ...user, password_hash: passwordHash };
}

/** The note sent once the password is reset: what happened, and what to do if it was not the owner. */
export const passwordResetDoneMail = (email: string, otherSessionsEnded: number): MailMessage => ({
  to: email,
  subject: 'Your Pepper Atlas password was changed',
  text: `The password of your Pepper Atlas account was just reset with a code sent to this address. ${
    otherSessionsEnded === 0
      ? 'No other device was signed in.'
      : `Every other device signed in to your account was signed out (${otherSessionsEnded} ${otherSessionsEnded === 1 ? 'session' : 'sessions'}).`
  }\n\nIf this was not you, reset your password again at once from "Forgot password?" on the sign-in screen: whoever did it has read your email, so change your email password too.`,
});
