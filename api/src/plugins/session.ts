/**
 * Cookie sessions stored in the database, so any API process can serve any user. The cookie is
 * HttpOnly and SameSite=Lax, and Secure when the public URL is https (`auto` keeps plain-HTTP
 * development working, where a Secure cookie would never be sent back).
 */
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, Session } from 'fastify';
import type { Db } from '../db/connection.js';
import fp from 'fastify-plugin';

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Key of a visitor's favorites: visitors keep favorites for their session. */
    visitorKey?: string;
    /** When a visitor's session was last extended (it lasts a day from its last use). */
    visitorRenewedAt?: number;
    /** OIDC authorization request in flight: PKCE verifier, state and where to return. */
    oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Callback<T = void> = (err?: any, result?: T) => void;

/** A small knex store: an upsert on set works on both dialects. Expired rows are never returned. */
export class KnexSessionStore {
  constructor(private readonly db: Db) {}

  get(sid: string, cb: Callback<Session | null>) {
    this.db('sessions')
      .where({ sid })
      .andWhere('expires_at', '>', Date.now())
      .first('data')
      .then((row) => cb(null, row ? JSON.parse(row.data) : null), cb);
  }

  set(sid: string, session: { cookie?: { expires?: Date | string | null } }, cb: Callback) {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires).getTime()
      : Date.now() + THIRTY_DAYS;
    this.db('sessions')
      .insert({ sid, data: JSON.stringify(session), expires_at: expires })
      .onConflict('sid')
      .merge(['data', 'expires_at'])
      .then(() => {
        // Sweep expired rows now and then rather than on a timer (no background work to stop).
        if (Math.random() < 0.01) return this.db('sessions').where('expires_at', '<=', Date.now()).delete();
      })
      .then(() => cb(), cb);
  }

  destroy(sid: string, cb: Callback) {
    this.db('sessions')
      .where({ sid })
      .delete()
      .then(() => cb(), cb);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The secret that signs now (session cookies, email codes). */
    signingSecret: string;
  }
}

/**
 * Without SESSION_SECRET, one random secret is made once and kept in the database: no secret is ever a
 * constant of the code, and every API process on the database signs alike.
 */
export async function storedSessionSecret(db: Db): Promise<string> {
  const key = 'session_secret';
  await db('meta')
    .insert({ key, value: randomBytes(48).toString('base64url') })
    .onConflict('key')
    .ignore();
  return (await db('meta').where({ key }).first('value')).value;
}

export default fp(
  async function sessionPlugin(app: FastifyInstance) {
    const https = app.config.publicUrl?.startsWith('https:') ?? false;
    const secrets = app.config.sessionSecrets.length
      ? app.config.sessionSecrets
      : [await storedSessionSecret(app.db)];
    app.decorate('signingSecret', secrets[0]);
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: secrets,
      cookieName: 'pepper.sid',
      saveUninitialized: false,
      rolling: false,
      store: new KnexSessionStore(app.db),
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: https ? true : 'auto',
        maxAge: THIRTY_DAYS,
        path: '/',
      },
    });
  },
  { name: 'session', dependencies: ['config', 'database'] },
);
