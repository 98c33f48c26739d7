/**
 * Admin image research: start a run in the background (202 with its status; while one runs, its status) and
 * poll its progress. Admins only (401 signed out, 403 otherwise), checked here on the server.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bumpCatalogVersion } from '../db/seed.js';
import { outsideWriteScope } from '../db/write-scope.js';
import { HttpError } from '../lib/http-error.js';
import { SharedJobState } from '../services/jobs/shared-job.js';

export default async function adminImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog, services } = app;
  const shared = new SharedJobState(db, 'image-research');
  app.addHook('onClose', async () => {
    await services.imageResearch.idle();
    await shared.settled();
  });

  app.post(
    routes.startImageResearch.path,
    { schema: routes.startImageResearch.schema },
    async (request, reply) => {
      const researcher = services.imageResearcher;
      if (!researcher) throw new HttpError(503, 'Image research is not configured');
      const log = app.log.child({ job: 'image-research', startedBy: request.session.userId });
      // One run at a time across every process: another live process's run is answered as it stands.
      if (services.imageResearch.isRunning || !(await shared.claim()))
        return reply.code(202).send(await shared.read());
      // The run outlives this request, so it writes outside the request's transaction.
      const status = outsideWriteScope(() =>
        services.imageResearch.start({
          onStatus: (next) => shared.save(next),
          peppers: catalog.allPeppers(),
          researcher,
          // Only verified URLs reach here (the job checks), so a working image is never replaced by a broken one.
          save: async (pepperId, url) => {
            await db('peppers').where({ id: pepperId }).update({ image_url: url });
          },
          // One catalog refresh after the run: in this process at once, in other processes through the version.
          onUpdated: async () => {
            await bumpCatalogVersion(db);
            await catalog.load();
          },
          log,
        }),
      );
      return reply.code(202).send(status);
    },
  );

  app.get(
    routes.imageResearchStatus.path,
    { schema: routes.imageResearchStatus.schema },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return shared.read();
    },
  );
}
