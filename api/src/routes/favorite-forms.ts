/**
 * The favorite heart as a plain HTML form, for a page whose code has not loaded or does not run: the browser posts
 * the form (application/x-www-form-urlencoded) and is sent back to the page it came from. Adding and removing
 * follow the JSON favorites API's rules through the same service: only existing peppers and recipes, stored once
 * however often posted, and only the caller's own.
 */
import { routes, type FavoriteFormBody } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptFormBodies, sameSitePath } from '../lib/form-body.js';
import { HttpError } from '../lib/http-error.js';
import { visitorOrAccountWrites } from '../lib/route.js';
import { listFavorites, removeFavorite } from '../services/my-data/favorites.js';
import { addCallersFavorite, type FavoriteItem } from './favorites.js';

/** The item a form names by exactly one of pepperId or recipeId (the schema has checked they are ids). */
function itemOf({ pepperId, recipeId }: FavoriteFormBody): FavoriteItem {
  if ((pepperId === undefined) === (recipeId === undefined))
    throw new HttpError(400, 'Name exactly one of pepperId or recipeId');
  return pepperId !== undefined ? { pepperId: Number(pepperId) } : { recipeId: Number(recipeId) };
}

/** Removes the caller's favorite of the item, if it is one: removing twice leaves the same list. */
async function removeCallersFavorite(app: FastifyInstance, request: FastifyRequest, item: FavoriteItem) {
  const owner = request.dataOwner(false);
  if (!owner) return;
  const favorite = (await listFavorites(app.db, owner)).find((f) =>
    'pepperId' in item ? f.pepperId === item.pepperId : f.recipeId === item.recipeId,
  );
  if (favorite) await removeFavorite(app.db, owner, favorite.id);
}

export default async function favoriteFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Only this plugin's routes read form bodies; every other write stays JSON.
  acceptFormBodies(app);

  const writeLimit = visitorOrAccountWrites(app);
  app.post(
    routes.favoriteForm.path,
    { schema: routes.favoriteForm.schema, config: { ...writeLimit.config, formBody: true } },
    async (request, reply) => {
      const fields = request.body;
      const back = sameSitePath(fields.returnTo);
      if (!back) throw new HttpError(400, 'returnTo must be a path on this site');
      const item = itemOf(fields);
      if (fields.intent === 'add') await addCallersFavorite(app, request, item);
      else await removeCallersFavorite(app, request, item);
      return reply.code(303).header('cache-control', 'private, no-store').header('location', back).send(null);
    },
  );
}
