/**
 * Builds the Fastify instance from options; tests call this directly, server.ts listens.
 * Plugins first (in dependency order), then every route from routes/index.ts.
 */
import http from 'node:http';
import compress from '@fastify/compress';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SeedContent } from './db/seed.js';
import { checkConfig, loadConfig, type AppConfig } from './config/app-config.js';
import configPlugin from './plugins/config.js';
import databasePlugin from './plugins/database.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import hostsPlugin from './plugins/hosts.js';
import cacheRulesPlugin from './plugins/cache-rules.js';
import cachePurgePlugin from './plugins/cache-purge.js';
import idempotencyPlugin from './plugins/idempotency.js';
import writeTransactionPlugin from './plugins/write-transaction.js';
import securityPlugin from './plugins/security.js';
import sessionPlugin from './plugins/session.js';
import authPlugin from './plugins/auth.js';
import contractRoutesPlugin from './plugins/contract-routes.js';
import pageHeadsPlugin from './plugins/page-heads.js';
import staticPlugin from './plugins/static.js';
import servicesPlugin, { type Services } from './plugins/services.js';
import routesPlugin from './routes/index.js';

export interface BuildOptions {
  /** Overrides on top of the environment. */
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  /** Seed content (tests use small fixtures); defaults to packages/content. */
  content?: SeedContent;
  /** Adds GET /api/bench/hello, the benchmark's trivial baseline. */
  benchRoutes?: boolean;
  /** Replacements for external services (tests use fakes). */
  services?: Partial<Services>;
}

/**
 * A hop count trusts that many proxies nearest the app, so the client is the address the outermost one saw
 * (what a client writes into X-Forwarded-For itself stays further out and is ignored); addresses trust
 * exactly those proxies.
 */
function trustProxyOption(value: AppConfig['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** Requests slower than this are always logged in production. */
export const SLOW_REQUEST_MS = 1000;
/** The share of other requests logged in production. */
export const REQUEST_LOG_SAMPLE = 0.01;

function requestLogging(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    if (status >= 500 || ms >= SLOW_REQUEST_MS || Math.random() < REQUEST_LOG_SAMPLE) {
      const line = {
        method: request.method,
        url: request.url,
        status,
        ms: Math.round(ms),
        reqId: request.id,
      };
      if (status >= 500) request.log.error(line, 'request failed');
      else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
      else request.log.info(line, 'request (sampled)');
    }
  });
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  checkConfig(config);
  const app = Fastify({
    logger: options.logger ?? false,
    // Production logs errors, slow requests and a sample of the rest (see requestLogging), not every request.
    logController: new LogController({ disableRequestLogging: config.production }),
    // A client that trickles its request (a byte every few seconds) is cut off instead of holding a socket.
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.requestTimeoutMs, 30_000),
          connectionsCheckingInterval: 1000,
        },
        handler,
      );
      server.keepAliveTimeout = 72_000;
      return server;
    },
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    // Fastify closes idle keep-alive sockets on close; requests in flight finish first.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  // TypeBox validation: request bodies are checked as sent (no type coercion, no stripping of unknown
  // fields, so both are a 400); query strings and params are converted from text first.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (config.production) requestLogging(app);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(hostsPlugin);
  await app.register(securityPlugin);
  await app.register(databasePlugin, { content: options.content });
  await app.register(cachePurgePlugin);
  await app.register(sessionPlugin);
  // After the session's hooks, so it sees the cookie a session sets.
  await app.register(cacheRulesPlugin);
  await app.register(authPlugin);
  await app.register(contractRoutesPlugin);
  await app.register(servicesPlugin, { services: options.services });
  await app.register(pageHeadsPlugin);
  await app.register(docsPlugin);
  await app.register(writeTransactionPlugin);
  await app.register(idempotencyPlugin);
  // After the writes' hooks: an answer is kept for repeats before it is compressed.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(routesPlugin, { benchRoutes: options.benchRoutes ?? false });
  await app.register(staticPlugin);
  return app;
}
