/**
 * Who is calling: the signed-in user (from the session) or a visitor. Roles are checked on the server
 * with the `requireUser` and `requireAdmin` pre-handlers; sign-in rotates the session id and moves a
 * visitor's favorites into the account.
 */
import type { User } from '@pepper/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { userOwner, visitorOwner } from '../services/my-data/favorites.js';
import { moveVisitorData } from '../services/my-data/personal-data.js';
import { findUserById, toUser } from '../services/accounts/users.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; read once per request. */
    currentUser(): Promise<User | null>;
    /**
     * Owner key of the caller's personal data (favorites, garden, seed stash, orders): the account's, or a
     * visitor's; creates a visitor key (and so a session) when `create`.
     */
    dataOwner(create: boolean): string | null;
    signIn(userId: number): Promise<void>;
    signOut(): Promise<void>;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const VISITOR_SESSION_MS = 24 * 60 * 60 * 1000;
const VISITOR_RENEWAL_MS = 60 * 60 * 1000;

const userCache = new WeakMap<FastifyRequest, Promise<User | null>>();

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const { adminEmails } = app.config;

    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = userCache.get(this);
      if (!pending) {
        const id = this.session.userId;
        pending = id
          ? findUserById(app.db, id).then((row) => (row ? toUser(row, adminEmails) : null))
          : Promise.resolve(null);
        userCache.set(this, pending);
      }
      return pending;
    });

    app.decorateRequest('dataOwner', function (this: FastifyRequest, create: boolean) {
      const { session } = this;
      if (session.userId) return userOwner(session.userId);
      if (!session.visitorKey && create) session.visitorKey = randomUUID();
      if (!session.visitorKey) return null;
      // A visitor's session lasts a day from its last use (an account's, 30 days): unused ones soon expire.
      // Extending it is a write, so it happens at most hourly.
      if (Date.now() - (session.visitorRenewedAt ?? 0) > VISITOR_RENEWAL_MS) {
        session.cookie.maxAge = VISITOR_SESSION_MS;
        session.visitorRenewedAt = Date.now();
      }
      return visitorOwner(session.visitorKey);
    });

    app.decorateRequest('signIn', async function (this: FastifyRequest, userId: number) {
      const visitorKey = this.session.visitorKey;
      // A new session id at sign-in defeats session fixation.
      await this.session.regenerate();
      this.session.userId = userId;
      this.session.signedInAt = Date.now();
      this.session.userAgent = this.headers['user-agent'];
      userCache.delete(this);
      if (visitorKey) await moveVisitorData(app.db, visitorOwner(visitorKey), userOwner(userId));
    });

    app.decorateRequest('signOut', async function (this: FastifyRequest) {
      await this.session.destroy();
      userCache.delete(this);
    });

    app.decorate('requireUser', async function (request: FastifyRequest) {
      if (!(await request.currentUser())) throw new HttpError(401, 'Sign in required');
    });

    app.decorate('requireAdmin', async function (request: FastifyRequest) {
      const user = await request.currentUser();
      if (!user) throw new HttpError(401, 'Sign in required');
      if (!user.isAdmin) throw new HttpError(403, 'Administrators only');
    });
  },
  { name: 'auth', dependencies: ['session'] },
);
