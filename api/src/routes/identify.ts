/**
 * POST /api/identify {image}: the AI identification (503 at once when no OpenAI key is configured, 502 when
 * the model fails, times out after its retry or answers nonsense: the client then falls back).
 * POST /api/identify {image, useAI: false}: the offline database matcher (services/identify/fallback.ts).
 * Every photo is checked first (services/identify/image-input.ts): a JPEG, PNG, WebP or HEIC/AVIF data URL by
 * content, at most 8 MB decoded and 40 megapixels, else 400. Rate-limited per client address.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../plugins/errors.js';
import { identifyFallback } from '../services/identify/fallback.js';
import { checkImageDataUrl, ImageInputError, toModelJpeg } from '../services/identify/image-input.js';

export default async function identifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog, services } = app;

  app.post(
    routes.identify.path,
    { schema: routes.identify.schema, bodyLimit: app.config.identifyBodyLimit, ...perMinute(app.config.rateLimits.identify) },
    async (request) => {
      const image = await checkImageDataUrl(request.body.image);
      const peppers = catalog.allPeppers();
      if (request.body.useAI === false) return { identification: await identifyFallback(image.bytes, peppers) };
      // Decoded before the 503 so that bad input is a 400 whichever call it is sent with.
      const photo = await toModelJpeg(image);
      if (!services.identifier) throw new HttpError(503, 'Identification service is not configured');
      try {
        return { identification: await services.identifier.identify(photo, peppers) };
      } catch (err) {
        if (err instanceof ImageInputError) throw err;
        request.log.error({ err }, 'AI identification failed');
        throw new HttpError(502, 'Failed to analyze pepper image');
      }
    },
  );
}
