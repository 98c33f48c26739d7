/**
 * Sign-in: GET /api/login goes to the OIDC provider when configured, else to the shell's /login screen,
 * which posts email and password to /api/auth/login or /api/auth/register. The session id is rotated
 * at every sign-in (request.signIn).
 */
import { routes } from '@pepper/contract';
import { isSafeReturnTo } from '@pepper/domain/plans';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type { MailMessage } from '../services/accounts/mailer.js';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { Oidc } from '../services/accounts/oidc.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../services/accounts/passwords.js';
import {
  codeRefusedMessage,
  confirmEmailCode,
  issueEmailCode,
} from '../services/accounts/email-verification.js';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInWait,
} from '../services/accounts/sign-in-failures.js';
import { confirmSignUp, signUpStartedMessage, startSignUp } from '../services/accounts/sign-up.js';
import {
  passwordResetDoneMail,
  RESET_REFUSED_MESSAGE,
  RESET_STARTED_MESSAGE,
  resetPassword,
  startPasswordReset,
} from '../services/accounts/password-reset.js';
import { endOtherSessions } from '../services/accounts/sessions.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  normalizeEmail,
  toUser,
  type UserRow,
} from '../services/accounts/users.js';

/**
 * The page of this site a browser came from (its Referer), to return to after signing in when the link named
 * none. Only a same-origin page path that the login query itself would accept.
 */
function pageCameFrom(request: FastifyRequest, origin: string): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('/api/')) return undefined;
  const path = `${url.pathname}${url.search}`;
  return isSafeReturnTo(path) ? path : undefined;
}

const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

const HOUR = 60 * 60 * 1000;

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const oidc = config.oidc ? new Oidc(config.oidc) : null;
  // Signing in and signing up draw on one budget per address: trying passwords through either counts.
  const signInLimit = perMinute(config.rateLimits.signIn, 'sign-in');
  const emailCodeLimit = perMinute(config.rateLimits.signIn, 'email-code');
  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const present = (row: UserRow) => toUser(row, config.adminEmails);

  /** A mail sent after the answer is decided, so the mail server's timing never reveals whether it was sent. */
  const sendLater = (request: FastifyRequest, message: MailMessage) => {
    app.services.mailer
      .send(message)
      .catch((err) => request.log.error({ err, subject: message.subject }, 'mail not sent'));
  };

  /**
   * Password resets are counted per account and per address, an hour at a time: the mails asked for (so nobody
   * floods a mailbox) and the codes tried (so nobody guesses one). The account is named in the counter by a keyed
   * hash of the address typed, whether or not it has an account, so a refusal reveals nothing about that either.
   */
  const spendResetBudget = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'mails' | 'tries',
    email: string,
  ) => {
    const perAccount = config.rateLimits.passwordResets * (kind === 'mails' ? 1 : 2);
    const account = createHmac('sha256', app.signingSecret)
      .update(`password-reset:${normalizeEmail(email)}`)
      .digest('hex')
      .slice(0, 32);
    const takes = await Promise.all([
      app.limiter.take(`password-reset-${kind}|account:${account}`, { max: perAccount, windowMs: HOUR }),
      app.limiter.take(`password-reset-${kind}|address:${request.ip}`, {
        max: perAccount * 4,
        windowMs: HOUR,
      }),
    ]);
    const refused = takes.filter((t) => !t.allowed);
    if (!refused.length) return;
    const seconds = Math.max(1, Math.ceil((Math.max(...refused.map((t) => t.resetAt)) - Date.now()) / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(
      429,
      kind === 'mails'
        ? `Too many password reset emails asked for. Try again in ${waitText(seconds)}.`
        : `Too many reset codes tried. Try again in ${waitText(seconds)}.`,
    );
  };

  app.get(routes.login.path, { schema: routes.login.schema, ...signInLimit }, async (request, reply) => {
    const returnTo = request.query.returnTo ?? pageCameFrom(request, origin(request)) ?? '/';
    if (!oidc) return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    let start;
    try {
      start = await oidc.start(`${origin(request)}${routes.oidcCallback.path}`);
    } catch (err) {
      request.log.error({ err }, 'OIDC discovery failed');
      throw new HttpError(503, 'Sign-in provider unavailable');
    }
    request.session.oidc = {
      codeVerifier: start.codeVerifier,
      state: start.state,
      nonce: start.nonce,
      returnTo,
    };
    return reply.redirect(start.url);
  });

  app.get(
    routes.oidcCallback.path,
    { schema: routes.oidcCallback.schema, ...signInLimit },
    async (request, reply) => {
      const pending = request.session.oidc;
      if (!oidc) throw new HttpError(404, 'Sign-in provider not configured');
      if (!pending) throw new HttpError(400, 'No sign-in in progress');
      request.session.oidc = undefined;
      let identity;
      try {
        identity = await oidc.finish(new URL(request.url, origin(request)), pending);
      } catch (err) {
        request.log.warn({ err }, 'OIDC callback refused');
        throw new HttpError(401, 'Sign-in failed');
      }
      const known = await db<UserRow>('users').where({ oidc_subject: identity.subject }).first();
      // An existing account is joined by its address only when the provider vouches for that address.
      const byEmail = known ? undefined : await findUserByEmail(db, identity.email);
      if (byEmail && !identity.emailVerified)
        throw new HttpError(401, 'Sign-in failed: the provider did not confirm this email address');
      const row =
        known ??
        byEmail ??
        (await createUser(db, {
          email: identity.email,
          name: identity.name,
          oidcSubject: identity.subject,
          emailVerified: identity.emailVerified,
        })) ??
        (await findUserByEmail(db, identity.email));
      if (!row) throw new HttpError(401, 'Sign-in failed');
      if (!row.oidc_subject)
        await db('users').where({ id: row.id }).update({ oidc_subject: identity.subject });
      if (identity.emailVerified && normalizeEmail(identity.email) === row.email)
        await markEmailVerified(db, row.id);
      await request.signIn(row.id);
      return reply.redirect(pending.returnTo);
    },
  );

  app.post(
    routes.authLogin.path,
    { schema: routes.authLogin.schema, ...signInLimit },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await signInWait(db, email);
      if (wait) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', String(seconds));
        throw new HttpError(
          429,
          `Too many failed sign-ins for this account. Try again in ${waitText(seconds)}.`,
        );
      }
      const row = await findUserByEmail(db, email);
      // Compare against a dummy hash when there is no account, so timing does not reveal which emails exist.
      const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
      if (!row || !row.password_hash || !ok) {
        await recordSignInFailure(db, email);
        throw new HttpError(401, 'Invalid email or password');
      }
      await clearSignInFailures(db, email);
      await request.signIn(row.id);
      return present(row);
    },
  );

  app.post(
    routes.authRegister.path,
    { schema: routes.authRegister.schema, ...signInLimit },
    async (request, reply) => {
      const { email, password, name } = request.body;
      // Hashed whether or not the address has an account, so the time taken reveals nothing either.
      const mail = await startSignUp(db, app.signingSecret, {
        email,
        name,
        passwordHash: await hashPassword(password),
      });
      sendLater(request, mail);
      return reply.code(202).send({ message: signUpStartedMessage(normalizeEmail(email)) });
    },
  );

  app.post(
    routes.confirmSignUp.path,
    { schema: routes.confirmSignUp.schema, ...signInLimit },
    async (request, reply) => {
      const row = await confirmSignUp(db, app.signingSecret, request.body.email, request.body.code);
      if ('triesLeft' in row)
        throw new HttpError(400, codeRefusedMessage(row, 'Start again to get a new one.'));
      await request.signIn(row.id);
      return reply.code(201).send(present(row));
    },
  );

  app.post(
    routes.sendEmailCode.path,
    { schema: routes.sendEmailCode.schema, ...emailCodeLimit },
    async (request, reply) => {
      const row = (await findUserById(db, request.session.userId!))!;
      if (row.email_verified_at) throw new HttpError(409, 'This email address is already verified');
      const code = await issueEmailCode(db, app.signingSecret, row.id);
      await app.services.mailer.send({
        to: row.email,
        subject: 'Your Pepper Atlas code',
        text: `Your Pepper Atlas code is ${code}.\n\nEnter it in the app within 15 minutes to confirm that this address is yours. If you did not ask for it, you can ignore this email.`,
      });
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    routes.confirmEmailCode.path,
    { schema: routes.confirmEmailCode.schema, ...emailCodeLimit },
    async (request) => {
      const userId = request.session.userId!;
      const confirmed = await confirmEmailCode(db, app.signingSecret, userId, request.body.code);
      if (confirmed !== true) {
        throw new HttpError(400, codeRefusedMessage(confirmed, 'Ask for a new one.'));
      }
      return present((await findUserById(db, userId))!);
    },
  );

  app.post(
    routes.changePassword.path,
    { schema: routes.changePassword.schema, ...signInLimit },
    async (request) => {
      const row = (await findUserById(db, request.session.userId!))!;
      if (!row.password_hash)
        throw new HttpError(
          409,
          'This account signs in through your sign-in provider and has no password here. Change it with that provider.',
        );
      // Wrong guesses count toward the same lockout as signing in, so an open session cannot try passwords freely.
      const wait = await signInWait(db, row.email);
      if (wait) {
        throw new HttpError(
          429,
          `Too many wrong passwords. Try again in ${waitText(Math.ceil(wait / 1000))}.`,
        );
      }
      if (!(await verifyPassword(request.body.currentPassword, row.password_hash))) {
        await recordSignInFailure(db, row.email);
        throw new HttpError(403, 'Your current password is not right.');
      }
      await clearSignInFailures(db, row.email);
      await db('users')
        .where({ id: row.id })
        .update({ password_hash: await hashPassword(request.body.newPassword) });
      // A new session id, as at sign-in: a copy of the old cookie no longer works.
      await request.signIn(row.id);
      // Whoever else knew the old password is signed out everywhere else.
      const otherSessionsEnded = await endOtherSessions(db, row.id, request.session.sessionId);
      return { ok: true as const, otherSessionsEnded };
    },
  );

  app.post(
    routes.forgotPassword.path,
    { schema: routes.forgotPassword.schema, ...signInLimit },
    async (request, reply) => {
      await spendResetBudget(request, reply, 'mails', request.body.email);
      const mail = await startPasswordReset(db, app.signingSecret, request.body.email);
      if (mail) sendLater(request, mail);
      return reply.code(202).send({ message: RESET_STARTED_MESSAGE });
    },
  );

  app.post(
    routes.resetPassword.path,
    { schema: routes.resetPassword.schema, ...signInLimit },
    async (request, reply) => {
      const { email, code, newPassword } = request.body;
      await spendResetBudget(request, reply, 'tries', email);
      // Hashed whether or not the address has an account, so the time taken reveals nothing.
      const passwordHash = await hashPassword(newPassword);
      const row = await resetPassword(db, app.signingSecret, email, code, passwordHash);
      if (!row) throw new HttpError(400, RESET_REFUSED_MESSAGE);
      // The code came through the account's mailbox: the address is proved, and the lockout is lifted.
      await markEmailVerified(db, row.id);
      await clearSignInFailures(db, row.email);
      const otherSessionsEnded = await endOtherSessions(db, row.id, null);
      await request.signIn(row.id);
      sendLater(request, passwordResetDoneMail(row.email, otherSessionsEnded));
      return present((await findUserById(db, row.id))!);
    },
  );

  app.post(routes.logout.path, { schema: routes.logout.schema }, async (request, reply) => {
    await request.signOut();
    reply.clearCookie('pepper.sid', { path: '/' });
    return { ok: true };
  });

  app.get(routes.user.path, { schema: routes.user.schema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return (await request.currentUser())!;
  });
}
