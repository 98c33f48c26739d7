/**
 * Favorites of the caller: the account's when signed in, else the visitor session's (moved into the
 * account at sign-in). Adding is idempotent; only existing peppers and recipes can be added.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { visitorOrAccountWrites } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { addFavorite, listFavorites, removeFavorite } from '../services/my-data/favorites.js';
import { recipeFor } from '../services/catalog/recipe-access.js';

export default async function favoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog } = app;
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
      const item = request.body;
      // A members' recipe outside the caller's plan is answered like one that does not exist: the list would
      // show its title, and a different answer would tell which ids are members' recipes.
      const exists =
        'pepperId' in item
          ? catalog.pepper(item.pepperId)
          : recipeFor(catalog, item.recipeId, (await request.currentUser())?.planType);
      if (!exists) throw new HttpError(404, 'pepperId' in item ? 'Pepper not found' : 'Recipe not found');
      const { favorite, created } = await addFavorite(db, request.dataOwner(true)!, item);
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
