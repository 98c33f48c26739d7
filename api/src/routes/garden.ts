/**
 * My Garden: the caller's plantings, journal, photos and plan. Like favorites, a visitor's garden belongs
 * to the session (and moves into the account at sign-in); every route answers only the caller's own rows,
 * so another owner's id is a 404. The calendar feed is read by calendar apps with the secret token alone.
 */
import { GARDEN_PHOTO_MAX_LENGTH, routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteOwn, perMinute, privately, sendOwnPhoto, signedIn } from '../lib/route.js';
import { spends } from '../services/limits/budgets.js';
import { HttpError } from '../lib/http-error.js';
import {
  addEntry,
  createPlanting,
  deleteEntry,
  deletePlanting,
  gardenOf,
  photoOf,
  plantingDetail,
  setLastFrost,
  setPlace,
} from '../services/garden/garden.js';
import {
  calendarFeed,
  calendarToken,
  feedUrls,
  ownerOfToken,
  regenerateCalendarToken,
} from '../services/garden/garden-calendar.js';
import { markPlantingSown } from '../services/garden/garden-seeds.js';
import { userOwner } from '../services/my-data/favorites.js';

/** A journal entry without a photo is far smaller than this. */
const WITHOUT_PHOTO = 64 * 1024;

export default async function gardenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog, config } = app;
  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const writes = spends(app, 'gardenWrites');

  app.get(routes.garden.path, { schema: routes.garden.schema, ...privately }, async (request) =>
    gardenOf(db, catalog, request.dataOwner(false), signedIn(request)),
  );

  app.post(
    routes.gardenSettings.path,
    { schema: routes.gardenSettings.schema, ...privately, ...spends(app, 'gardenSettings') },
    async (request) => {
      const owner = request.dataOwner(true)!;
      const { lastFrost, place } = request.body;
      if (lastFrost === undefined && place === undefined)
        throw new HttpError(400, 'Give a place, a last frost date, or both');
      // The place first: when the climate record does not answer (503), nothing is changed.
      if (place !== undefined)
        await setPlace(db, (lat, lon) => app.services.weather.frostDates(lat, lon), owner, place);
      if (lastFrost !== undefined) await setLastFrost(db, owner, lastFrost);
      return gardenOf(db, catalog, owner, signedIn(request));
    },
  );

  app.get(
    routes.places.path,
    { schema: routes.places.schema, ...perMinute(config.rateLimits.weather) },
    async (request) => ({ places: await app.services.weather.searchPlaces(request.query.q) }),
  );

  app.post(
    routes.createPlanting.path,
    { schema: routes.createPlanting.schema, ...writes },
    async (request, reply) => {
      if (!catalog.pepper(request.body.pepperId))
        throw new HttpError(404, 'Pepper not found: choose a variety from the database');
      return reply.code(201).send(await createPlanting(db, catalog, request.dataOwner(true)!, request.body));
    },
  );

  app.post(
    routes.markPlantingSown.path,
    { schema: routes.markPlantingSown.schema, ...writes },
    async (request) =>
      markPlantingSown(db, catalog, request.dataOwner(false), request.params.id, request.body),
  );

  app.get(routes.planting.path, { schema: routes.planting.schema, ...privately }, async (request) =>
    plantingDetail(db, catalog, request.dataOwner(false), request.params.id),
  );

  app.delete(
    routes.deletePlanting.path,
    { schema: routes.deletePlanting.schema, ...writes },
    deleteOwn((owner, id) => deletePlanting(db, owner, id), 'Planting not found'),
  );

  app.post(
    routes.createJournalEntry.path,
    {
      schema: routes.createJournalEntry.schema,
      bodyLimit: GARDEN_PHOTO_MAX_LENGTH + WITHOUT_PHOTO,
      preParsing: async (request, reply, payload) => {
        // A body this large carries a photo: a caller whose photo budget is spent is refused before it is read.
        if (Number(request.headers['content-length'] ?? 0) > WITHOUT_PHOTO)
          app.budgets.refuseIfSpent(request, reply, 'photoCpuMs');
        await app.budgets.spend(request, reply, 'gardenWrites');
        return payload;
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addEntry(db, request.dataOwner(false), request.params.id, request.body, new Date(), (cost) =>
            app.budgets.spend(request, reply, 'photoCpuMs', cost),
          ),
        ),
  );

  app.delete(
    routes.deleteJournalEntry.path,
    { schema: routes.deleteJournalEntry.schema, ...writes },
    deleteOwn((owner, id) => deleteEntry(db, owner, id), 'Journal entry not found'),
  );

  app.get(routes.gardenPhoto.path, { schema: routes.gardenPhoto.schema }, async (request, reply) =>
    sendOwnPhoto(reply, await photoOf(db, request.dataOwner(false), request.params.id)),
  );

  app.get(routes.calendarFeed.path, { schema: routes.calendarFeed.schema, ...privately }, async (request) =>
    feedUrls(origin(request), await calendarToken(db, userOwner(request.session.userId!))),
  );

  app.post(
    routes.regenerateCalendarFeed.path,
    { schema: routes.regenerateCalendarFeed.schema, ...privately, ...writes },
    async (request) =>
      feedUrls(origin(request), await regenerateCalendarToken(db, userOwner(request.session.userId!))),
  );

  app.get(routes.calendarIcs.path, { schema: routes.calendarIcs.schema }, async (request, reply) => {
    const owner = await ownerOfToken(db, request.query.token);
    if (!owner)
      throw new HttpError(404, 'Calendar feed not found: the address was replaced or never existed');
    const body = await calendarFeed(db, catalog, owner, origin(request));
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
}
