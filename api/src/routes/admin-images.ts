/** Admin image research: start a run (202 with its status) and poll its progress. Admins only. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bumpCatalogVersion } from '../db/seed.js';
import { guard } from '../lib/route.js';
import { HttpError } from '../plugins/errors.js';

export default async function adminImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog, services } = app;

  /** Stores a researched photo and refreshes the in-memory catalog (here now, elsewhere via the version). */
  const save = async (pepperId: number, url: string) => {
    await db('peppers').where({ id: pepperId }).update({ image_url: url });
    await bumpCatalogVersion(db);
    await catalog.load();
  };

  app.post(
    routes.startImageResearch.path,
    { schema: routes.startImageResearch.schema, ...guard(app, routes.startImageResearch) },
    async (_request, reply) => {
      if (!services.imageResearcher) throw new HttpError(503, 'Image research is not configured');
      return reply.code(202).send(services.imageResearch.start(catalog.allPeppers(), services.imageResearcher, save));
    },
  );

  app.get(
    routes.imageResearchStatus.path,
    { schema: routes.imageResearchStatus.schema, ...guard(app, routes.imageResearchStatus) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return services.imageResearch.status();
    },
  );
}
