/**
 * Sign-up confirmed by mail. Whether or not the address has an account, the caller gets the same answer: a
 * message is on its way. A new address gets a six-digit code (15 minutes, five tries) that creates the account;
 * an address that has one gets a note saying so. Only the owner of the mailbox learns which it was.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { CODE_TTL_MS, tryCode, type CodeRefused, type CodeRow } from './email-verification.js';
import type { MailMessage } from './mailer.js';
import { createUser, findUserByEmail, normalizeEmail, type UserRow } from './users.js';

/** A sign-up waiting for the code mailed to its address. */
interface PendingSignup extends CodeRow {
  name: string | null;
  password_hash: string;
}

export const signUpStartedMessage = (email: string) =>
  `We sent a message to ${email}. Enter the six-digit code from it to finish creating your account; it works for 15 minutes.`;

const hashCode = (secret: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`sign-up:${email}:${code}`).digest('hex');

/**
 * Records a sign-up and returns the mail to send, which the caller sends once the answer is decided: the mail
 * server's speed never delays the write, nor reveals whether the address had an account.
 */
export async function startSignUp(
  db: Db,
  secret: string,
  fields: { email: string; name?: string | null; passwordHash: string },
  clock = Date.now(),
): Promise<MailMessage> {
  const email = normalizeEmail(fields.email);
  if (await findUserByEmail(db, email)) {
    return {
      to: email,
      subject: 'Your Pepper Atlas account',
      text: 'Someone asked to create a Pepper Atlas account with this address, which already has one. If it was you, sign in instead (or use your usual way of signing in). If it was not, you can ignore this email: nothing has changed.',
    };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db('pending_signups')
    .insert({
      email,
      name: fields.name?.trim() || null,
      password_hash: fields.passwordHash,
      code_hash: hashCode(secret, email, code),
      expires_at: clock + CODE_TTL_MS,
      attempts: 0,
    })
    .onConflict('email')
    .merge();
  return {
    to: email,
    subject: 'Your Pepper Atlas code',
    text: `Your Pepper Atlas code is ${code}.\n\nEnter it in the app within 15 minutes to finish creating your account. If you did not ask for an account, you can ignore this email.`,
  };
}

/** The new account, signed up with the live code for its address; else how many tries the code has left. */
export async function confirmSignUp(
  db: Db,
  secret: string,
  rawEmail: string,
  code: string,
  clock = Date.now(),
): Promise<UserRow | CodeRefused> {
  const email = normalizeEmail(rawEmail);
  const tried = await tryCode<PendingSignup>(
    db,
    'pending_signups',
    { email },
    hashCode(secret, email, code),
    clock,
  );
  if (!('row' in tried)) return tried;
  const pending = tried.row;
  const user = await createUser(db, {
    email,
    name: pending.name,
    passwordHash: pending.password_hash,
    emailVerified: true,
  });
  await db('pending_signups').where({ email }).delete();
  // The address was taken meanwhile (by another sign-up or OIDC): this code can no longer make an account.
  return user ?? { triesLeft: 0 };
}
