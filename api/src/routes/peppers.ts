/** GET /api/peppers (paged or plain), /api/peppers/all and /api/peppers/:id, answered from memory. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../lib/http-cache.js';
import { HttpError } from '../plugins/errors.js';
import { Catalog } from '../services/catalog.js';

export default async function pepperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = app;
  app.addHook('onRequest', async () => catalog.refreshIfStale());

  app.get(routes.listPeppers.path, { schema: routes.listPeppers.schema }, async (request, reply) => {
    const body = catalog.bodies.get(Catalog.pepperQueryKey(request.query), () => reply.serialize(catalog.findPeppers(request.query)));
    return sendCached(request, reply, body);
  });

  app.get(routes.allPeppers.path, { schema: routes.allPeppers.schema }, async (request, reply) => {
    const body = catalog.bodies.get('peppers-all', () => reply.serialize(catalog.allPepperCards()));
    return sendCached(request, reply, body);
  });

  app.get(routes.getPepper.path, { schema: routes.getPepper.schema }, async (request, reply) => {
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const pepper = catalog.pepper(id);
    if (!pepper) throw new HttpError(404, 'Pepper not found');
    return sendCached(request, reply, catalog.bodies.get(`pepper|${id}`, () => reply.serialize(pepper)));
  });
}
