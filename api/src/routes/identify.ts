/**
 * POST /api/identify: the AI identification when configured, or with useAI false the offline
 * database matcher (services/identify/fallback.ts). Photos may be up to 12 MB.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { decodeImageDataUrl } from '../lib/identification.js';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../plugins/errors.js';
import { identifyFallback } from '../services/identify/fallback.js';

export default async function identifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog, services } = app;

  app.post(
    routes.identify.path,
    { schema: routes.identify.schema, bodyLimit: app.config.identifyBodyLimit, ...perMinute(app.config.rateLimits.identify) },
    async (request) => {
      const image = decodeImageDataUrl(request.body.image);
      if (!image) throw new HttpError(400, 'image must be a base64 image data URL');
      const peppers = catalog.allPeppers();
      if (request.body.useAI === false) return { identification: await identifyFallback(image.bytes, peppers) };
      if (!services.identifier) throw new HttpError(503, 'Identification service is not configured');
      try {
        return { identification: await services.identifier.identify(request.body.image, peppers) };
      } catch (err) {
        request.log.error({ err }, 'AI identification failed');
        throw new HttpError(502, 'Failed to analyze pepper image');
      }
    },
  );
}
