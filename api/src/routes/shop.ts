/** Grow kits and merchandise with the discount of the caller's plan (decided here, never by the client). */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../lib/http-cache.js';

export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = app;
  // Prices differ per plan: private, so no shared cache serves one user's prices to another.
  const priv = { cacheControl: 'private, no-cache' };

  app.get(routes.growKits.path, { schema: routes.growKits.schema }, async (request, reply) => {
    const plan = (await request.currentUser())?.planType ?? 'free';
    return sendCached(
      request,
      reply,
      catalog.bodies.get(`grow-kits|${plan}`, () => reply.serialize(catalog.growKits(plan))),
      priv,
    );
  });

  app.get(routes.merchandise.path, { schema: routes.merchandise.schema }, async (request, reply) => {
    const plan = (await request.currentUser())?.planType ?? 'free';
    return sendCached(
      request,
      reply,
      catalog.bodies.get(`merchandise|${plan}`, () => reply.serialize(catalog.merchandise(plan))),
      priv,
    );
  });
}
