/** The forecast and the frost dates for a place; positions are rounded before they are used or stored. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { perMinute } from '../lib/route.js';
import { WeatherUnavailable } from '../services/weather/weather-service.js';

/** Outages answer 503 with a time to come back, not a bare failure. */
export async function retryLater<T>(reply: FastifyReply, answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof WeatherUnavailable) reply.header('retry-after', '300');
    throw error;
  }
}

export default async function weatherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limit = perMinute(app.config.rateLimits.weather);

  app.get(routes.weather.path, { schema: routes.weather.schema, ...limit }, async (request, reply) => {
    const { lat, lon } = request.query;
    // Figures change within the quarter hour: let the browser keep them a minute, no more.
    reply.header('cache-control', 'private, max-age=60');
    return retryLater(reply, () => app.services.weather.weather(lat, lon));
  });

  app.get(routes.frostDates.path, { schema: routes.frostDates.schema, ...limit }, async (request, reply) => {
    const { lat, lon } = request.query;
    reply.header('cache-control', 'private, max-age=86400');
    return retryLater(reply, () => app.services.weather.frostDates(lat, lon));
  });
}
