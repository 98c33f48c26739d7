/**
 * Keeping an account: recovering it by a code mailed to its address, and the signed-in sessions its owner can
 * see and end. The answer to a reset request is the same whether or not the address has an account.
 */
import { Type, type Static } from 'typebox';
import { endpoints } from './endpoint-paths.js';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from './limits.js';
import { answers, errors, section, type RouteDef } from './route-parts.js';
import { closed, Nullable } from './schema-parts.js';
import { Ok, User } from './schemas.js';

const Email = Type.String({ format: 'email', maxLength: 254 });

/** What anyone asking for a password reset is told, whether or not the address has an account. */
export const RESET_STARTED_MESSAGE =
  'If an account uses that address, we sent it an email with a code to set a new password. The code works for 30 minutes. Check your spam folder if it does not arrive.';

/** One refusal for a wrong, used or expired code, and for an address without an account, so none reveals which. */
export const RESET_REFUSED_MESSAGE =
  'That code does not work. It may be mistyped, already used, tried too often or more than 30 minutes old. Check the newest email from us, or ask for a new code.';

export const ForgotPasswordBody = Type.Object({ email: Email }, closed);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** What anyone asking for a reset is told, whether or not the address has an account. */
export const ForgotPasswordStarted = Type.Object({ message: Type.String() });
export type ForgotPasswordStarted = Static<typeof ForgotPasswordStarted>;

export const ResetPasswordBody = Type.Object(
  {
    email: Email,
    code: Type.String({ pattern: `^[0-9]{${RESET_CODE_LENGTH}}$` }),
    newPassword: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 }),
  },
  closed,
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** A password changed from the account page: how many other sessions of the account were signed out. */
export const PasswordChanged = Type.Object({
  ok: Type.Boolean(),
  otherSessionsEnded: Type.Integer({ minimum: 0 }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;

/** One signed-in session of the account, as its owner sees it. Its id is not the cookie's. */
export const AccountSession = Type.Object({
  id: Type.String(),
  /** The browser and system in plain words ("Chrome on Android"). */
  device: Type.String(),
  /** ISO date-time of sign-in; null for a session signed in before this was kept. */
  signedInAt: Nullable(Type.String()),
  /** ISO date-time of the last request, to within a few minutes. */
  lastSeenAt: Type.String(),
  /** The session that made this request: this device. */
  current: Type.Boolean(),
});
export type AccountSession = Static<typeof AccountSession>;

export const AccountSessions = Type.Object({ sessions: Type.Array(AccountSession) });
export type AccountSessions = Static<typeof AccountSessions>;

export const SessionIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, closed);
export type SessionIdParams = Static<typeof SessionIdParams>;

export const OtherSessionsEnded = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type OtherSessionsEnded = Static<typeof OtherSessionsEnded>;

const auth = section('auth');
const account = section('account');

export const accountRoutes = {
  forgotPassword: auth.route(endpoints.forgotPassword, 'none', {
    summary:
      'Ask for a password reset: a code goes to the address when it has an account (the answer is the same when not)',
    body: ForgotPasswordBody,
    response: { 202: ForgotPasswordStarted, ...errors(400, 403, 429) },
  }),
  resetPassword: auth.route(endpoints.resetPassword, 'none', {
    summary:
      'Set a new password with the mailed code: signs in here and signs out every other session of the account',
    body: ResetPasswordBody,
    response: { 200: User, ...errors(400, 403, 429) },
  }),
  accountSessions: account.withoutInput(endpoints.accountSessions, 'user', answers(AccountSessions, 401), {
    summary: "The account's signed-in sessions, the caller's own marked current",
  }),
  endAccountSession: account.route(endpoints.endAccountSession, 'user', {
    summary: 'Sign out one other session of the account',
    params: SessionIdParams,
    response: { 200: Ok, ...errors(400, 401, 403, 404, 409) },
  }),
  endOtherSessions: account.withoutInput(
    endpoints.endOtherSessions,
    'user',
    answers(OtherSessionsEnded, 401, 403),
    { summary: 'Sign out every session of the account but the caller' },
  ),
} satisfies Record<string, RouteDef>;
