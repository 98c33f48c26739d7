/**
 * POST /api/identify {image}: the AI identification (503 at once when no OpenAI key is configured, 502 when
 * the model fails, times out after its retry or answers nonsense: the client then falls back).
 * POST /api/identify {image, useAI: false}: the offline database matcher (services/identify/fallback.ts).
 * Every photo is checked first (services/identify/image-input.ts): a JPEG, PNG, WebP or HEIC/AVIF data URL by
 * content, at most 8 MB decoded and 40 megapixels, else 400. Rate-limited per client address.
 * POST/GET /api/identify/confirmations: a signed-in user's verdict on the candidates, kept with the resized
 * photo (services/identify/confirmations.ts), and their history.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { perMinute } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import {
  confirmationPhoto,
  listConfirmations,
  saveConfirmation,
  storedPhoto,
} from '../services/identify/confirmations.js';
import { identifyFallback } from '../services/identify/fallback.js';
import { checkImageDataUrl, ImageInputError, toModelJpeg } from '../services/identify/image-input.js';

export default async function identifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog, services, db } = app;

  app.post(
    routes.identify.path,
    {
      schema: routes.identify.schema,
      bodyLimit: app.config.identifyBodyLimit,
      ...perMinute(app.config.rateLimits.identify),
    },
    async (request) => {
      const image = await checkImageDataUrl(request.body.image);
      const peppers = catalog.allPeppers();
      if (request.body.useAI === false)
        return { identification: await identifyFallback(image.bytes, peppers) };
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

  app.post(
    routes.confirmIdentification.path,
    {
      schema: routes.confirmIdentification.schema,
      bodyLimit: app.config.identifyBodyLimit,
      ...perMinute(app.config.rateLimits.identify),
    },
    async (request, reply) => {
      const { pepperId, candidateIds, source } = request.body;
      if (pepperId !== null && !candidateIds.includes(pepperId))
        throw new HttpError(400, 'Confirm one of the candidates that were offered');
      for (const id of candidateIds) if (!catalog.pepper(id)) throw new HttpError(404, 'Pepper not found');
      const photo = await storedPhoto(await checkImageDataUrl(request.body.image));
      const user = (await request.currentUser())!;
      return reply
        .code(201)
        .send(await saveConfirmation(db, user.id, { pepperId, candidateIds, source }, photo, catalog));
    },
  );

  app.get(
    routes.listConfirmations.path,
    { schema: routes.listConfirmations.schema },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listConfirmations(db, (await request.currentUser())!.id, catalog);
    },
  );

  app.get(
    routes.confirmationPhoto.path,
    { schema: routes.confirmationPhoto.schema },
    async (request, reply) => {
      const photo = await confirmationPhoto(db, (await request.currentUser())!.id, request.params.id);
      if (!photo) throw new HttpError(404, 'Confirmation not found');
      // A Buffer is sent as is, without the JSON serializer; the contract documents the body as a string.
      return reply
        .header('cache-control', 'private, max-age=3600')
        .type('image/jpeg')
        .send(photo as unknown as string);
    },
  );
}
