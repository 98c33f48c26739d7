/**
 * Test harness: one fresh database per test file and dialect (an SQLite file in the temp folder, a
 * `pepper_test_<random>` MySQL database), an app built on it, and a small cookie-keeping client.
 * MySQL comes from TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306/test); when it is unreachable
 * the MySQL suites are skipped locally and fail in CI (CI=true).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import { createDb, type DbWaits } from '../db/connection.js';
import { keyLeaseMs } from '../services/writes/idempotency.js';
import { buildApp, type BuildOptions } from '../app.js';
import type { AppConfig } from '../config/app-config.js';
import type { MailMessage } from '../services/accounts/mailer.js';
import { fixtures } from './fixtures.js';
import { PERSONAL_TABLES, rowsOf } from '../services/my-data/personal-data.js';
import { startTcpProxy } from './tcp-proxy.js';

export type Dialect = 'sqlite' | 'mysql';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
export const PUBLIC_URL = 'http://localhost:3000';

function adminConnection() {
  const url = new URL(TEST_MYSQL_URL);
  return knexFactory({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: Number(url.port) || 3306,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    },
    pool: { min: 0, max: 1 },
  });
}

async function mysqlReachable(): Promise<boolean> {
  const db = adminConnection();
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}

const mysqlUp = await mysqlReachable();
if (!mysqlUp) {
  if (process.env.CI === 'true')
    throw new Error(`MySQL is required in CI but ${TEST_MYSQL_URL} is unreachable`);
  console.warn(
    `[api tests] MySQL at ${TEST_MYSQL_URL} is unreachable: MySQL suites are SKIPPED (set TEST_MYSQL_URL).`,
  );
}

export const DIALECTS: Dialect[] = mysqlUp ? ['sqlite', 'mysql'] : ['sqlite'];
/** For suites that only make sense on MySQL (concurrency, several processes). */
export const describeMysql = mysqlUp ? describe : describe.skip;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const name = `pepper_test_${randomBytes(6).toString('hex')}`;
  if (dialect === 'sqlite') {
    const file = path.join(os.tmpdir(), `${name}.sqlite`);
    return {
      url: file,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      },
    };
  }
  const admin = adminConnection();
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const db = adminConnection();
      await db.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await db.destroy();
    },
  };
}

// Generous limits: the rate-limit suites set their own low ones.
const GENEROUS_LIMITS: AppConfig['rateLimits'] = {
  signIn: 1000,
  passwordResets: 1000,
  suggestions: 1000,
  clicks: 1000,
  identify: 1000,
  weather: 1000,
  visitorWrites: 1000,
  catalog: 100000,
  newQueries: 100000,
  renders: 100000,
  gardenWrites: 100000,
  gardenSettings: 100000,
  photoCpuMs: 100000000,
  imports: 100000,
  ratings: 100000,
};

/** The generous limits, but for the few a suite tests. */
export const limitsWith = (low: Partial<AppConfig['rateLimits']>): AppConfig['rateLimits'] => ({
  ...GENEROUS_LIMITS,
  ...low,
});

export const testConfig = (overrides: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  publicUrl: PUBLIC_URL,
  serveApp: false,
  adminEmails: ['boss@example.com'],
  oidc: null,
  stripeSecretKey: null,
  openaiApiKey: null,
  shopId: 'test-shop',
  rateLimits: GENEROUS_LIMITS,
  ...overrides,
});

/** Every mail the test apps sent, newest last (the real SMTP path has its own test). */
export const sentMail: MailMessage[] = [];

/** The six-digit code in the newest mail to an address. */
export function lastCodeSentTo(email: string): string {
  const mail = sentMail.filter((m) => m.to === email.trim().toLowerCase()).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}
const capturingMailer = { send: async (message: MailMessage) => void sentMail.push(message) };

export async function testApp(databaseUrl: string, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    content: fixtures,
    env: {},
    ...options,
    services: { mailer: capturingMailer, ...options.services },
    config: testConfig({ databaseUrl, ...options.config }),
  });
  await app.ready();
  return app;
}

/**
 * Builds an app on a fresh database of `dialect` before the suite, and closes it and drops the database after.
 * The getters answer them while the suite runs.
 */
export function appForSuite(dialect: Dialect, options: BuildOptions = {}) {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await testApp(database.url, options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return { app: () => app, database: () => database };
}

/**
 * Runs `suite` once per available dialect, each on its own database and app (built in beforeAll,
 * closed and dropped in afterAll). `ctx()` answers the app of the running suite.
 */
export function describeDialects(
  title: string,
  suite: (ctx: () => FastifyInstance, dialect: Dialect) => void,
  options: BuildOptions = {},
) {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => suite(appForSuite(dialect, options).app, dialect));
  }
}

/**
 * Runs `suite` once per available dialect on an empty database and a connection to it, with no app and no
 * migrations run: for tests of the migrations themselves.
 */
export function describeEmptyDatabases(title: string, suite: (db: () => Knex, dialect: Dialect) => void) {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      let database: TestDatabase;
      let db: Knex;
      beforeAll(async () => {
        database = await createTestDatabase(dialect);
        db = createDb(database.url, database.url);
      });
      afterAll(async () => {
        await db?.destroy();
        await database?.drop();
      });
      suite(() => db, dialect);
    });
  }
}

/** Like describeDialects, for suites that all ask as one visitor (a browser with no account yet). */
export function describeAsVisitor(
  title: string,
  suite: (client: Client, ctx: () => FastifyInstance) => void,
  options: BuildOptions = {},
) {
  describeDialects(title, (app) => suite(new Client(app), app), options);
}

/** A browser-like caller: same-origin headers, JSON bodies, and it keeps its session cookie. */
export class Client {
  cookie = '';
  constructor(private readonly app: () => FastifyInstance) {}

  async request(options: InjectOptions & { json?: unknown }): Promise<LightMyRequestResponse> {
    const { json, ...rest } = options;
    const headers: Record<string, string> = {
      origin: PUBLIC_URL,
      ...(rest.headers as Record<string, string>),
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app().inject({
      ...rest,
      headers,
      ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
    });
    const setCookie = res.cookies.find((c) => c.name === 'pepper.sid');
    if (setCookie) this.cookie = setCookie.value ? `pepper.sid=${encodeURIComponent(setCookie.value)}` : '';
    return res;
  }

  get = (url: string, headers: Record<string, string> = {}) => this.request({ method: 'GET', url, headers });
  post = (url: string, json?: unknown, headers: Record<string, string> = {}) =>
    this.request({ method: 'POST', url, json, headers });
  delete = (url: string) => this.request({ method: 'DELETE', url });
  /** A POST with the body exactly as given, of the given type: a malformed JSON, a form's fields. */
  postRaw = (url: string, contentType: string, payload: string, headers: Record<string, string> = {}) =>
    this.request({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } });
  /** A POST of an HTML form's fields, URL-encoded, as a browser sends a form. */
  postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    this.postRaw(url, 'application/x-www-form-urlencoded', new URLSearchParams(fields).toString(), headers);

  /** A new caller, signed up to a new account of its own. */
  static async signedUp(app: () => FastifyInstance): Promise<Client> {
    const client = new Client(app);
    await client.register();
    return client;
  }

  /** Signs up a new account the way a person does (with the code mailed to it), and so signs in. */
  async register(email = `user-${randomBytes(4).toString('hex')}@example.com`, password = 'correct horse') {
    const started = await this.post('/api/auth/register', { email, password, name: 'Tester' });
    if (started.statusCode !== 202) throw new Error(`sign-up failed: ${started.statusCode} ${started.body}`);
    const res = await this.post('/api/auth/register/confirm', { email, code: lastCodeSentTo(email) });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; email: string };
  }

  /** Proves the signed-in account's address the way its owner does: with the code mailed to it. */
  async verifyEmail() {
    const me = (await this.get('/api/user')).json() as {
      email: string;
      emailVerified: boolean;
      isAdmin: boolean;
    };
    if (me.emailVerified) return me;
    const sent = await this.post('/api/auth/email-verification');
    if (sent.statusCode !== 202) throw new Error(`code not sent: ${sent.statusCode} ${sent.body}`);
    const code = sentMail
      .filter((m) => m.to === me.email)
      .at(-1)!
      .text.match(/\b(\d{6})\b/)![1];
    const res = await this.post('/api/auth/email-verification/confirm', { code });
    if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
    return res.json() as { isAdmin: boolean; emailVerified: boolean };
  }
}

/** Puts a user on a plan directly (the payment flow is tested separately). */
export async function setPlan(app: FastifyInstance, userId: number, plan: 'free' | 'premium' | 'pro') {
  await app.db('users').where({ id: userId }).update({ plan_type: plan });
}

/** The status codes of `times` requests sent one after another; `send` gets the request's index. */
export async function statusCodes(
  times: number,
  send: (i: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await send(i)).statusCode);
  return codes;
}

/**
 * One client sends the same kind of request again and again under the given per-minute limits: the answers,
 * in turn, are `expected` (the last ones 429 once the limit is passed).
 */
export function describeRateLimit(
  title: string,
  sentence: string,
  limits: Partial<AppConfig['rateLimits']>,
  send: (client: Client, i: number) => Promise<{ statusCode: number }>,
  expected: number[],
) {
  describeDialects(
    title,
    (app) => {
      it(sentence, async () => {
        const client = new Client(app);
        expect(await statusCodes(expected.length, (i) => send(client, i))).toEqual(expected);
      });
    },
    { config: { rateLimits: limitsWith(limits) } },
  );
}

/** An app that reaches its MySQL database through a proxy the test can stall or cut, with these waits. */
export async function appBehindProxy(database: TestDatabase, dbWaits: AppConfig['dbWaits']) {
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) || 3306 });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  viaProxy.hostname = '127.0.0.1';
  // The schema is built first under the usual limits: on a busy server a migration can outlast the short
  // statement limit these apps are given, which is for the outage, not for building the tables.
  await (await testApp(database.url)).close();
  const app = await testApp(viaProxy.href, { config: { dbWaits } });
  return { proxy, app };
}

/** Expects no personal table (the registry of personal data) to keep a row of the given account. */
export async function expectNoRowsOfAccount(app: FastifyInstance, user: { id: number; email: string }) {
  const person = { userId: user.id, owner: `u:${user.id}`, email: user.email };
  for (const table of PERSONAL_TABLES) {
    const rows = await rowsOf(app.db, table, person).count({ n: '*' }).first();
    expect(Number(rows?.n), table.table).toBe(0);
  }
}

/**
 * Sends a keyed write again, as the app's client does, while its answer is one of `busy` (409 while an earlier
 * attempt holds the key, 503 while the database is away): for at most as long as a claim on a key lasts.
 */
export const retryWhile = (
  busy: number[],
  waits: DbWaits,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> =>
  vi.waitFor(
    async () => {
      const res = await send();
      if (busy.includes(res.statusCode)) throw new Error(`still ${res.statusCode}: ${res.body}`);
      return res;
    },
    { timeout: keyLeaseMs(waits) + 10_000, interval: 250 },
  );
