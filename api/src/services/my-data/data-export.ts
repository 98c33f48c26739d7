/**
 * "Your data": the export document is built from a list of sections, each owning one key of the document,
 * how to read it from the account and (for what a user made) how to restore it. A new kind of user data is
 * one more entry in EXPORT_SECTIONS, and its tables go into the registry of personal data (personal-data.ts),
 * which deletion and the sign-up move walk. Import checks every section before it writes anything, then writes in
 * one transaction; rows carry stable ids (`uid`), so importing the same file twice adds nothing.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { GARDEN_EVENTS, GROW_PLACES, type JournalEntryBody } from '@pepper/contract';
import { parseDateInput } from '@pepper/domain/dates';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';
import { insertRow } from '../../db/insert-row.js';
import { HttpError } from '../../lib/http-error.js';
import { addFavorite, listFavorites, userOwner } from './favorites.js';
import { checkEntry, type EntryRow, type PlantingRow } from '../garden/garden.js';
import { storePhoto } from '../garden/garden-photos.js';
import { seedStashSection } from '../garden/garden-seeds-export.js';
import { confirmationPhoto, listConfirmations } from '../identify/confirmations.js';
import { listOrders } from '../payments/orders.js';
import { deletePersonalData } from './personal-data.js';
import { recipeFor } from '../catalog/recipe-access.js';
import { listRatings } from '../catalog/ratings.js';
import type { ExportSection, SectionContext } from './export-section.js';
import { findUserById } from '../accounts/users.js';

export const EXPORT_FORMAT = 'pepper-atlas-export';
export const EXPORT_VERSION = 1;

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Uid = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const OneOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

const account: ExportSection = {
  name: 'account',
  async read({ db, userId }) {
    const user = await findUserById(db, userId);
    return { email: user?.email, name: user?.name ?? null, createdAt: user?.created_at ?? null };
  },
};

const plan: ExportSection = {
  name: 'plan',
  async read({ db, userId }) {
    const user = await db('users')
      .where({ id: userId })
      .first('plan_type', 'subscription_status', 'current_period_end');
    return {
      planType: user?.plan_type ?? 'free',
      subscriptionStatus: user?.subscription_status ?? null,
      currentPeriodEnd: user?.current_period_end ?? null,
    };
  },
};

const FavoritesData = Type.Array(
  Type.Object({ pepperId: Nullable(Type.Integer()), recipeId: Nullable(Type.Integer()) }),
);
const favorites: ExportSection<Static<typeof FavoritesData>> = {
  name: 'favorites',
  async read({ db, owner }) {
    return (await listFavorites(db, owner)).map(({ pepperId, recipeId, createdAt }) => ({
      pepperId,
      recipeId,
      createdAt,
    }));
  },
  restore: {
    schema: FavoritesData,
    async check({ db, catalog, userId }, value) {
      // A members' recipe outside the account's plan reads like an id that does not exist.
      const planType = (await findUserById(db, userId))?.plan_type;
      for (const f of value) {
        const known =
          f.pepperId !== null
            ? catalog.pepper(f.pepperId)
            : f.recipeId !== null && recipeFor(catalog, f.recipeId, planType);
        if (!known)
          throw new HttpError(400, 'favorites: an item names a pepper or recipe that does not exist');
      }
    },
    async write(trx, { owner }, value) {
      let added = 0;
      for (const f of value) {
        const { created } = await addFavorite(
          trx,
          owner,
          f.pepperId !== null ? { pepperId: f.pepperId } : { recipeId: f.recipeId! },
        );
        if (created) added += 1;
      }
      return added;
    },
  },
};

/** The grower's place as exported: the name, where it is (to 0.01°), and its average frost dates. */
const PlaceData = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  lastSpringFrost: Nullable(Type.String({ pattern: '^\\d{2}-\\d{2}$' })),
  firstFallFrost: Nullable(Type.String({ pattern: '^\\d{2}-\\d{2}$' })),
});

const GardenData = Type.Object({
  lastFrost: Nullable(DateOnly),
  /** The grower's place; files written before places existed have none. */
  yourPlace: Type.Optional(Nullable(PlaceData)),
  plantings: Type.Array(
    Type.Object({
      uid: Uid,
      pepperId: Type.Integer({ minimum: 1 }),
      count: Type.Integer({ minimum: 1, maximum: 10_000 }),
      place: OneOf(GROW_PLACES),
      label: Type.String({ maxLength: 100 }),
      sownOn: DateOnly,
      createdAt: Type.String(),
    }),
  ),
});
const garden: ExportSection<Static<typeof GardenData>> = {
  name: 'garden',
  async read({ db, owner }) {
    const settings = await db('garden_settings').where({ owner }).first();
    const rows = await db<PlantingRow>('garden_plantings').where({ owner }).orderBy('id');
    return {
      lastFrost: settings?.last_frost ?? null,
      yourPlace: settings?.place_name
        ? {
            name: settings.place_name,
            lat: Number(settings.place_lat),
            lon: Number(settings.place_lon),
            lastSpringFrost: settings.place_last_frost,
            firstFallFrost: settings.place_first_frost,
          }
        : null,
      plantings: rows.map((r) => ({
        uid: r.uid,
        pepperId: Number(r.pepper_id),
        count: Number(r.count),
        place: r.place as (typeof GROW_PLACES)[number],
        label: r.label,
        sownOn: r.sown_on,
        createdAt: r.created_at,
      })),
    };
  },
  restore: {
    schema: GardenData,
    check({ catalog }, value) {
      if (value.lastFrost !== null && !parseDateInput(value.lastFrost))
        throw new HttpError(400, 'garden: lastFrost is not a real date');
      for (const p of value.plantings) {
        if (!catalog.pepper(p.pepperId))
          throw new HttpError(400, `garden: planting "${p.label}" names a variety that does not exist`);
        if (!parseDateInput(p.sownOn))
          throw new HttpError(400, `garden: planting "${p.label}" has a sowing date that is not a real date`);
      }
    },
    async write(trx, { owner }, value) {
      if (value.lastFrost) {
        const settings = await trx('garden_settings').where({ owner }).first();
        if (!settings) await trx('garden_settings').insert({ owner, last_frost: value.lastFrost });
        else if (!settings.last_frost)
          await trx('garden_settings').where({ owner }).update({ last_frost: value.lastFrost });
      }
      // The place fills only an account without one.
      if (value.yourPlace) {
        const settings = await trx('garden_settings').where({ owner }).first();
        const place = {
          place_name: value.yourPlace.name,
          place_lat: value.yourPlace.lat,
          place_lon: value.yourPlace.lon,
          place_last_frost: value.yourPlace.lastSpringFrost,
          place_first_frost: value.yourPlace.firstFallFrost,
        };
        if (!settings) await trx('garden_settings').insert({ owner, ...place });
        else if (!settings.place_name) await trx('garden_settings').where({ owner }).update(place);
      }
      let added = 0;
      for (const p of value.plantings) {
        if (await trx('garden_plantings').where({ owner, uid: p.uid }).first('id')) continue;
        await trx('garden_plantings').insert({
          owner,
          uid: p.uid,
          pepper_id: p.pepperId,
          count: p.count,
          place: p.place,
          label: p.label,
          sown_on: p.sownOn,
          created_at: p.createdAt,
        });
        added += 1;
      }
      return added;
    },
  },
};

const JournalData = Type.Array(
  Type.Object({
    uid: Uid,
    plantingUid: Uid,
    date: DateOnly,
    note: Type.String({ maxLength: 2000 }),
    event: Nullable(OneOf(GARDEN_EVENTS)),
    harvestCount: Nullable(Type.Integer({ minimum: 0 })),
    harvestWeightGrams: Nullable(Type.Number({ minimum: 0 })),
    pest: Nullable(Type.String({ maxLength: 100 })),
    /** The entry's photo as a data URL, or null. */
    photo: Nullable(Type.String()),
    createdAt: Type.String(),
  }),
);
type JournalData = Static<typeof JournalData>;
const journal: ExportSection<JournalData> = {
  name: 'journal',
  async read({ db, owner }) {
    const rows = await db<EntryRow>('garden_entries').where({ owner }).orderBy('id');
    const plantingUid = new Map(
      (await db<PlantingRow>('garden_plantings').where({ owner }).select('id', 'uid')).map((p) => [
        Number(p.id),
        p.uid,
      ]),
    );
    const photos = new Map(
      (await db('garden_photos').where({ owner }).select('entry_id', 'mime', 'data')).map(
        (p: { entry_id: number; mime: string; data: Buffer }) => [
          Number(p.entry_id),
          `data:${p.mime};base64,${Buffer.from(p.data).toString('base64')}`,
        ],
      ),
    );
    return rows.map((r) => ({
      uid: r.uid,
      plantingUid: plantingUid.get(Number(r.planting_id))!,
      date: r.date,
      note: r.note,
      event: r.event as JournalData[number]['event'],
      harvestCount: r.harvest_count === null ? null : Number(r.harvest_count),
      harvestWeightGrams: r.harvest_grams === null ? null : Number(r.harvest_grams),
      pest: r.pest,
      photo: photos.get(Number(r.id)) ?? null,
      createdAt: r.created_at,
    }));
  },
  restore: {
    schema: JournalData,
    async check(_ctx, value, all) {
      const plantings = new Set(
        ((all.garden as Static<typeof GardenData> | undefined)?.plantings ?? []).map((p) => p.uid),
      );
      for (const e of value) {
        if (!plantings.has(e.plantingUid))
          throw new HttpError(400, `journal: the entry of ${e.date} belongs to no planting in the file`);
        checkEntry({ ...e, photo: undefined } as JournalEntryBody, new Date());
      }
    },
    async write(trx, { owner }, value) {
      let added = 0;
      for (const e of value) {
        if (await trx('garden_entries').where({ owner, uid: e.uid }).first('id')) continue;
        const planting = await trx('garden_plantings').where({ owner, uid: e.plantingUid }).first('id');
        const entryId = await insertRow(trx, 'garden_entries', {
          owner,
          uid: e.uid,
          planting_id: planting.id,
          date: e.date,
          note: e.note,
          event: e.event,
          harvest_count: e.harvestCount,
          harvest_grams: e.harvestWeightGrams,
          pest: e.pest,
          created_at: e.createdAt,
        });
        if (e.photo) {
          const photo = await storePhoto(e.photo);
          await trx('garden_photos').insert({
            owner,
            entry_id: entryId,
            mime: photo.mime,
            data: photo.data,
            created_at: now(),
          });
        }
        added += 1;
      }
      return added;
    },
  },
};

/** The identifications the user confirmed, each with its photo embedded (exported, not restored). */
const identifications: ExportSection = {
  name: 'identifications',
  read: async ({ db, catalog, userId }) =>
    Promise.all(
      (await listConfirmations(db, userId, catalog)).map(async (confirmation) => {
        const photo = await confirmationPhoto(db, userId, confirmation.id);
        return {
          ...confirmation,
          photo: photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : null,
        };
      }),
    ),
};

/** The shop orders the member paid for (exported, not restored: an order is a payment, not something made). */
const orders: ExportSection = {
  name: 'orders',
  read: ({ db, userId }) => listOrders(db, userId),
};

/** The stars the person gave recipes (exported, not restored: a rating counts in others' averages). */
const ratings: ExportSection = {
  name: 'ratings',
  read: ({ db, userId }) => listRatings(db, userId),
};

export const EXPORT_SECTIONS: ExportSection[] = [
  account,
  plan,
  favorites,
  garden,
  journal,
  seedStashSection,
  identifications,
  orders,
  ratings,
] as ExportSection[];

export const contextFor = (db: Db, catalog: SectionContext['catalog'], userId: number): SectionContext => ({
  db,
  catalog,
  userId,
  owner: userOwner(userId),
});

export async function exportData(ctx: SectionContext): Promise<Record<string, unknown>> {
  const doc: Record<string, unknown> = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now() };
  for (const section of EXPORT_SECTIONS) doc[section.name] = await section.read(ctx);
  return doc;
}

/** Restores every restorable section present in the file; answers how many new rows each added. */
export async function importData(
  ctx: SectionContext,
  doc: Record<string, unknown>,
): Promise<Record<string, number>> {
  const present = EXPORT_SECTIONS.filter((s) => s.restore && doc[s.name] !== undefined);
  for (const section of present) {
    const value = doc[section.name];
    if (!Value.Check(section.restore!.schema, value)) {
      const first = [...Value.Errors(section.restore!.schema, value)][0];
      throw new HttpError(
        400,
        `${section.name}: ${first ? `${first.instancePath || 'value'} ${first.message}` : 'not valid'}`,
      );
    }
    await section.restore!.check(ctx, value, doc);
  }
  // Photos are checked before the transaction opens, so a bad photo writes nothing.
  for (const e of (doc.journal as JournalData | undefined) ?? []) if (e.photo) await storePhoto(e.photo);
  return ctx.db.transaction(async (trx) => {
    const imported: Record<string, number> = {};
    for (const section of present)
      imported[section.name] = await section.restore!.write(trx, ctx, doc[section.name], doc);
    return imported;
  });
}

/** Account deletion: every personal table's rows of the account (personal-data.ts), then the account. */
export async function deleteAccountData(db: Db, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) return;
  await deletePersonalData(db, { userId, owner: userOwner(userId), email: user.email });
}
