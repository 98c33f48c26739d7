/**
 * The seed stash of My Garden: packets, their germination tests and photos, and plantings started from them.
 * Like the rest of the garden, a visitor's stash belongs to the session (and moves into the account at
 * sign-in); every route answers only the caller's own rows, so another owner's id is a 404.
 */
import { GARDEN_PHOTO_MAX_LENGTH, routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { deleteOwn, privately, sendOwnPhoto, signedIn } from '../lib/route.js';
import {
  addTest,
  createPacket,
  deletePacket,
  deleteTest,
  PACKET_NOT_FOUND,
  packetDetail,
  packetPhoto,
  sowFromPacket,
  stashOf,
  updatePacket,
} from '../services/garden/garden-seeds.js';

/** Room for a packet's photo beside its fields. */
const PHOTO_BODY_LIMIT = GARDEN_PHOTO_MAX_LENGTH + 64 * 1024;

export default async function gardenSeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog } = app;

  app.get(routes.seedStash.path, { schema: routes.seedStash.schema, ...privately }, async (request) =>
    stashOf(db, catalog, request.dataOwner(false), signedIn(request)),
  );

  app.post(
    routes.createSeedPacket.path,
    { schema: routes.createSeedPacket.schema, bodyLimit: PHOTO_BODY_LIMIT },
    async (request, reply) =>
      reply.code(201).send(await createPacket(db, catalog, request.dataOwner(true)!, request.body)),
  );

  app.get(routes.seedPacket.path, { schema: routes.seedPacket.schema, ...privately }, async (request) =>
    packetDetail(db, catalog, request.dataOwner(false), request.params.id),
  );

  app.post(
    routes.updateSeedPacket.path,
    { schema: routes.updateSeedPacket.schema, bodyLimit: PHOTO_BODY_LIMIT },
    async (request) => updatePacket(db, catalog, request.dataOwner(false), request.params.id, request.body),
  );

  app.delete(
    routes.deleteSeedPacket.path,
    { schema: routes.deleteSeedPacket.schema },
    deleteOwn((owner, id) => deletePacket(db, owner, id), PACKET_NOT_FOUND),
  );

  app.get(routes.seedPacketPhoto.path, { schema: routes.seedPacketPhoto.schema }, async (request, reply) =>
    sendOwnPhoto(reply, await packetPhoto(db, request.dataOwner(false), request.params.id)),
  );

  app.post(
    routes.createGerminationTest.path,
    { schema: routes.createGerminationTest.schema },
    async (request, reply) =>
      reply.code(201).send(await addTest(db, request.dataOwner(false), request.params.id, request.body)),
  );

  app.delete(
    routes.deleteGerminationTest.path,
    { schema: routes.deleteGerminationTest.schema },
    deleteOwn((owner, id) => deleteTest(db, owner, id), 'Germination test not found'),
  );

  app.post(routes.sowFromPacket.path, { schema: routes.sowFromPacket.schema }, async (request, reply) =>
    reply
      .code(201)
      .send(await sowFromPacket(db, catalog, request.dataOwner(false), request.params.id, request.body)),
  );
}
