/**
 * Headers (helmet with a CSP listing exactly what the app loads), rate limits (opt-in per route),
 * and the cross-site request rule: a state-changing request must come from the app's own origin and,
 * when it has a body, carry JSON.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@pepper/contract';
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import {
  DatabaseCounter,
  FailoverCounter,
  Limiter,
  sharedRateLimitStore,
  type Counter,
  type RedisState,
} from '../services/limits/rate-limit-store.js';
import { Budgets } from '../services/limits/budgets.js';
import { remoteOrigins } from '../config/app-config.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a plain HTML form's action, and takes URL-encoded fields as well as JSON. */
    formBody?: boolean;
  }
  interface FastifyInstance {
    /** Every rate limit and budget counts through this (shared by all API processes). */
    limiter: Limiter;
    /** Budgets of writes and expensive work per session, account and address. */
    budgets: Budgets;
    /** Whether the rate-limit counters are in Redis right now. */
    redisState(): RedisState;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Stripe signs its webhook calls; they come from Stripe's servers, not from the app. */
const ORIGIN_EXEMPT = new Set<string>([routes.stripeWebhook.path]);

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const { config } = app;
    const remotes = remoteOrigins(config);
    const https = config.publicUrl?.startsWith('https:') ?? false;
    const oidcOrigin = config.oidc ? [new URL(config.oidc.issuerUrl).origin] : [];

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com', ...remotes],
          // Radix and react-remove-scroll inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", 'https://api.stripe.com', ...remotes],
          frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          formAction: ["'self'", ...oidcOrigin],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Stripe.js does not work on cross-origin-isolated pages.
      crossOriginEmbedderPolicy: false,
      // Remote manifests and chunks may be read by the shell from another origin.
      crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
      strictTransportSecurity: https,
    });

    // Counters are kept where every API process sees them: Redis when configured (with the database as
    // fallback while it does not answer), else the database, which is only read once a request arrives.
    let database: DatabaseCounter | null = null;
    const databaseCounter: Counter = {
      hit: (key, windowMs, cost) => (database ??= new DatabaseCounter(app.db)).hit(key, windowMs, cost),
      peek: (key) => (database ??= new DatabaseCounter(app.db)).peek(key),
    };
    let failover: FailoverCounter | null = null;
    if (config.redisUrl) {
      const redis = new Redis(config.redisUrl, {
        // Several deployments (or test databases) may share one Redis: each counts under its database's name.
        keyPrefix: `pepper-atlas:${createHash('sha256')
          .update(config.databaseUrl ?? config.sqliteFile)
          .digest('hex')
          .slice(0, 12)}:limits:`,
        lazyConnect: true,
        // No request waits for Redis: a command it cannot run at once fails, and the hit is counted in the
        // database instead.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1000,
        commandTimeout: 500,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      });
      // Logged once per change: ioredis reports every failed reconnection.
      let reported: 'up' | 'down' = 'up';
      redis.on('error', (err) => {
        if (reported === 'down') return;
        reported = 'down';
        app.log.warn({ err }, 'Redis unreachable: rate limits are counted in the database');
      });
      redis.on('ready', () => {
        if (reported === 'up') return;
        reported = 'up';
        app.log.info('Redis reachable again: rate limits are counted in Redis');
      });
      failover = new FailoverCounter(redis, databaseCounter, (err) => {
        if (reported === 'down') return;
        reported = 'down';
        app.log.warn({ err }, 'Redis did not answer: rate limits are counted in the database for now');
      });
      const connecting = redis.connect().catch(() => undefined);
      // A process that has just started waits a moment for Redis, so its first requests are counted there.
      app.addHook('onReady', async () => {
        await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    const limiter = new Limiter(failover ?? databaseCounter);
    app.decorate('limiter', limiter);
    app.decorate('budgets', new Budgets(limiter, config.rateLimits));
    app.decorate('redisState', (): RedisState => failover?.state ?? 'not configured');
    await app.register(rateLimit, { global: false, store: sharedRateLimitStore(limiter) });

    // Bodies are JSON only: a cross-site HTML form can send text/plain without a preflight.
    app.removeContentTypeParser('text/plain');

    const allowed = new Set([...(config.publicUrl ? [config.publicUrl] : []), ...config.allowedOrigins]);
    const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || ORIGIN_EXEMPT.has(request.url.split('?')[0])) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const originOk = Boolean(origin) && (allowed.has(origin!) || origin === ownOrigin(request));
      const ok = fetchSite ? fetchSite === 'same-origin' || originOk : originOk;
      if (!ok) throw new HttpError(403, 'Cross-site request refused');
      const hasBody =
        Number(request.headers['content-length'] ?? 0) > 0 ||
        request.headers['transfer-encoding'] !== undefined;
      const type = request.headers['content-type'] ?? '';
      // A route made for plain HTML forms also reads URL-encoded fields; the origin rule above still holds.
      const formBody =
        request.routeOptions.config.formBody === true &&
        /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
      if (hasBody && !formBody && !/^application\/json\s*(;|$)/i.test(type))
        throw new HttpError(415, 'Request bodies must be JSON');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
