/** Click counters of the configured shops: atomic increments, unknown shops are 404. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';

/**
 * Shop ids compare without case or surrounding spaces on every database (MySQL's collation already did,
 * SQLite's did not), so one shop never has two counters.
 */
export const normalizeShopId = (id: string) => id.trim().toLowerCase();

export default async function clickRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;

  const count = async (shopId: string) => {
    const row = await db('shop_clicks')
      .where({ shop_id: normalizeShopId(shopId) })
      .first('click_count');
    if (!row) throw new HttpError(404, 'Unknown shop');
    return { clickCount: Number(row.click_count) };
  };

  app.get(routes.getClicks.path, { schema: routes.getClicks.schema }, async (request) =>
    count(request.params.shopId),
  );

  app.post(
    routes.addClick.path,
    { schema: routes.addClick.schema, ...perMinute(app.config.rateLimits.clicks) },
    async (request) => {
      // One UPDATE ... SET n = n + 1: the database serializes concurrent clicks, none is lost.
      const updated = await db('shop_clicks')
        .where({ shop_id: normalizeShopId(request.params.shopId) })
        .increment('click_count', 1);
      if (!updated) throw new HttpError(404, 'Unknown shop');
      return count(request.params.shopId);
    },
  );
}
