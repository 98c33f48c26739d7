/**
 * Configuration from the environment (each variable is described in the README and .env.example). Every
 * variable is optional; tests pass overrides to buildApp instead of touching process.env.
 */
import path from 'node:path';
import platform from '@pepper/rspack-config/remotes.json';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_DB_WAITS, type DbWaits } from '../db/connection.js';
import fp from 'fastify-plugin';
import { remoteRouteFor, remoteRoutes } from '@pepper/contract';

/** Every remote the shell loads, each built into its own folder (one list for every tool). */
export const REMOTES: readonly { name: string; dir: string }[] = platform.remotes;
/** Which remote page renders each app path, read from the same list as the shell's route table. */
export const REMOTE_ROUTES = remoteRoutes(platform.remotes);
/**
 * Remote pages whose content is the caller's own (favorites, the garden, the seed stash, identification history,
 * the admin's research) or different on every visit (a random pepper): the server leaves them to the browser.
 */
export const BROWSER_ONLY_PAGES: ReadonlySet<string> = new Set(
  platform.remotes.flatMap(({ name, browserOnly = [] }: { name: string; browserOnly?: string[] }) =>
    browserOnly.map((module) => `${name}/${module}`),
  ),
);
/** The shell's own pages (Home, Menu, signing in, the account, and the addresses people type). */
export const SHELL_PATHS: readonly string[] = platform.shell.paths;

/** Whether a path is a page of the app; any other answers the not-found page with HTTP 404. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SHELL_PATHS.includes(path) || remoteRouteFor(REMOTE_ROUTES, path) !== undefined;
}
export type RemoteName = string;

export interface RateLimits {
  /** Requests per minute per client address. */
  signIn: number;
  suggestions: number;
  clicks: number;
  identify: number;
  weather: number;
  /** Favorites added or removed by visitors without an account (each may create a session). */
  visitorWrites: number;
  /** Catalog reads (lists, pepper pages, images): enough for a person scrolling fast, not for a scraper. */
  catalog: number;
  /** Searches and filters answered for the first time (each builds a new body); cached ones do not count. */
  newQueries: number;
  /** Garden writes (plantings, journal entries, deletions) per visitor session or account; an address gets twice. */
  gardenWrites: number;
  /** Changes to the garden's settings per visitor session or account; an address gets twice. */
  gardenSettings: number;
  /** Milliseconds of CPU journal photos may cost a session, account or address a minute (spent in 10 s sixths). */
  photoCpuMs: number;
  /** Imports of an export file per account an hour (each may carry many photos to re-encode); an address gets twice. */
  imports: number;
}

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  /** knex connection: mysql://... or a SQLite file path. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** Bounds on every wait for the database; past them a request answers 503 with Retry-After. */
  dbWaits: DbWaits;
  /**
   * SESSION_SECRET, comma-separated for rotation: the first signs, the others still verify. Empty: the
   * app makes one and keeps it in the database, so every process signs alike and a restart keeps sessions.
   */
  sessionSecrets: string[];
  /** Origin the app is served from (e.g. https://atlas.example); null: the request's own host. */
  publicUrl: string | null;
  adminEmails: string[];
  /** Redis for the rate-limit counters (REDIS_URL), the database standing in while it is down; null: the database. */
  redisUrl: string | null;
  /** Outgoing mail (sign-in codes): smtp(s)://user:pass@host:port; null writes mail to the log instead. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Extra origins allowed to send state-changing requests (e.g. a dev front end on another port). */
  allowedOrigins: string[];
  openaiApiKey: string | null;
  openaiModel: string;
  openaiBaseUrl: string | null;
  /** Open-Meteo's forecast and archive APIs (self-hosted instances or a test fake may stand in). */
  openMeteoUrl: string;
  openMeteoArchiveUrl: string;
  /** Open-Meteo's geocoding API: a grower's town or postcode, found by name. */
  openMeteoGeocodingUrl: string;
  /** How long a weather request may take before it counts as an outage. */
  weatherTimeoutMs: number;
  /** The image-research search endpoint (MediaWiki API shape); tests point it at a local fake. */
  imageSearchUrl: string;
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  stripePrices: { premium: string | null; pro: string | null };
  /** Points the Stripe SDK at a local fake in tests: { host, port, protocol }. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | null } | null;
  shopId: string;
  shopUrl: string;
  /** The hosting platform named on Home ('Powered by …'), from HOSTED_BY_NAME and HOSTED_BY_URL. */
  hostedBy: { name: string; url: string } | null;
  /** Serve the built shell and remotes (production mode). */
  serveApp: boolean;
  /** Repository root holding shell/dist and mfe-* /dist. */
  appRoot: string;
  remotes: Record<RemoteName, string>;
  /** How long a remote deployed on another host is taken as unchanged before its manifest is read again. */
  remoteRecheckMs: number;
  /** Rendering pages into the document (SERVER_RENDER=0 turns it off), and how long each step may take. */
  serverRender: { remoteLoadMs: number; renderMs: number; cacheDocuments: boolean } | null;
  rateLimits: RateLimits;
  bodyLimit: number;
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  identifyBodyLimit: number;
  /**
   * Behind proxies: how many hops (1 for one load balancer) or which proxy addresses to trust for
   * X-Forwarded-*; false when the app faces clients directly. Never "everyone": a client could then name
   * any address it likes and slip every per-address limit.
   */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {}

/** TRUST_PROXY: a hop count ('1') or a comma-separated list of proxy addresses or ranges. */
export function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends. Set the number of proxies in front of the app (usually 1) or their addresses (e.g. 10.0.0.0/8).',
    );
  }
  return list(text);
}

/** Settings that cannot work together stop the start with a message, instead of failing quietly later. */
export const SESSION_SECRET_MIN_LENGTH = 32;

export function checkConfig(config: AppConfig): void {
  const short = config.sessionSecrets.find((secret) => secret.length < SESSION_SECRET_MIN_LENGTH);
  if (short !== undefined) {
    throw new ConfigError(
      `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters (each one, when several are listed for rotation).`,
    );
  }
  if (config.publicUrl?.startsWith('https:') && config.trustProxy === false) {
    throw new ConfigError(
      'PUBLIC_URL is https but TRUST_PROXY is not set: behind the TLS proxy the app would see plain http and never send its Secure sign-in cookie. Set TRUST_PROXY to the number of proxies in front of the app (usually 1) or their addresses.',
    );
  }
}

const API_DIR = path.resolve(import.meta.dirname, '../..');

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function stripeApiFromUrl(url: string | undefined): AppConfig['stripeApi'] {
  if (!url) return null;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const production = env.NODE_ENV === 'production';
  const remotes = Object.fromEntries(
    REMOTES.map(({ name }) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${name}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  const base: AppConfig = {
    port: Number(env.PORT) || 3000,
    host: env.HOST || '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || null,
    // DATA_DIR moves the embedded database (tests and benchmarks give each server a fresh one).
    dbWaits: DEFAULT_DB_WAITS,
    sqliteFile: path.join(
      env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(API_DIR, 'data'),
      'pepper-atlas.sqlite',
    ),
    // A fixed development secret keeps sessions across restarts; production should set its own.
    sessionSecrets: list(env.SESSION_SECRET),
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    smtpUrl: env.SMTP_URL || null,
    redisUrl: env.REDIS_URL || null,
    mailFrom: env.MAIL_FROM || 'Pepper Atlas <no-reply@pepperatlas.invalid>',
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    openaiApiKey: env.OPENAI_API_KEY || null,
    openaiModel: env.OPENAI_MODEL || 'gpt-4o',
    openaiBaseUrl: env.OPENAI_BASE_URL || null,
    imageSearchUrl: env.IMAGE_SEARCH_URL || 'https://commons.wikimedia.org/w/api.php',
    openMeteoUrl: env.OPEN_METEO_URL || 'https://api.open-meteo.com',
    openMeteoArchiveUrl: env.OPEN_METEO_ARCHIVE_URL || 'https://archive-api.open-meteo.com',
    openMeteoGeocodingUrl: env.OPEN_METEO_GEOCODING_URL || 'https://geocoding-api.open-meteo.com',
    weatherTimeoutMs: 8000,
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripePrices: { premium: env.STRIPE_PRICE_PREMIUM || null, pro: env.STRIPE_PRICE_PRO || null },
    stripeApi: stripeApiFromUrl(env.STRIPE_API_URL),
    oidc: env.OIDC_ISSUER_URL
      ? {
          issuerUrl: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID || 'pepper-atlas',
          clientSecret: env.OIDC_CLIENT_SECRET || null,
        }
      : null,
    shopId: (env.SHOP_ID || 'pepper-atlas-shop').trim().toLowerCase(),
    shopUrl: env.SHOP_URL || 'https://www.pepperatlas-shop.example',
    hostedBy:
      env.HOSTED_BY_NAME && env.HOSTED_BY_URL
        ? { name: env.HOSTED_BY_NAME.trim(), url: env.HOSTED_BY_URL.trim() }
        : null,
    serveApp: production || env.SERVE_APP === '1',
    appRoot: path.resolve(API_DIR, '..'),
    remotes,
    remoteRecheckMs: (Number(env.REMOTE_RECHECK_SECONDS) || 60) * 1000,
    serverRender:
      env.SERVER_RENDER === '0'
        ? null
        : {
            remoteLoadMs: Number(env.SERVER_RENDER_REMOTE_MS) || 1500,
            renderMs: Number(env.SERVER_RENDER_MS) || 1000,
            // SERVER_RENDER_CACHE=0 renders every anonymous document afresh (the bench's cold figures).
            cacheDocuments: env.SERVER_RENDER_CACHE !== '0',
          },
    // RATE_LIMIT_MAX raises every limit at once, for load tests and end-to-end runs from one address.
    rateLimits: env.RATE_LIMIT_MAX
      ? {
          signIn: Number(env.RATE_LIMIT_MAX),
          suggestions: Number(env.RATE_LIMIT_MAX),
          clicks: Number(env.RATE_LIMIT_MAX),
          identify: Number(env.RATE_LIMIT_MAX),
          weather: Number(env.RATE_LIMIT_MAX),
          visitorWrites: Number(env.RATE_LIMIT_MAX),
          catalog: Number(env.RATE_LIMIT_MAX),
          newQueries: Number(env.RATE_LIMIT_MAX),
          gardenWrites: Number(env.RATE_LIMIT_MAX),
          gardenSettings: Number(env.RATE_LIMIT_MAX),
          photoCpuMs: Number(env.RATE_LIMIT_MAX),
          imports: Number(env.RATE_LIMIT_MAX),
        }
      : {
          signIn: 10,
          suggestions: 10,
          clicks: 60,
          identify: 10,
          weather: 30,
          visitorWrites: 30,
          catalog: 1200,
          newQueries: 240,
          gardenWrites: 30,
          gardenSettings: 10,
          photoCpuMs: 3600,
          imports: 5,
        },
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: 60_000,
    identifyBodyLimit: 12 * 1024 * 1024,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
  return { ...base, ...overrides };
}

/** Origins a remote is loaded from when its manifest URL is absolute (for the CSP). */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp(
  async function configPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
