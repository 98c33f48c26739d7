/** GET /api/peppers (paged or plain), /api/peppers/all, /api/peppers/letters, /api/peppers/:id and the offline pack, answered from memory. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { cacheControlFor } from '../lib/cache-rules.js';
import { sendCached } from '../lib/http-cache.js';
import { answerSerializer, perMinute } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { PepperCatalog } from '@pepper/search';

export default async function pepperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = app;
  app.addHook('onRequest', async () => catalog.refreshIfStale());
  const limit = perMinute(app.config.rateLimits.catalog, 'catalog');

  app.get(
    routes.listPeppers.path,
    { schema: routes.listPeppers.schema, ...limit },
    async (request, reply) => {
      const key = PepperCatalog.queryKey(request.query);
      const build = () => reply.serialize(catalog.findPeppers(request.query));
      const filtered = PepperCatalog.isFiltered(request.query);
      const body = filtered
        ? await app.newQueries.body(request, reply, catalog.bodies, key, build)
        : catalog.bodies.get(key, build);
      return sendCached(request, reply, body, {
        cacheControl: cacheControlFor(request, filtered ? 'catalogQuery' : 'catalog'),
      });
    },
  );

  // The plain list, read by most screens, is built up front like the other answers the same for everyone.
  const serializeList = answerSerializer(app, routes.listPeppers);
  app.addHook('onReady', async () =>
    catalog.bodies.prepare(PepperCatalog.queryKey({}), () => serializeList(catalog.findPeppers({}))),
  );

  app.get(
    routes.suggestPeppers.path,
    { schema: routes.suggestPeppers.schema, ...limit },
    async (request, reply) => {
      // Each text typed is a new answer to build, so it draws on the new-query budget like a search.
      const { q } = request.query;
      const body = await app.newQueries.body(request, reply, catalog.bodies, `suggest|${q}`, () =>
        reply.serialize(catalog.suggestPeppers(q)),
      );
      // As-you-type answers change with every key: the browser may keep each for a minute.
      return sendCached(request, reply, body, { cacheControl: cacheControlFor(request, 'catalogQuery') });
    },
  );

  /**
   * A read whose answer is the same for everyone: serialized and compressed once per catalog version, as soon as
   * the catalog is loaded rather than when the first reader asks.
   */
  const sameForEveryone = (
    route: { path: string; schema: FastifySchema },
    key: string,
    answer: () => unknown,
  ) => {
    const serialize = answerSerializer(app, route);
    const build = () => serialize(answer());
    app.addHook('onReady', async () => catalog.bodies.prepare(key, build));
    app.get(route.path, { schema: route.schema, ...limit }, async (request, reply) =>
      sendCached(request, reply, catalog.bodies.get(key, build), {
        cacheControl: cacheControlFor(request, 'catalog'),
      }),
    );
  };

  sameForEveryone(routes.allPeppers, 'peppers-all', () => catalog.allPepperCards());
  sameForEveryone(routes.pepperLetters, 'peppers-letters', () => catalog.pepperLetters());
  sameForEveryone(routes.offlinePack, 'offline-pack', () => catalog.offlinePack());

  app.get(routes.getPepper.path, { schema: routes.getPepper.schema, ...limit }, async (request, reply) => {
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const pepper = catalog.pepper(id);
    if (!pepper) throw new HttpError(404, 'Pepper not found');
    return sendCached(
      request,
      reply,
      catalog.bodies.get(`pepper|${id}`, () => reply.serialize(pepper)),
      { cacheControl: cacheControlFor(request, 'catalog') },
    );
  });
}
