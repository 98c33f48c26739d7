/**
 * Link-preview images of the varieties, the public recipes and the app (1200×630 PNG), outside /api since
 * previews are fetched by other sites' crawlers. A members' recipe has none: its address answers as an unknown
 * one does, so no preview shows its title.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from '../lib/cache-rules.js';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { PreviewImages, type PreviewCard } from '../services/page-heads/preview-image.js';
import {
  pepperPreviewCard,
  recipePreviewCard,
  sitePreviewCard,
} from '../services/page-heads/preview-cards.js';
import { previewPath } from '@pepper/content/heads';
import { isMembersRecipe } from '../services/catalog/recipe-access.js';

/** 'NNN.png', the only file name a preview has. */
const idOf = (file: string) => {
  const match = /^([1-9][0-9]{0,9})\.png$/.exec(file);
  return match ? Number(match[1]) : NaN;
};

const etagMatches = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

export default async function previewRoutes(app: FastifyInstance) {
  const { catalog } = app;
  const images = new PreviewImages();
  const limit = perMinute(app.config.rateLimits.catalog, 'catalog');
  const notFound = () => new HttpError(404, 'Preview not found');

  async function send(request: FastifyRequest, reply: FastifyReply, card: PreviewCard) {
    const { etag, png } = await images.render(card);
    reply.header('etag', etag).header('cache-control', cacheControlFor(request, 'preview'));
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  }

  app.get<{ Params: { file: string } }>('/previews/peppers/:file', limit, async (request, reply) => {
    catalog.refreshIfStale();
    const id = idOf(request.params.file);
    const pepper = catalog.pepper(id);
    const drawing = pepper && catalog.drawing('pepper', id);
    if (!pepper || !drawing) throw notFound();
    return send(request, reply, pepperPreviewCard(pepper, drawing));
  });

  app.get<{ Params: { file: string } }>('/previews/recipes/:file', limit, async (request, reply) => {
    catalog.refreshIfStale();
    const id = idOf(request.params.file);
    const recipe = catalog.recipesById.get(id);
    const drawing = recipe && !isMembersRecipe(recipe) && catalog.drawing('recipe', id);
    if (!recipe || isMembersRecipe(recipe) || !drawing) throw notFound();
    return send(request, reply, recipePreviewCard(recipe, drawing));
  });

  app.get(previewPath.site, limit, async (request, reply) => send(request, reply, sitePreviewCard));
}
