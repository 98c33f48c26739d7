/**
 * My Garden storage and rules: plantings and journal entries of one owner ('u:<id>' or 'v:<visitor key>',
 * as for favorites), the plan made by the domain's reminder rules, and harvest totals. Every read and
 * write is scoped to the owner, so another owner's id is simply "not found".
 */
import { randomUUID } from 'node:crypto';
import type {
  FrostDates,
  Garden,
  GardenPlace,
  PlaceBody,
  JournalEntry,
  JournalEntryBody,
  Planting,
  PlantingBody,
  PlantingDetail,
} from '@pepper/contract';
import { addDays, parseDateInput, toDateInputValue } from '@pepper/domain/dates';
import {
  datedTask,
  eventOrderProblem,
  GARDEN_EVENT_LABELS,
  GARDEN_PESTS,
  gardenOverview,
  isFutureDay,
  plantingLabel,
  plantingOf,
  type GardenEvent,
  type GrowPlace,
} from '@pepper/domain/garden';
import { climateReading } from '@pepper/domain/grow-calendar';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';
import { insertRow } from '../../db/insert-row.js';
import { HttpError } from '../../lib/http-error.js';
import type { Catalog } from '../catalog/catalog.js';
import { lastFrostFor } from './garden-frost.js';
import { ownedPhoto, storePhoto } from './garden-photos.js';

export interface PlantingRow {
  id: number;
  owner: string;
  uid: string;
  pepper_id: number;
  count: number;
  place: string;
  label: string;
  sown_on: string;
  created_at: string;
}

export interface EntryRow {
  id: number;
  owner: string;
  uid: string;
  planting_id: number;
  date: string;
  note: string;
  event: string | null;
  harvest_count: number | null;
  harvest_grams: number | null;
  pest: string | null;
  created_at: string;
}

type PepperLookup = Pick<Catalog, 'pepper'>;

/** The earliest time zone is 14 hours ahead of UTC: "today" there may already be tomorrow in UTC. */
const latestToday = (today: Date) => addDays(today, 1);

export const photoUrl = (photoId: number) => `/api/garden/photos/${photoId}`;

export const PLANTING_NOT_FOUND = 'Planting not found';

/** The owner's planting `id` as stored; a 404 when they have no such planting. */
export async function ownPlanting(db: Db, owner: string, id: number): Promise<PlantingRow> {
  const planting = await db<PlantingRow>('garden_plantings').where({ owner, id }).first();
  if (!planting) throw new HttpError(404, PLANTING_NOT_FOUND);
  return planting;
}

/** A planting row as the domain's garden rules read it, the row kept for what only the API reads (the calendar's uid). */
const plantingRecord = (row: PlantingRow) => ({
  id: Number(row.id),
  pepperId: Number(row.pepper_id),
  sownOn: row.sown_on,
  place: row.place as GrowPlace,
  count: Number(row.count),
  label: row.label,
  createdAt: row.created_at,
  row,
});

const journalRecord = (row: EntryRow) => ({
  plantingId: Number(row.planting_id),
  date: row.date,
  event: row.event as GardenEvent | null,
  harvestCount: row.harvest_count === null ? null : Number(row.harvest_count),
  harvestWeightGrams: row.harvest_grams === null ? null : Number(row.harvest_grams),
  row,
});

function entryOut(row: EntryRow, photoId: number | undefined): JournalEntry {
  return {
    id: Number(row.id),
    plantingId: Number(row.planting_id),
    date: row.date,
    note: row.note,
    event: (row.event as JournalEntry['event']) ?? null,
    harvestCount: row.harvest_count === null ? null : Number(row.harvest_count),
    harvestWeightGrams: row.harvest_grams === null ? null : Number(row.harvest_grams),
    pest: row.pest,
    photoUrl: photoId ? photoUrl(photoId) : null,
    createdAt: row.created_at,
  };
}

export interface SettingsRow {
  owner: string;
  last_frost: string | null;
  calendar_token: string | null;
  place_name: string | null;
  place_lat: number | null;
  place_lon: number | null;
  place_last_frost: string | null;
  place_first_frost: string | null;
}

export async function getSettings(db: Db, owner: string): Promise<SettingsRow | undefined> {
  return db('garden_settings').where({ owner }).first();
}

export async function setLastFrost(db: Db, owner: string, lastFrost: string | null): Promise<void> {
  if (lastFrost !== null && !parseDateInput(lastFrost))
    throw new HttpError(400, 'lastFrost must be a real date (YYYY-MM-DD)');
  await db('garden_settings')
    .insert({ owner, last_frost: lastFrost })
    .onConflict('owner')
    .merge(['last_frost']);
}

/** The place's columns of the garden's settings. */
export const PLACE_COLUMNS = [
  'place_name',
  'place_lat',
  'place_lon',
  'place_last_frost',
  'place_first_frost',
] as const;

/**
 * Keeps the grower's place with its average frost dates, or clears it (null). The position is kept to 0.01°
 * (about a kilometre): enough for the climate record's 0.25° cells, without storing the grower's exact location.
 */
export async function setPlace(
  db: Db,
  frostDatesAt: (lat: number, lon: number) => Promise<FrostDates>,
  owner: string,
  place: PlaceBody | null,
): Promise<void> {
  const round = (n: number) => Math.round(n * 100) / 100;
  // The frost dates are read before anything is written: a climate record that does not answer changes nothing.
  const frost = place ? await frostDatesAt(place.lat, place.lon) : null;
  const row = {
    place_name: place ? place.name.trim() || 'My place' : null,
    place_lat: place ? round(place.lat) : null,
    place_lon: place ? round(place.lon) : null,
    place_last_frost: frost?.lastSpringFrost ?? null,
    place_first_frost: frost?.firstFallFrost ?? null,
  };
  await db('garden_settings')
    .insert({ owner, ...row })
    .onConflict('owner')
    .merge([...PLACE_COLUMNS]);
}

/** The grower's place as the garden answers it: with its hemisphere, season and frost dates. */
function placeOf(settings: SettingsRow | undefined, today: Date): GardenPlace | null {
  if (!settings?.place_name || settings.place_lat === null || settings.place_lon === null) return null;
  const lat = Number(settings.place_lat);
  const lon = Number(settings.place_lon);
  return {
    name: settings.place_name,
    lat,
    lon,
    hemisphere: lat >= 0 ? 'north' : 'south',
    season: climateReading(lat, lon, today.getUTCMonth()).season,
    lastSpringFrost: settings.place_last_frost,
    firstFallFrost: settings.place_first_frost,
  };
}

async function ownerData(db: Db, owner: string) {
  const [plantings, entries, settings] = await Promise.all([
    db<PlantingRow>('garden_plantings').where({ owner }).orderBy('id'),
    db<EntryRow>('garden_entries')
      .where({ owner })
      .orderBy([{ column: 'date' }, { column: 'id' }]),
    getSettings(db, owner),
  ]);
  return { plantings, entries, settings };
}

/** The owner's garden as of today, for the garden page and the calendar feed. */
export async function gardenOverviewOf(db: Db, catalog: PepperLookup, owner: string, today: Date) {
  const { plantings, entries, settings } = await ownerData(db, owner);
  const frost = lastFrostFor(settings, today);
  const overview = gardenOverview(
    plantings.map(plantingRecord),
    entries.map(journalRecord),
    frost.lastFrost,
    (id) => catalog.pepper(id),
    today,
    frost.frostFree,
  );
  return { settings, frost, ...overview };
}

export async function gardenOf(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  signedIn: boolean,
  today = new Date(),
): Promise<Garden> {
  // A caller without a session has no garden: every part of it is empty.
  const overview = owner ? await gardenOverviewOf(db, catalog, owner, today) : null;
  const planLastFrost = overview?.frost.lastFrost;
  return {
    signedIn,
    lastFrost: overview?.settings?.last_frost ?? null,
    place: placeOf(overview?.settings, today),
    planLastFrost: planLastFrost ? toDateInputValue(planLastFrost) : null,
    plantings: overview?.plantings.map(plantingOf) ?? [],
    thisWeek: overview?.thisWeek ?? [],
    harvestTotals: overview?.harvestTotals ?? [],
  };
}

function checkPlanting(body: PlantingBody, catalog: PepperLookup) {
  if (!catalog.pepper(body.pepperId))
    throw new HttpError(404, 'Pepper not found: choose a variety from the database');
  const sown = parseDateInput(body.sownOn);
  if (!sown) throw new HttpError(400, 'sownOn must be a real date (YYYY-MM-DD)');
  if (sown.getUTCFullYear() < 1900 || sown.getUTCFullYear() > 2200)
    throw new HttpError(400, 'sownOn is out of range');
}

export async function createPlanting(
  db: Db,
  catalog: PepperLookup,
  owner: string,
  body: PlantingBody,
  today = new Date(),
): Promise<Planting> {
  checkPlanting(body, catalog);
  const label = plantingLabel(body.label, catalog.pepper(body.pepperId)!.name);
  const plantingId = await insertRow(db, 'garden_plantings', {
    owner,
    uid: randomUUID(),
    pepper_id: body.pepperId,
    count: body.count,
    place: body.place,
    label,
    sown_on: body.sownOn,
    created_at: now(),
  });
  const { plantings } = await gardenOverviewOf(db, catalog, owner, today);
  return plantingOf(plantings.find((p) => p.record.id === plantingId)!);
}

export async function plantingDetail(
  db: Db,
  catalog: PepperLookup,
  owner: string | null,
  id: number,
  today = new Date(),
): Promise<PlantingDetail> {
  const planted = owner
    ? (await gardenOverviewOf(db, catalog, owner, today)).plantings.find((p) => p.record.id === id)
    : undefined;
  if (!planted) throw new HttpError(404, PLANTING_NOT_FOUND);
  const photos = await db('garden_photos')
    .whereIn(
      'entry_id',
      planted.journal.map((e) => e.row.id),
    )
    .andWhere({ owner })
    .select('id', 'entry_id');
  const photoOf = new Map(
    photos.map((p: { id: number; entry_id: number }) => [Number(p.entry_id), Number(p.id)]),
  );
  return {
    planting: plantingOf(planted),
    entries: [...planted.journal].reverse().map(({ row }) => entryOut(row, photoOf.get(Number(row.id)))),
    plan: planted.plan.map((t) => datedTask(id, t)),
  };
}

export async function deletePlanting(db: Db, owner: string | null, id: number): Promise<boolean> {
  if (!owner) return false;
  return db.transaction(async (trx) => {
    const entryIds = (await trx('garden_entries').where({ owner, planting_id: id }).select('id')).map(
      (r: { id: number }) => r.id,
    );
    await trx('garden_photos').where({ owner }).whereIn('entry_id', entryIds).delete();
    await trx('garden_entries').where({ owner, planting_id: id }).delete();
    // A planned sowing that is cancelled gives its seeds back to the packet; sown seeds stay used.
    for (const sowing of await trx('garden_seed_sowings').where({ owner, planting_id: id, state: 'planned' }))
      await trx('garden_seed_packets')
        .where({ owner, id: sowing.packet_id })
        .andWhere('seeds_reserved', '>=', sowing.seeds)
        .decrement('seeds_reserved', sowing.seeds);
    await trx('garden_seed_sowings').where({ owner, planting_id: id }).delete();
    return (await trx('garden_plantings').where({ owner, id }).delete()) > 0;
  });
}

/** The rules a journal entry must meet; each failure names what to fix. */
export function checkEntry(body: JournalEntryBody, today: Date): void {
  const date = parseDateInput(body.date);
  if (!date) throw new HttpError(400, 'date must be a real date (YYYY-MM-DD)');
  const event = body.event ?? null;
  if (isFutureDay(date, latestToday(today))) {
    throw new HttpError(
      400,
      event
        ? `${GARDEN_EVENT_LABELS[event]} can only be logged for today or an earlier day`
        : 'Journal entries can only be dated today or earlier',
    );
  }
  const hasHarvest = (body.harvestCount ?? null) !== null || (body.harvestWeightGrams ?? null) !== null;
  if (event === 'harvest') {
    if (!((body.harvestCount ?? 0) > 0 || (body.harvestWeightGrams ?? 0) > 0))
      throw new HttpError(400, 'A harvest needs a count or a weight above zero');
  } else if (hasHarvest) throw new HttpError(400, 'Only a harvest has a count and weight');
  if (event === 'problem') {
    if (!body.pest || !(GARDEN_PESTS as readonly string[]).includes(body.pest))
      throw new HttpError(400, 'A problem needs a pest from the pest guide');
  } else if (body.pest) throw new HttpError(400, 'Only a problem names a pest');
}

export async function addEntry(
  db: Db,
  owner: string | null,
  plantingId: number,
  body: JournalEntryBody,
  today = new Date(),
  /** Called with what the photo will cost before it is re-encoded (a budget may refuse it). */
  spendOnPhoto?: (costMs: number) => Promise<void>,
): Promise<JournalEntry> {
  if (!owner) throw new HttpError(404, PLANTING_NOT_FOUND);
  const planting = await ownPlanting(db, owner, plantingId);
  checkEntry(body, today);
  if (body.event) {
    const logged = await db<EntryRow>('garden_entries')
      .where({ owner, planting_id: plantingId })
      .whereNotNull('event')
      .select('event', 'date');
    const problem = eventOrderProblem(
      parseDateInput(planting.sown_on)!,
      logged.map((e) => ({ event: e.event as GardenEvent, date: parseDateInput(e.date)! })),
      body.event,
      parseDateInput(body.date)!,
    );
    if (problem) throw new HttpError(400, problem);
  }
  // The photo is checked and re-encoded before anything is written, so a bad photo stores nothing.
  const photo = body.photo ? await storePhoto(body.photo, spendOnPhoto) : null;
  return db.transaction(async (trx) => {
    const row = {
      owner,
      uid: randomUUID(),
      planting_id: plantingId,
      date: body.date,
      note: body.note.trim(),
      event: body.event ?? null,
      harvest_count: body.event === 'harvest' ? (body.harvestCount ?? 0) : null,
      harvest_grams: body.event === 'harvest' ? (body.harvestWeightGrams ?? 0) : null,
      pest: body.event === 'problem' ? body.pest! : null,
      created_at: now(),
    };
    const id = await insertRow(trx, 'garden_entries', row);
    const photoId = photo
      ? await insertRow(trx, 'garden_photos', {
          owner,
          entry_id: id,
          mime: photo.mime,
          data: photo.data,
          created_at: now(),
        })
      : undefined;
    return entryOut({ ...row, id } as EntryRow, photoId);
  });
}

export async function deleteEntry(db: Db, owner: string | null, id: number): Promise<boolean> {
  if (!owner) return false;
  return db.transaction(async (trx) => {
    await trx('garden_photos').where({ owner, entry_id: id }).delete();
    return (await trx('garden_entries').where({ owner, id }).delete()) > 0;
  });
}

export const photoOf = (db: Db, owner: string | null, id: number) =>
  ownedPhoto(db, 'garden_photos', owner, { id });
