/** Public recipes for everyone; premium recipes for signed-in premium and pro members only. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, PRIVATE_REVALIDATE } from '../lib/cache-rules.js';
import { sendCached } from '../lib/http-cache.js';
import { answerSerializer, perMinute } from '../lib/route.js';
import { canSeePremiumRecipes, premiumRecipesFor } from '@pepper/domain/plans';
import { HttpError } from '../lib/http-error.js';

export default async function recipeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = app;
  // Ratings change recipes in other processes too: notice their version as peppers do.
  app.addHook('onRequest', async () => catalog.refreshIfStale());

  /**
   * The public recipes a query keeps, whole or (for lists) as summaries: each answer is serialized by its own
   * route's schema, and the summary's schema has no method, so a summary never carries one.
   */
  for (const [route, prefix] of [
    [routes.listRecipes, 'recipes'],
    [routes.listRecipeSummaries, 'recipe-summaries'],
  ] as const) {
    app.get(
      route.path,
      { schema: route.schema, ...perMinute(app.config.rateLimits.catalog, 'catalog') },
      async (request, reply) => {
        const { category = '', heatLevel = '', search = '', pepper = '' } = request.query;
        const key = [prefix, category, heatLevel, search.trim().toLowerCase(), pepper].join('|');
        const filtered = Boolean(search.trim() || category || heatLevel || pepper);
        if (!filtered) {
          return sendCached(request, reply, catalog.bodies.get(key, everyRecipe), {
            cacheControl: cacheControlFor(request, 'catalog'),
          });
        }
        const build = () => reply.serialize(catalog.findRecipes(request.query));
        return sendCached(
          request,
          reply,
          await app.newQueries.body(request, reply, catalog.bodies, key, build),
          {
            cacheControl: cacheControlFor(request, 'catalogQuery'),
          },
        );
      },
    );
    // The whole list is read most: it is built once per catalog version and after each new rating, up front.
    const serialize = answerSerializer(app, route);
    const everyRecipe = () => serialize(catalog.findRecipes({}));
    app.addHook('onReady', async () => catalog.bodies.prepare(`${prefix}||||`, everyRecipe));
  }

  app.get(routes.premiumRecipes.path, { schema: routes.premiumRecipes.schema }, async (request, reply) => {
    const user = await request.currentUser();
    if (!user || !canSeePremiumRecipes({ loggedIn: true, planType: user.planType }))
      throw new HttpError(403, 'Premium recipes need the premium or pro plan');
    const body = catalog.bodies.get(`premium-recipes|${user.planType}`, () =>
      reply.serialize(premiumRecipesFor(user.planType, catalog.premiumRecipes)),
    );
    return sendCached(request, reply, body, { cacheControl: PRIVATE_REVALIDATE });
  });
}
