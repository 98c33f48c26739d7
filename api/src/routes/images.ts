/** Generated SVG illustrations, cached in memory and by browsers (immutable: drawn from fixed content). */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../lib/http-cache.js';
import { HttpError } from '../plugins/errors.js';
import { pepperSvg, recipeSvg, shopItemSvg } from '../services/illustrations.js';

const SVG = { contentType: 'image/svg+xml; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' };

export default async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = app;

  const image = (def: Pick<typeof routes.pepperImage, 'schema'> & { path: string }, kind: string, draw: (id: number) => string | null) =>
    app.get(def.path, { schema: def.schema }, async (request, reply) => {
      const { id } = request.params;
      const body = catalog.bodies.get(`svg|${kind}|${id}`, () => {
        const drawn = draw(id);
        if (drawn === null) throw new HttpError(404, 'Image not found');
        return drawn;
      });
      return sendCached(request, reply, body, SVG);
    });

  image(routes.pepperImage, 'pepper', (id) => {
    const pepper = catalog.pepper(id);
    return pepper ? pepperSvg(pepper) : null;
  });
  image(routes.recipeImage, 'recipe', (id) => {
    const recipe = catalog.recipesById.get(id);
    return recipe ? recipeSvg(recipe) : null;
  });
  image(routes.growKitImage, 'grow-kit', (id) => {
    const kit = catalog.growKit(id);
    return kit ? shopItemSvg(kit.name, 'grow-kit') : null;
  });
  image(routes.merchandiseImage, 'merchandise', (id) => {
    const item = catalog.merchandiseItem(id);
    return item ? shopItemSvg(item.name, 'merchandise') : null;
  });
}
