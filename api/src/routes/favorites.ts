/**
 * Favorites of the caller: the account's when signed in, else the visitor session's (moved into the
 * account at sign-in). Adding is idempotent; only existing peppers and recipes can be added.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visitorOrAccountWrites } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { addFavorite, listFavorites, removeFavorite } from '../services/my-data/favorites.js';
import { recipeFor } from '../services/catalog/recipe-access.js';

export type FavoriteItem = { pepperId: number } | { recipeId: number };

/**
 * Adds a pepper or recipe to the caller's favorites (a visitor gets a session for them), once however often it
 * is requested. A members' recipe outside the caller's plan is answered like one that does not exist: the list
 * would show its title, and a different answer would reveal which ids are members' recipes.
 */
export async function addCallersFavorite(app: FastifyInstance, request: FastifyRequest, item: FavoriteItem) {
  const exists =
    'pepperId' in item
      ? app.catalog.pepper(item.pepperId)
      : recipeFor(app.catalog, item.recipeId, (await request.currentUser())?.planType);
  if (!exists) throw new HttpError(404, 'pepperId' in item ? 'Pepper not found' : 'Recipe not found');
  return addFavorite(app.db, request.dataOwner(true)!, item);
}

export default async function favoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const writeLimit = visitorOrAccountWrites(app);

  app.get(routes.listFavorites.path, { schema: routes.listFavorites.schema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const owner = request.dataOwner(false);
    return owner ? listFavorites(db, owner) : [];
  });

  app.post(
    routes.addFavorite.path,
    { schema: routes.addFavorite.schema, ...writeLimit },
    async (request, reply) => {
      const { favorite, created } = await addCallersFavorite(app, request, request.body);
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    routes.removeFavorite.path,
    { schema: routes.removeFavorite.schema, ...writeLimit },
    async (request) => {
      const owner = request.dataOwner(false);
      if (!owner || !(await removeFavorite(db, owner, request.params.id)))
        throw new HttpError(404, 'Favorite not found');
      return { ok: true };
    },
  );
}
