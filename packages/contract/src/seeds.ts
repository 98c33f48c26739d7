/**
 * The seed stash of My Garden: the grower's seed packets, their germination tests, how good each packet
 * still is, and when to sow it from the grower's last frost. Like the rest of the garden, a visitor's stash
 * belongs to the session and moves into the account at sign-in. Request schemas are closed, so unknown
 * fields are a 400; an unknown variety is a 404, as for plantings.
 */
import { Type, type Static } from 'typebox';
import { endpoints } from './endpoint-paths.js';
import { DateOnly, Planting } from './garden.js';
import {
  GROW_PLACES,
  SEED_SOURCE_VALUES,
  SEED_VIABILITY_VALUES,
  SOWING_WINDOW_VALUES,
} from './garden-vocabulary.js';
import { GARDEN_PHOTO_MAX_LENGTH, MAX_PACKET_SEEDS, MAX_TEST_SEEDS, MIN_PACKET_YEAR } from './limits.js';
import { answers, errors, section, type RouteDef } from './route-parts.js';
import { closed, Id, IdParams, Nullable, StringEnum } from './schema-parts.js';

export const GerminationTest = Type.Object({
  id: Id,
  packetId: Id,
  sown: Type.Integer({ minimum: 1 }),
  sprouted: Type.Integer({ minimum: 0 }),
  startedOn: DateOnly,
  readOn: DateOnly,
  /** Sprouted out of sown, 0 to 1. */
  rate: Type.Number({ minimum: 0, maximum: 1 }),
  createdAt: Type.String(),
});
export type GerminationTest = Static<typeof GerminationTest>;

export const SeedViability = Type.Object({
  status: StringEnum(SEED_VIABILITY_VALUES),
  label: Type.String(),
  /** Full seasons since the packet was packed or saved. */
  ageYears: Type.Integer({ minimum: 0 }),
  /** What to do about it: empty for a fresh packet. */
  advice: Type.String(),
  /** Seeds to sow for each plant wanted, from the latest test; null without a test. */
  seedsPerPlant: Nullable(Type.Integer({ minimum: 1 })),
});
export type SeedViability = Static<typeof SeedViability>;

export const SowingWindow = Type.Object({
  window: StringEnum(SOWING_WINDOW_VALUES),
  label: Type.String(),
  /** The day to sow, counted back from the last frost; null without a last frost. */
  sowOn: Nullable(DateOnly),
  /** The last day sowing still gives plants ready soon enough after the frost. */
  lastDay: Nullable(DateOnly),
  /** Weeks indoors before transplanting, from the grow rules. */
  weeksIndoors: Type.Integer({ minimum: 0 }),
  detail: Type.String(),
  /** For a season already missed: what still works. */
  unless: Nullable(Type.String()),
});
export type SowingWindow = Static<typeof SowingWindow>;

export const SownPlanting = Type.Object({
  id: Id,
  label: Type.String(),
  seeds: Type.Integer({ minimum: 0 }),
  /** 'planned': the seeds are set aside until the planting is marked sown; 'sown': they came off the packet. */
  state: StringEnum(['planned', 'sown'] as const),
  sownOn: DateOnly,
});

export const SeedPacket = Type.Object({
  id: Id,
  pepperId: Id,
  pepperName: Type.String(),
  species: Nullable(Type.String()),
  source: StringEnum(SEED_SOURCE_VALUES),
  year: Type.Integer(),
  seedsLeft: Type.Integer({ minimum: 0 }),
  /** Of the seeds left, those set aside for planned sowings; the rest are free to test or sow. */
  seedsReserved: Type.Integer({ minimum: 0 }),
  note: Type.String(),
  /** Address of the packet's photo, served to its owner only. */
  photoUrl: Nullable(Type.String()),
  /** The harvest entry the seeds were saved from, for the grower's own harvest. */
  harvestEntryId: Nullable(Id),
  latestTest: Nullable(GerminationTest),
  viability: SeedViability,
  sowing: SowingWindow,
  /** Plantings started from this packet. */
  plantings: Type.Array(SownPlanting),
  createdAt: Type.String(),
});
export type SeedPacket = Static<typeof SeedPacket>;

export const SeedStash = Type.Object({
  signedIn: Type.Boolean(),
  lastFrost: Nullable(DateOnly),
  packets: Type.Array(SeedPacket),
});
export type SeedStash = Static<typeof SeedStash>;

export const SeedPacketDetail = Type.Object({
  packet: SeedPacket,
  /** Newest first. */
  tests: Type.Array(GerminationTest),
});
export type SeedPacketDetail = Static<typeof SeedPacketDetail>;

const PacketFields = {
  pepperId: Id,
  source: StringEnum(SEED_SOURCE_VALUES),
  year: Type.Integer({ minimum: MIN_PACKET_YEAR, maximum: 9999 }),
  seedsLeft: Type.Integer({ minimum: 0, maximum: MAX_PACKET_SEEDS }),
  note: Type.String({ maxLength: 1000 }),
  /** A new photo of the packet, as a data URL. */
  photo: Type.Optional(Type.String({ pattern: '^data:', maxLength: GARDEN_PHOTO_MAX_LENGTH })),
};

export const SeedPacketBody = Type.Object(
  {
    ...PacketFields,
    /** Seeds saved from a harvest logged in the journal. */
    harvestEntryId: Type.Optional(Nullable(Id)),
  },
  closed,
);
export type SeedPacketBody = Static<typeof SeedPacketBody>;

export const SeedPacketUpdate = Type.Object(
  {
    ...PacketFields,
    /** True drops the packet's photo (a new `photo` replaces it instead). */
    removePhoto: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type SeedPacketUpdate = Static<typeof SeedPacketUpdate>;

export const GerminationTestBody = Type.Object(
  {
    sown: Type.Integer({ minimum: 1, maximum: MAX_TEST_SEEDS }),
    sprouted: Type.Integer({ minimum: 0, maximum: MAX_TEST_SEEDS }),
    startedOn: DateOnly,
    readOn: DateOnly,
  },
  closed,
);
export type GerminationTestBody = Static<typeof GerminationTestBody>;

export const SowFromPacketBody = Type.Object(
  {
    /** Seeds taken from the packet. */
    seeds: Type.Integer({ minimum: 1, maximum: MAX_PACKET_SEEDS }),
    /** Plants wanted. */
    count: Type.Integer({ minimum: 1, maximum: 10_000 }),
    place: StringEnum(GROW_PLACES),
    label: Type.String({ maxLength: 100 }),
    sownOn: DateOnly,
  },
  closed,
);
export type SowFromPacketBody = Static<typeof SowFromPacketBody>;

export const SownFromPacket = Type.Object({ planting: Planting, packet: SeedPacket });
export type SownFromPacket = Static<typeof SownFromPacket>;

const PhotoQuery = Type.Object({ v: Type.Optional(Type.Integer({ minimum: 0 })) }, closed);

const garden = section('garden');

export const seedRoutes = {
  seedStash: garden.withoutInput(endpoints.seedStash, 'none', answers(SeedStash), {
    summary: "The caller's seed packets with viability and this season's sowing window",
  }),
  createSeedPacket: garden.route(endpoints.createSeedPacket, 'none', {
    summary: 'Add a seed packet (optionally with a photo, EXIF removed)',
    body: SeedPacketBody,
    response: { 201: SeedPacket, ...errors(400, 403, 404, 413, 415) },
  }),
  seedPacket: garden.byId(endpoints.seedPacket, 'none', answers(SeedPacketDetail, 400, 404), {
    summary: 'One seed packet with its germination tests',
  }),
  updateSeedPacket: garden.route(endpoints.updateSeedPacket, 'none', {
    summary: 'Change a seed packet',
    params: IdParams,
    body: SeedPacketUpdate,
    response: { 200: SeedPacket, ...errors(400, 403, 404, 413, 415) },
  }),
  deleteSeedPacket: garden.removeOwn(endpoints.deleteSeedPacket, {
    summary: 'Remove a seed packet with its tests and photo (plantings started from it stay)',
  }),
  seedPacketPhoto: garden.route(endpoints.seedPacketPhoto, 'none', {
    summary: "A seed packet's photo (WebP), for its owner only",
    params: IdParams,
    querystring: PhotoQuery,
    response: { 200: Type.String({ description: 'image/webp' }), ...errors(400, 404) },
  }),
  createGerminationTest: garden.route(endpoints.createGerminationTest, 'none', {
    summary: "Record a germination test of a packet (its seeds come off the packet's count)",
    params: IdParams,
    body: GerminationTestBody,
    response: { 201: GerminationTest, ...errors(400, 403, 404, 415) },
  }),
  deleteGerminationTest: garden.removeOwn(endpoints.deleteGerminationTest, {
    summary: 'Remove a germination test',
  }),
  sowFromPacket: garden.route(endpoints.sowFromPacket, 'none', {
    summary:
      "Start a planting from a packet: sown today or earlier, its seeds come off the packet's count; planned for a later day, they are set aside until it is marked sown",
    params: IdParams,
    body: SowFromPacketBody,
    response: { 201: SownFromPacket, ...errors(400, 403, 404, 415) },
  }),
} satisfies Record<string, RouteDef>;
