/** Health, readiness, public configuration, data-derived stats and the benchmark baseline. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../lib/cache-rules.js';
import { HttpError } from '../lib/http-error.js';

/** /api/ready answers within this, whatever the database does. */
export const READY_DEADLINE_MS = 1500;

export default async function metaRoutes(fastify: FastifyInstance, opts: { benchRoutes: boolean }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app;

  app.get(routes.health.path, { schema: routes.health.schema }, async () => ({ status: 'ok' }));

  app.get(routes.ready.path, { schema: routes.ready.schema }, async (request, reply) => {
    // A load balancer polls often and must get "not ready" quickly, even when the database never answers.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${READY_DEADLINE_MS} ms`)),
        READY_DEADLINE_MS,
      );
    });
    try {
      await Promise.race([app.db.raw('select 1'), deadline]);
    } catch (err) {
      request.log.warn({ err }, 'database unreachable');
      reply.header('retry-after', '5');
      throw new HttpError(503, 'Database unreachable');
    } finally {
      clearTimeout(timer);
    }
    // Redis down is no reason to take the process out of service: limits are counted in the database meanwhile.
    return { status: 'ready' as const, database: 'up' as const, redis: app.redisState() };
  });

  // The same for everyone: a shared cache may answer it.
  app.get(routes.config.path, { schema: routes.config.schema }, async (request, reply) => {
    reply.header('cache-control', cacheControlFor(request, 'catalog'));
    return {
      stripePublishableKey: config.stripePublishableKey,
      checkout: Boolean(app.services.payments),
      oidc: config.oidc !== null,
      shopId: config.shopId,
      shopUrl: config.shopUrl,
      hostedBy: config.hostedBy,
    };
  });

  app.get(routes.stats.path, { schema: routes.stats.schema }, async (request, reply) => {
    reply.header('cache-control', cacheControlFor(request, 'catalog'));
    return app.catalog.stats;
  });

  if (opts.benchRoutes) {
    app.get(routes.benchHello.path, { schema: routes.benchHello.schema }, async () => ({ hello: 'world' }));
  }
}
