/** Generated SVG illustrations, cached in memory and by browsers (immutable: drawn from fixed content). */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../lib/http-cache.js';
import { IMMUTABLE } from '../lib/cache-rules.js';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import type { IllustrationKind } from '../services/catalog/catalog.js';
import { isMembersRecipe, recipeFor } from '../services/catalog/recipe-access.js';

const SVG = {
  contentType: 'image/svg+xml; charset=utf-8',
  cacheControl: IMMUTABLE,
};

export default async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = app;

  const image = (def: Pick<typeof routes.pepperImage, 'schema'> & { path: string }, kind: IllustrationKind) =>
    app.get(
      def.path,
      { schema: def.schema, ...perMinute(app.config.rateLimits.catalog, 'catalog') },
      async (request, reply) => {
        const { id } = request.params;
        // A members' recipe is drawn only for members whose plan includes it (and kept in their browser alone);
        // anyone else gets the answer an unknown id gets.
        // (Unknown ids take the same path, so even the time taken does not reveal which is which.)
        const recipe = kind === 'recipe' ? catalog.recipesById.get(Number(id)) : undefined;
        const members = kind === 'recipe' && (!recipe || isMembersRecipe(recipe));
        if (members && !recipeFor(catalog, Number(id), (await request.currentUser())?.planType))
          throw new HttpError(404, 'Image not found');
        const body = catalog.bodies.get(`svg|${kind}|${id}`, () => {
          const drawn = catalog.drawing(kind, id);
          if (drawn === null) throw new HttpError(404, 'Image not found');
          return drawn;
        });
        return sendCached(
          request,
          reply,
          body,
          members ? { ...SVG, cacheControl: 'private, max-age=31536000, immutable' } : SVG,
        );
      },
    );

  image(routes.pepperImage, 'pepper');
  image(routes.recipeImage, 'recipe');
  image(routes.growKitImage, 'grow-kit');
  image(routes.merchandiseImage, 'merchandise');
}
