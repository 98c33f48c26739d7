/**
 * Headers (helmet with a CSP listing exactly what the app loads), rate limits (opt-in per route),
 * and the cross-site request rule: a state-changing request must come from the app's own origin and,
 * when it has a body, carry JSON.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@pepper/contract';
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import {
  DatabaseCounter,
  RedisCounter,
  sharedRateLimitStore,
  type Counter,
} from '../services/rate-limit-store.js';
import { remoteOrigins } from './config.js';
import { HttpError } from './errors.js';

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

    // Counters live where every API process sees them; the database is only read once a request arrives.
    let counter: Counter | null = null;
    let redis: Redis | null = null;
    const shared: Counter = {
      hit: (key, windowMs) => (counter ??= makeCounter()).hit(key, windowMs),
      peek: (key) => (counter ??= makeCounter()).peek(key),
    };
    const makeCounter = (): Counter => {
      if (!config.redisUrl) return new DatabaseCounter(app.db);
      redis = new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: false,
        lazyConnect: false,
      });
      return new RedisCounter(redis);
    };
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
    await app.register(rateLimit, { global: false, store: sharedRateLimitStore(shared) });

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
      if (hasBody && !/^application\/json\s*(;|$)/i.test(type))
        throw new HttpError(415, 'Request bodies must be JSON');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
