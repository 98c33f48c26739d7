/**
 * The seed stash: seed packets of one owner ('u:<id>' or 'v:<visitor key>', as for the rest of the garden),
 * their germination tests and photos, and plantings started from them. Viability and the sowing window come
 * from the domain's rules; every read and write is scoped to the owner, so another owner's id is "not found".
 */
import { randomUUID } from 'node:crypto';
import type {
  GerminationTest,
  GerminationTestBody,
  MarkSownBody,
  Planting,
  SeedPacket,
  SeedPacketBody,
  SeedPacketDetail,
  SeedPacketUpdate,
  SeedStash,
  SowFromPacketBody,
  SownFromPacket,
} from '@pepper/contract';
import { addDays, parseDateInput } from '@pepper/domain/dates';
import { germinationRate, isFutureDay, packetViability, plantingOf } from '@pepper/domain/garden';
import { leadTimeFor, sowingWindow, sownThisSeason, type SowingPlan } from '@pepper/domain/grow-calendar';
import type { Knex } from 'knex';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';
import { insertRow } from '../../db/insert-row.js';
import { HttpError } from '../../lib/http-error.js';
import type { Catalog } from '../catalog/catalog.js';
import { createPlanting, gardenOverviewOf, getSettings, ownPlanting, PLANTING_NOT_FOUND } from './garden.js';
import { lastFrostFor } from './garden-frost.js';
import { ownedPhoto, storePhoto } from './garden-photos.js';

export interface PacketRow {
  id: number;
  owner: string;
  uid: string;
  pepper_id: number;
  source: string;
  year: number;
  seeds_left: number;
  /** Of seeds_left, those set aside for planned sowings. */
  seeds_reserved: number;
  note: string;
  harvest_entry_id: number | null;
  created_at: string;
}

export interface TestRow {
  id: number;
  owner: string;
  uid: string;
  packet_id: number;
  sown: number;
  sprouted: number;
  started_on: string;
  read_on: string;
  created_at: string;
}

export interface SowingRow {
  id: number;
  owner: string;
  uid: string;
  packet_id: number;
  planting_id: number;
  seeds: number;
  /** 'planned' sets the seeds aside; 'sown' took them off the packet. */
  state: 'planned' | 'sown';
  created_at: string;
}

type PepperLookup = Pick<Catalog, 'pepper'>;

/** The earliest time zone is 14 hours ahead of UTC: "today" there may already be tomorrow in UTC. */
const latestToday = (today: Date) => addDays(today, 1);

const PEPPER_NOT_FOUND = 'Pepper not found: choose a variety from the database';
export const PACKET_NOT_FOUND = 'Seed packet not found';

/** Why seeds cannot come off a packet: how many are left, and how many of those are set aside. */
async function notEnoughSeeds(
  db: Db | Knex.Transaction,
  owner: string,
  packetId: number,
): Promise<HttpError> {
  const row = await db<PacketRow>('garden_seed_packets').where({ owner, id: packetId }).first();
  if (!row) return new HttpError(404, PACKET_NOT_FOUND);
  const left = Number(row.seeds_left);
  const reserved = Number(row.seeds_reserved);
  const free = left - reserved;
  if (reserved === 0)
    return new HttpError(
      400,
      left === 0
        ? 'This packet has no seeds left'
        : `Only ${left} ${left === 1 ? 'seed is' : 'seeds are'} left in this packet`,
    );
  return new HttpError(
    400,
    `Only ${Math.max(0, free)} of the ${left} seeds left in this packet ${free === 1 ? 'is' : 'are'} free: ${reserved} ${reserved === 1 ? 'is' : 'are'} set aside for planned sowings`,
  );
}

/**
 * The packet, when at least `seeds` of its seeds are not set aside. Changing its count through this in one
 * update means two requests at once can never take the count below what is set aside, or below zero.
 */
const packetWithFreeSeeds = (trx: Knex.Transaction, owner: string, packetId: number, seeds: number) =>
  trx('garden_seed_packets')
    .where({ owner, id: packetId })
    .andWhereRaw('seeds_left - seeds_reserved >= ?', [seeds]);

/** Takes seeds off a packet's count, from those not set aside. False when there are too few. */
const takeSeeds = async (trx: Knex.Transaction, owner: string, packetId: number, seeds: number) =>
  (await packetWithFreeSeeds(trx, owner, packetId, seeds).decrement('seeds_left', seeds)) > 0;

/** Sets seeds of a packet aside for a planned sowing, from those still free. False when there are too few. */
const reserveSeeds = async (trx: Knex.Transaction, owner: string, packetId: number, seeds: number) =>
  (await packetWithFreeSeeds(trx, owner, packetId, seeds).increment('seeds_reserved', seeds)) > 0;

export const packetPhotoUrl = (packetId: number, photoId: number) =>
  `/api/garden/seeds/${packetId}/photo?v=${photoId}`;

export function testOut(row: TestRow): GerminationTest {
  const sown = Number(row.sown);
  const sprouted = Number(row.sprouted);
  return {
    id: Number(row.id),
    packetId: Number(row.packet_id),
    sown,
    sprouted,
    startedOn: row.started_on,
    readOn: row.read_on,
    rate: germinationRate(sown, sprouted) ?? 0,
    createdAt: row.created_at,
  };
}

/** The test read last (the later id when two were read the same day). */
function latestOf(tests: TestRow[]): TestRow | undefined {
  return [...tests].sort((a, b) => b.read_on.localeCompare(a.read_on) || Number(b.id) - Number(a.id))[0];
}

interface OwnerStash {
  packets: PacketRow[];
  tests: TestRow[];
  sowings: SowingRow[];
  photos: Map<number, number>;
  plantingLabels: Map<number, { label: string; sownOn: string }>;
  harvestEntries: Set<number>;
  lastFrost: string | null;
  /** The season's last frost the sowing plan counts from. */
  frost: Date | null;
  frostFree: boolean;
  today: Date;
}

async function ownerStash(db: Db | Knex.Transaction, owner: string, today: Date): Promise<OwnerStash> {
  const [packets, tests, sowings, photos, plantings, harvests, settings] = await Promise.all([
    db<PacketRow>('garden_seed_packets').where({ owner }).orderBy('id'),
    db<TestRow>('garden_germination_tests').where({ owner }).orderBy('id'),
    db<SowingRow>('garden_seed_sowings').where({ owner }).orderBy('id'),
    db('garden_seed_photos').where({ owner }).select('id', 'packet_id'),
    db('garden_plantings').where({ owner }).select('id', 'label', 'sown_on'),
    db('garden_entries').where({ owner, event: 'harvest' }).select('id'),
    getSettings(db, owner),
  ]);
  const { lastFrost, frostFree } = lastFrostFor(settings, today);
  return {
    packets,
    tests,
    sowings,
    photos: new Map(
      photos.map((p: { id: number; packet_id: number }) => [Number(p.packet_id), Number(p.id)]),
    ),
    plantingLabels: new Map(
      plantings.map((p: { id: number; label: string; sown_on: string }) => [
        Number(p.id),
        { label: p.label, sownOn: p.sown_on },
      ]),
    ),
    harvestEntries: new Set(harvests.map((e: { id: number }) => Number(e.id))),
    lastFrost: settings?.last_frost ?? null,
    frost: lastFrost,
    frostFree,
    today,
  };
}

/** A packet's sowing window: the season's last frost and the variety's lead time. */
function packetSowing(stash: OwnerStash, pepper: Parameters<typeof leadTimeFor>[0] | undefined): SowingPlan {
  return sowingWindow(stash.frost, stash.today, leadTimeFor(pepper ?? {}), stash.frostFree);
}

function packetOut(row: PacketRow, stash: OwnerStash, catalog: PepperLookup, today: Date): SeedPacket {
  const id = Number(row.id);
  const pepper = catalog.pepper(Number(row.pepper_id));
  const latest = latestOf(stash.tests.filter((t) => Number(t.packet_id) === id));
  const latestTest = latest ? testOut(latest) : null;
  const photoId = stash.photos.get(id);
  const harvestEntryId = row.harvest_entry_id === null ? null : Number(row.harvest_entry_id);
  return {
    id,
    pepperId: Number(row.pepper_id),
    pepperName: pepper?.name ?? 'Unknown variety',
    species: pepper?.species ?? null,
    source: row.source as SeedPacket['source'],
    year: Number(row.year),
    seedsLeft: Number(row.seeds_left),
    seedsReserved: Number(row.seeds_reserved ?? 0),
    note: row.note,
    photoUrl: photoId ? packetPhotoUrl(id, photoId) : null,
    harvestEntryId:
      harvestEntryId !== null && stash.harvestEntries.has(harvestEntryId) ? harvestEntryId : null,
    latestTest,
    viability: packetViability(
      { year: Number(row.year), species: pepper?.species },
      latestTest ? latestTest.rate : null,
      today,
    ),
    sowing: packetSowing(stash, pepper),
    plantings: stash.sowings
      .filter((s) => Number(s.packet_id) === id)
      .map((s) => {
        const planting = stash.plantingLabels.get(Number(s.planting_id));
        return {
          id: Number(s.planting_id),
          label: planting?.label ?? '',
          seeds: Number(s.seeds),
          state: s.state === 'planned' ? ('planned' as const) : ('sown' as const),
          sownOn: planting?.sownOn ?? '',
        };
      }),
    createdAt: row.created_at,
  };
}

export async function stashOf(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  signedIn: boolean,
  today = new Date(),
): Promise<SeedStash> {
  if (!owner) return { signedIn, lastFrost: null, packets: [] };
  const stash = await ownerStash(db, owner, today);
  return {
    signedIn,
    lastFrost: stash.lastFrost,
    packets: stash.packets.map((row) => packetOut(row, stash, catalog, today)),
  };
}

async function onePacket(
  db: Db | Knex.Transaction,
  catalog: PepperLookup,
  owner: string,
  id: number,
  today: Date,
): Promise<{ packet: SeedPacket; stash: OwnerStash }> {
  const stash = await ownerStash(db, owner, today);
  const row = stash.packets.find((p) => Number(p.id) === id);
  if (!row) throw new HttpError(404, PACKET_NOT_FOUND);
  return { packet: packetOut(row, stash, catalog, today), stash };
}

export async function packetDetail(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  id: number,
  today = new Date(),
): Promise<SeedPacketDetail> {
  if (!owner) throw new HttpError(404, PACKET_NOT_FOUND);
  const { packet, stash } = await onePacket(db, catalog, owner, id, today);
  const tests = stash.tests
    .filter((t) => Number(t.packet_id) === id)
    .sort((a, b) => b.read_on.localeCompare(a.read_on) || Number(b.id) - Number(a.id))
    .map(testOut);
  return { packet, tests };
}

/** The rules a packet must meet beyond its schema; each failure names what to fix. */
export function checkPacket(
  body: Pick<SeedPacketBody, 'pepperId' | 'year'>,
  catalog: PepperLookup,
  today: Date,
): void {
  if (!catalog.pepper(body.pepperId)) throw new HttpError(404, PEPPER_NOT_FOUND);
  const thisYear = latestToday(today).getUTCFullYear();
  if (body.year > thisYear)
    throw new HttpError(400, `The year the seeds were packed or saved cannot be after ${thisYear}`);
}

/** A packet saved from the grower's own harvest names a harvest of their journal. */
async function checkHarvestEntry(db: Db, owner: string, body: SeedPacketBody): Promise<number | null> {
  const entryId = body.harvestEntryId ?? null;
  if (entryId === null) return null;
  if (body.source !== 'own-harvest')
    throw new HttpError(400, 'Only seeds from your own harvest come from a harvest entry');
  const entry = await db('garden_entries').where({ owner, id: entryId, event: 'harvest' }).first('id');
  if (!entry) throw new HttpError(404, 'Harvest entry not found');
  return entryId;
}

export async function createPacket(
  db: Db,
  catalog: PepperLookup,
  owner: string,
  body: SeedPacketBody,
  today = new Date(),
): Promise<SeedPacket> {
  checkPacket(body, catalog, today);
  const harvestEntryId = await checkHarvestEntry(db, owner, body);
  // The photo is checked and re-encoded before anything is written, so a bad photo stores nothing.
  const photo = body.photo ? await storePhoto(body.photo) : null;
  const id = await db.transaction(async (trx) => {
    const packetId = await insertRow(trx, 'garden_seed_packets', {
      owner,
      uid: randomUUID(),
      pepper_id: body.pepperId,
      source: body.source,
      year: body.year,
      seeds_left: body.seedsLeft,
      note: body.note.trim(),
      harvest_entry_id: harvestEntryId,
      created_at: now(),
    });
    if (photo) await keepPacketPhoto(trx, owner, packetId, photo);
    return packetId;
  });
  return (await onePacket(db, catalog, owner, id, today)).packet;
}

async function keepPacketPhoto(
  trx: Db,
  owner: string,
  packetId: number,
  photo: { mime: string; data: Buffer },
): Promise<void> {
  await trx('garden_seed_photos').insert({
    owner,
    packet_id: packetId,
    mime: photo.mime,
    data: photo.data,
    created_at: now(),
  });
}

export async function updatePacket(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  id: number,
  body: SeedPacketUpdate,
  today = new Date(),
): Promise<SeedPacket> {
  const row = owner ? await db('garden_seed_packets').where({ owner, id }).first('id') : undefined;
  if (!row || !owner) throw new HttpError(404, PACKET_NOT_FOUND);
  checkPacket(body, catalog, today);
  const photo = body.photo ? await storePhoto(body.photo) : null;
  await db.transaction(async (trx) => {
    // The count can be corrected, but not below the seeds set aside for planned sowings.
    const changed = await trx('garden_seed_packets')
      .where({ owner, id })
      .andWhere('seeds_reserved', '<=', body.seedsLeft)
      .update({
        pepper_id: body.pepperId,
        source: body.source,
        year: body.year,
        seeds_left: body.seedsLeft,
        note: body.note.trim(),
        // A packet no longer from the grower's harvest is no longer tied to one.
        ...(body.source === 'own-harvest' ? {} : { harvest_entry_id: null }),
      });
    if (!changed) {
      const row = await trx('garden_seed_packets').where({ owner, id }).first('seeds_reserved');
      // Deleted since it was read (another tab): there is nothing left to change.
      if (!row) throw new HttpError(404, PACKET_NOT_FOUND);
      const reserved = row.seeds_reserved;
      throw new HttpError(
        400,
        `${reserved} seeds of this packet are set aside for planned sowings: it cannot hold fewer (mark them sown or cancel the sowings first)`,
      );
    }
    if (photo || body.removePhoto) await trx('garden_seed_photos').where({ owner, packet_id: id }).delete();
    if (photo) await keepPacketPhoto(trx, owner, id, photo);
  });
  return (await onePacket(db, catalog, owner, id, today)).packet;
}

export async function deletePacket(db: Db, owner: string | null, id: number): Promise<boolean> {
  if (!owner) return false;
  return db.transaction(async (trx) => {
    for (const table of ['garden_seed_sowings', 'garden_germination_tests', 'garden_seed_photos'])
      await trx(table).where({ owner, packet_id: id }).delete();
    return (await trx('garden_seed_packets').where({ owner, id }).delete()) > 0;
  });
}

export const packetPhoto = (db: Db, owner: string | null, packetId: number) =>
  ownedPhoto(db, 'garden_seed_photos', owner, { packet_id: packetId });

/** The rules a germination test must meet; each failure names what to fix. */
export function checkTest(body: GerminationTestBody, today: Date): void {
  const started = parseDateInput(body.startedOn);
  const read = parseDateInput(body.readOn);
  if (!started) throw new HttpError(400, 'startedOn must be a real date (YYYY-MM-DD)');
  if (!read) throw new HttpError(400, 'readOn must be a real date (YYYY-MM-DD)');
  if (body.sprouted > body.sown)
    throw new HttpError(400, `More seeds sprouted (${body.sprouted}) than were sown (${body.sown})`);
  if (read < started) throw new HttpError(400, 'A test is read on or after the day it started');
  if (isFutureDay(read, latestToday(today)))
    throw new HttpError(400, 'A test can only be read today or on an earlier day');
}

export async function addTest(
  db: Db,
  owner: string | null,
  packetId: number,
  body: GerminationTestBody,
  today = new Date(),
): Promise<GerminationTest> {
  const packet = owner ? await db('garden_seed_packets').where({ owner, id: packetId }).first('id') : null;
  if (!packet || !owner) throw new HttpError(404, PACKET_NOT_FOUND);
  checkTest(body, today);
  const row = {
    owner,
    uid: randomUUID(),
    packet_id: packetId,
    sown: body.sown,
    sprouted: body.sprouted,
    started_on: body.startedOn,
    read_on: body.readOn,
    created_at: now(),
  };
  // The seeds tested are used up: they come off the packet, never below what is set aside.
  return db.transaction(async (trx) => {
    if (!(await takeSeeds(trx, owner, packetId, body.sown))) throw await notEnoughSeeds(trx, owner, packetId);
    return testOut({ ...row, id: await insertRow(trx, 'garden_germination_tests', row) });
  });
}

/**
 * Removes a germination test, as one entered by mistake: the seeds it took off its packet go back, so the count
 * stays what the records add up to.
 */
export async function deleteTest(db: Db, owner: string | null, id: number): Promise<boolean> {
  if (!owner) return false;
  return db.transaction(async (trx) => {
    const test = await trx('garden_germination_tests').where({ owner, id }).first('packet_id', 'sown');
    if (!test) return false;
    await trx('garden_germination_tests').where({ owner, id }).delete();
    await trx('garden_seed_packets')
      .where({ owner, id: test.packet_id })
      .increment('seeds_left', Number(test.sown));
    return true;
  });
}

/**
 * Starts a planting from a packet: the seeds come off its count (never below zero, even when two sowings
 * race) and the planting is linked to it, in one transaction.
 */
export async function sowFromPacket(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  packetId: number,
  body: SowFromPacketBody,
  today = new Date(),
): Promise<SownFromPacket> {
  const packet = owner
    ? await db<PacketRow>('garden_seed_packets').where({ owner, id: packetId }).first()
    : undefined;
  if (!packet || !owner) throw new HttpError(404, PACKET_NOT_FOUND);
  if (body.seeds < body.count) throw new HttpError(400, 'Sow at least one seed for each plant you want');
  const sownOn = parseDateInput(body.sownOn);
  if (!sownOn) throw new HttpError(400, 'sownOn must be a real date (YYYY-MM-DD)');
  // Sown on a day still to come, the sowing is planned: its seeds are set aside until it is marked sown.
  const planned = isFutureDay(sownOn, today);
  return db.transaction(async (trx) => {
    const ok = planned
      ? await reserveSeeds(trx, owner, packetId, body.seeds)
      : await takeSeeds(trx, owner, packetId, body.seeds);
    if (!ok) throw await notEnoughSeeds(trx, owner, packetId);
    const planting = await createPlanting(
      trx as unknown as Db,
      catalog,
      owner,
      {
        pepperId: Number(packet.pepper_id),
        count: body.count,
        place: body.place,
        label: body.label,
        sownOn: body.sownOn,
      },
      today,
    );
    await trx('garden_seed_sowings').insert({
      owner,
      uid: randomUUID(),
      packet_id: packetId,
      planting_id: planting.id,
      seeds: body.seeds,
      state: planned ? 'planned' : 'sown',
      created_at: now(),
    });
    return { planting, packet: (await onePacket(trx, catalog, owner, packetId, today)).packet };
  });
}

/**
 * Marks a planting sown on a day (today or earlier): seeds set aside for it come off their packets in the same
 * transaction, and its plan counts from that day.
 */
export async function markPlantingSown(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  plantingId: number,
  body: MarkSownBody,
  today = new Date(),
): Promise<Planting> {
  if (!owner) throw new HttpError(404, PLANTING_NOT_FOUND);
  await ownPlanting(db, owner, plantingId);
  const sownOn = parseDateInput(body.sownOn);
  if (!sownOn) throw new HttpError(400, 'sownOn must be a real date (YYYY-MM-DD)');
  if (isFutureDay(sownOn, latestToday(today)))
    throw new HttpError(400, 'A planting can only be marked sown today or on an earlier day');
  await db.transaction(async (trx) => {
    const planned = await trx<SowingRow>('garden_seed_sowings').where({
      owner,
      planting_id: plantingId,
      state: 'planned',
    });
    for (const sowing of planned) {
      const used = await trx('garden_seed_packets')
        .where({ owner, id: sowing.packet_id })
        .andWhere('seeds_reserved', '>=', sowing.seeds)
        .andWhere('seeds_left', '>=', sowing.seeds)
        .update({
          seeds_left: trx.raw('seeds_left - ?', [sowing.seeds]),
          seeds_reserved: trx.raw('seeds_reserved - ?', [sowing.seeds]),
        });
      if (!used) throw await notEnoughSeeds(trx, owner, Number(sowing.packet_id));
      await trx('garden_seed_sowings').where({ owner, id: sowing.id }).update({ state: 'sown' });
    }
    await trx('garden_plantings').where({ owner, id: plantingId }).update({ sown_on: body.sownOn });
  });
  const { plantings } = await gardenOverviewOf(db, catalog, owner, today);
  return plantingOf(plantings.find((p) => p.record.id === plantingId)!);
}

export interface SowingReminder {
  uid: string;
  packetId: number;
  pepperName: string;
  sowOn: string;
  lastDay: string;
  detail: string;
}

/**
 * Sowing days still ahead (or open) for the packets with free seeds and no sowing planned yet: the calendar
 * feed's reminders.
 */
export async function sowingReminders(
  db: Db,
  catalog: PepperLookup,
  owner: string,
  today = new Date(),
): Promise<SowingReminder[]> {
  const stash = await ownerStash(db, owner, today);
  return stash.packets.flatMap((p) => {
    const pepper = catalog.pepper(Number(p.pepper_id));
    const sowing = packetSowing(stash, pepper);
    // A sowing planned from the packet is the planting's own "Sow" task (one task, not two); one already sown
    // this season has had its sowing.
    const plannedFrom = stash.sowings.some(
      (w) =>
        Number(w.packet_id) === Number(p.id) &&
        (w.state === 'planned' ||
          sownThisSeason(stash.plantingLabels.get(Number(w.planting_id))?.sownOn ?? '', today)),
    );
    const free = Number(p.seeds_left) - Number(p.seeds_reserved);
    if (plannedFrom || free <= 0 || !sowing.sowOn || !sowing.lastDay || sowing.window === 'too-late')
      return [];
    return [
      {
        uid: p.uid,
        packetId: Number(p.id),
        pepperName: pepper?.name ?? 'Unknown variety',
        sowOn: sowing.sowOn,
        lastDay: sowing.lastDay,
        detail: sowing.detail,
      },
    ];
  });
}
