/**
 * The app's configuration, built from the settings (settings.ts: each variable, what it accepts and its
 * default). Every variable is optional; tests pass overrides to buildApp instead of touching process.env.
 */
import path from 'node:path';
import platform from '@pepper/rspack-config/remotes.json';
import { DEFAULT_DB_WAITS, type DbWaits } from '../db/connection.js';
import { remoteRoutesOf } from '@pepper/contract';
import { isAppPath } from '@pepper/router/pages';
import { ConfigError } from './config-error.js';
import { readSettings } from './settings.js';
import { allowedHosts } from '../lib/hosts.js';

/** Every remote the shell loads, each built into its own folder (one list for every tool). */
export const REMOTES: readonly { name: string; dir: string }[] = platform.remotes;
/** Which remote page renders each app path, read from the page registry, as the shell's routes are. */
export const REMOTE_ROUTES = remoteRoutesOf();
/** Whether a path is a page of the app (one of the page registry's); any other answers the not-found page with HTTP 404. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isAppPath(path);
}
export type RemoteName = string;

export interface RateLimits {
  /** Requests per minute per client address. */
  signIn: number;
  /** Password reset mails per account an hour (an address gets four times as many); code tries, twice that. */
  passwordResets: number;
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
  /**
   * Pages rendered afresh per minute for one address (a page already rendered for anonymous callers does not
   * count), spent in 10-second sixths.
   */
  renders: number;
  /** Garden writes (plantings, journal entries, deletions) per visitor session or account; an address gets twice. */
  gardenWrites: number;
  /** Changes to the garden's settings per visitor session or account; an address gets twice. */
  gardenSettings: number;
  /** Milliseconds of CPU journal photos may cost a session, account or address a minute (spent in 10 s sixths). */
  photoCpuMs: number;
  /** Recipe ratings given or changed per account a minute; an address gets twice. */
  ratings: number;
  /** Imports of an export file per account an hour (each may carry many photos to re-encode); an address gets twice. */
  imports: number;
}

/** Per-minute limits when RATE_LIMIT_MAX does not raise them all. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: 10,
  passwordResets: 5,
  suggestions: 10,
  clicks: 60,
  identify: 10,
  weather: 30,
  visitorWrites: 30,
  catalog: 1200,
  newQueries: 240,
  renders: 120,
  gardenWrites: 30,
  gardenSettings: 10,
  photoCpuMs: 3600,
  ratings: 20,
  imports: 5,
};

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  /** LOG_LEVEL: how much the server log says (info by default). */
  logLevel: string;
  /** BENCH_ROUTES=1 adds GET /api/bench/hello, the benchmark's baseline. */
  benchRoutes: boolean;
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
  /**
   * The hosts (`host[:port]`) the app answers for: PUBLIC_URL's and ALLOWED_HOSTS'; any other gets 400. null:
   * any host (outside production, with neither set). Production needs one of the two.
   */
  allowedHosts: string[] | null;
  /** Where catalog changes are reported for a shared cache to purge (CACHE_PURGE_URL, CACHE_PURGE_TOKEN); null: none. */
  cachePurge: { url: string; token: string | null } | null;
  adminEmails: string[];
  /** Redis for the rate-limit counters (REDIS_URL); the database while Redis is down, or always when null. */
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
  if (config.production && !config.publicUrl && !config.allowedHosts?.length) {
    throw new ConfigError(
      'In production set PUBLIC_URL (the public address, e.g. https://pepperatlas.example) or ALLOWED_HOSTS (the host names the app answers for): otherwise any Host header a client sends would name the addresses in pages, the sitemap and robots.txt, and the rendered-page cache.',
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
  const settings = readSettings(env);
  const production = settings.NODE_ENV === 'production';
  const setting = (name: string): string | undefined =>
    (settings as unknown as Record<string, string | undefined>)[name];
  const remotes = Object.fromEntries(
    REMOTES.map(({ name }) => [
      name,
      setting(`REMOTE_${name.toUpperCase()}_URL`) ?? `/remotes/${name}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  const rateLimitMax = settings.RATE_LIMIT_MAX;
  const publicUrl = settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL).origin : null;
  let hosts: string[] | null;
  try {
    hosts = allowedHosts(publicUrl, list(settings.ALLOWED_HOSTS), production);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const base: AppConfig = {
    port: settings.PORT,
    host: settings.HOST,
    production,
    logLevel: settings.LOG_LEVEL,
    benchRoutes: settings.BENCH_ROUTES === '1',
    databaseUrl: settings.DATABASE_URL ?? null,
    // DATA_DIR moves the embedded database (tests and benchmarks give each server a fresh one).
    dbWaits: DEFAULT_DB_WAITS,
    sqliteFile: path.join(
      settings.DATA_DIR ? path.resolve(settings.DATA_DIR) : path.join(API_DIR, 'data'),
      'pepper-atlas.sqlite',
    ),
    sessionSecrets: list(settings.SESSION_SECRET),
    publicUrl,
    allowedHosts: hosts,
    cachePurge: settings.CACHE_PURGE_URL
      ? { url: settings.CACHE_PURGE_URL, token: settings.CACHE_PURGE_TOKEN ?? null }
      : null,
    adminEmails: list(settings.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    smtpUrl: settings.SMTP_URL ?? null,
    redisUrl: settings.REDIS_URL ?? null,
    mailFrom: settings.MAIL_FROM,
    allowedOrigins: list(settings.ALLOWED_ORIGINS),
    openaiApiKey: settings.OPENAI_API_KEY ?? null,
    openaiModel: settings.OPENAI_MODEL,
    openaiBaseUrl: settings.OPENAI_BASE_URL ?? null,
    imageSearchUrl: settings.IMAGE_SEARCH_URL,
    openMeteoUrl: settings.OPEN_METEO_URL,
    openMeteoArchiveUrl: settings.OPEN_METEO_ARCHIVE_URL,
    openMeteoGeocodingUrl: settings.OPEN_METEO_GEOCODING_URL,
    weatherTimeoutMs: 8000,
    stripeSecretKey: settings.STRIPE_SECRET_KEY ?? null,
    stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY ?? null,
    stripeWebhookSecret: settings.STRIPE_WEBHOOK_SECRET ?? null,
    stripePrices: { premium: settings.STRIPE_PRICE_PREMIUM ?? null, pro: settings.STRIPE_PRICE_PRO ?? null },
    stripeApi: stripeApiFromUrl(settings.STRIPE_API_URL),
    oidc: settings.OIDC_ISSUER_URL
      ? {
          issuerUrl: settings.OIDC_ISSUER_URL,
          clientId: settings.OIDC_CLIENT_ID,
          clientSecret: settings.OIDC_CLIENT_SECRET ?? null,
        }
      : null,
    shopId: settings.SHOP_ID.toLowerCase(),
    shopUrl: settings.SHOP_URL,
    hostedBy:
      settings.HOSTED_BY_NAME && settings.HOSTED_BY_URL
        ? { name: settings.HOSTED_BY_NAME, url: settings.HOSTED_BY_URL }
        : null,
    serveApp: production || settings.SERVE_APP === '1',
    appRoot: path.resolve(API_DIR, '..'),
    remotes,
    remoteRecheckMs: settings.REMOTE_RECHECK_SECONDS * 1000,
    serverRender:
      settings.SERVER_RENDER === '0'
        ? null
        : {
            remoteLoadMs: settings.SERVER_RENDER_REMOTE_MS,
            renderMs: settings.SERVER_RENDER_MS,
            // SERVER_RENDER_CACHE=0 renders every anonymous document afresh (the bench's cold figures).
            cacheDocuments: settings.SERVER_RENDER_CACHE !== '0',
          },
    // RATE_LIMIT_MAX raises every limit at once, for load tests and end-to-end runs from one address.
    rateLimits:
      rateLimitMax !== undefined
        ? (Object.fromEntries(
            Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, rateLimitMax]),
          ) as unknown as RateLimits)
        : DEFAULT_RATE_LIMITS,
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: 60_000,
    identifyBodyLimit: 12 * 1024 * 1024,
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
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
