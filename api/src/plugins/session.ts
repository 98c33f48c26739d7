/**
 * Cookie sessions stored in the database, so any API process can serve any user. The cookie is
 * HttpOnly and SameSite=Lax, and Secure when the public URL is https (`auto` keeps plain-HTTP
 * development working, where a Secure cookie would never be sent back).
 */
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, Session } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection.js';
import { poolOf } from '../db/write-scope.js';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../lib/cache-rules.js';

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
    /** The browser a signed-in session was opened in (its User-Agent, cut to the column's size). */
    userAgent?: string;
    /** Epoch ms of sign-in. */
    signedInAt?: number;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Callback<T = void> = (err?: any, result?: T) => void;

/** How stale a session's "last seen" may get before a request writes it again: one write per session at most. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** The stored row's columns a person's list of sessions reads (the data itself stays opaque JSON). */
const USER_AGENT_MAX = 255;
export const userAgentColumn = (userAgent: string | undefined) => userAgent?.slice(0, USER_AGENT_MAX) ?? null;

/**
 * A small knex store: an upsert on set works on both dialects. Expired rows are never returned. Each row also
 * names its account, browser, sign-in time and last use, so the account page can list them and the account's
 * other sessions can be ended together.
 */
export class KnexSessionStore {
  /** When each session read by this process was last marked seen in the database. */
  private readonly seen = new LRUCache<string, number>({ max: 50_000 });

  /** `pool`: for the last-seen marks, written after the answer and outside any write's transaction. */
  constructor(
    private readonly db: Db,
    private readonly pool: Db = db,
  ) {}

  get(sid: string, cb: Callback<Session | null>) {
    this.db('sessions')
      .where({ sid })
      .andWhere('expires_at', '>', Date.now())
      .first('data', 'last_seen_at')
      .then((row) => {
        if (row) this.seen.set(sid, Number(row.last_seen_at ?? 0));
        cb(null, row ? JSON.parse(row.data) : null);
      }, cb);
  }

  set(
    sid: string,
    session: {
      cookie?: { expires?: Date | string | null };
      userId?: number;
      userAgent?: string;
      signedInAt?: number;
    },
    cb: Callback,
  ) {
    const now = Date.now();
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : now + THIRTY_DAYS;
    this.seen.set(sid, now);
    this.db('sessions')
      .insert({
        sid,
        data: JSON.stringify(session),
        expires_at: expires,
        user_id: session.userId ?? null,
        user_agent: userAgentColumn(session.userAgent),
        created_at: session.signedInAt ?? null,
        last_seen_at: now,
      })
      .onConflict('sid')
      .merge([
        'data',
        'expires_at',
        'user_id',
        'user_agent',
        'last_seen_at',
        // A session signed in before sign-in times were kept keeps its row's time (none).
        ...(session.signedInAt ? ['created_at'] : []),
      ])
      .then(() => {
        // Sweep expired rows now and then rather than on a timer (no background work to stop).
        if (Math.random() < 0.01) return this.db('sessions').where('expires_at', '<=', Date.now()).delete();
      })
      .then(() => cb(), cb);
  }

  destroy(sid: string, cb: Callback) {
    this.seen.delete(sid);
    this.db('sessions')
      .where({ sid })
      .delete()
      .then(() => cb(), cb);
  }

  /**
   * Notes that a session was used: written only when its stored mark is older than LAST_SEEN_EVERY_MS, so a
   * person browsing costs one small update every few minutes, not one a request. A session this process has
   * not read (one just made, whose row says "now" already) is left alone.
   */
  async markSeen(sid: string, now = Date.now()): Promise<boolean> {
    const seen = this.seen.get(sid);
    if (seen === undefined || now - seen < LAST_SEEN_EVERY_MS) return false;
    this.seen.set(sid, now);
    await this.pool('sessions').where({ sid }).update({ last_seen_at: now });
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The secret that signs now (session cookies, email codes). */
    signingSecret: string;
    sessionStore: KnexSessionStore;
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
    const store = new KnexSessionStore(app.db, poolOf(app.db));
    app.decorate('sessionStore', store);
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: secrets,
      // The cache rules recognise a personal request by this cookie name: one constant, so they cannot disagree.
      cookieName: SESSION_COOKIE,
      saveUninitialized: false,
      rolling: false,
      store,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: https ? true : 'auto',
        maxAge: THIRTY_DAYS,
        path: '/',
      },
    });
    // After the answer: a signed-in session's last use, for the account page's list of sessions.
    app.addHook('onResponse', async (request) => {
      const { session } = request;
      if (!session?.userId) return;
      await store
        .markSeen(session.sessionId)
        .catch((err) => request.log.warn({ err }, 'session last-seen not written'));
    });
  },
  { name: 'session', dependencies: ['config', 'database'] },
);
