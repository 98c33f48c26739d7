/**
 * Ratings: a signed-in person rates a recipe 1-5 stars once and may change it. A members' recipe outside the
 * caller's plan is answered like one that does not exist. Writes spend the `ratings` budget (docs/limits.md).
 */
import { routes, type RecipeRating } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spends } from '../services/limits/budgets.js';
import { privately } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { recipeFor } from '../services/catalog/recipe-access.js';
import { ratingOf, rateRecipe } from '../services/catalog/ratings.js';

export default async function ratingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog } = app;

  const knownRecipe = async (request: FastifyRequest, id: number) => {
    if (!recipeFor(catalog, id, (await request.currentUser())?.planType))
      throw new HttpError(404, 'Recipe not found');
  };

  app.get(routes.recipeRating.path, { schema: routes.recipeRating.schema, ...privately }, async (request) => {
    await knownRecipe(request, request.params.id);
    return ratingOf(db, request.session.userId!, request.params.id);
  });

  /** New figures for the catalog in memory, applied once the write has committed and been answered. */
  const committed = new WeakMap<FastifyRequest, RecipeRating>();

  app.post(
    routes.rateRecipe.path,
    {
      schema: routes.rateRecipe.schema,
      ...spends(app, 'ratings'),
      onSend: privately.onSend,
      onResponse: async (request, reply) => {
        const rating = committed.get(request);
        if (rating && reply.statusCode < 300) catalog.setRating(rating.recipeId, rating);
      },
    },
    async (request, reply) => {
      const recipeId = request.params.id;
      await knownRecipe(request, recipeId);
      const { rating, created } = await rateRecipe(db, request.session.userId!, recipeId, request.body.stars);
      committed.set(request, rating);
      return reply.code(created ? 201 : 200).send(rating);
    },
  );
}
