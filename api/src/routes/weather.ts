/** The forecast and the frost dates for a place; positions are rounded before they are used or stored. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { perMinute } from '../lib/route.js';

export default async function weatherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limit = perMinute(app.config.rateLimits.weather);

  app.get(routes.weather.path, { schema: routes.weather.schema, ...limit }, async (request, reply) => {
    const { lat, lon } = request.query;
    // Figures change within the quarter hour: let the browser keep them a minute, no more.
    reply.header('cache-control', 'private, max-age=60');
    return app.services.weather.weather(lat, lon);
  });

  app.get(routes.frostDates.path, { schema: routes.frostDates.schema, ...limit }, async (request, reply) => {
    const { lat, lon } = request.query;
    reply.header('cache-control', 'private, max-age=86400');
    return app.services.weather.frostDates(lat, lon);
  });
}
