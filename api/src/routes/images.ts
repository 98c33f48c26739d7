/** Generated SVG illustrations, cached in memory and by browsers (immutable: drawn from fixed content). */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../lib/http-cache.js';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../plugins/errors.js';
import type { IllustrationKind } from '../services/catalog.js';

const SVG = {
  contentType: 'image/svg+xml; charset=utf-8',
  cacheControl: 'public, max-age=31536000, immutable',
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
        const body = catalog.bodies.get(`svg|${kind}|${id}`, () => {
          const drawn = catalog.drawing(kind, id);
          if (drawn === null) throw new HttpError(404, 'Image not found');
          return drawn;
        });
        return sendCached(request, reply, body, SVG);
      },
    );

  image(routes.pepperImage, 'pepper');
  image(routes.recipeImage, 'recipe');
  image(routes.growKitImage, 'grow-kit');
  image(routes.merchandiseImage, 'merchandise');
}
