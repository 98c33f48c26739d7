/**
 * The seed stash's part of "Your data": packets (photos embedded), germination tests, and which plantings were
 * started from which packet. Rows are named by `uid`, so importing the same file twice adds nothing; a sowing
 * restores the link only, since the packet's seeds left already count it.
 */
import type { Knex } from 'knex';
import { MAX_PACKET_SEEDS, MAX_TEST_SEEDS, MIN_PACKET_YEAR, SEED_SOURCE_VALUES } from '@pepper/contract';
import { Type, type Static, type TSchema } from 'typebox';
import { now } from '../../db/connection.js';
import { HttpError } from '../../lib/http-error.js';
import type { ExportSection } from '../my-data/export-section.js';
import { storePhoto } from './garden-photos.js';
import { checkPacket, checkTest, type PacketRow, type SowingRow, type TestRow } from './garden-seeds.js';

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Uid = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

const SeedsData = Type.Object({
  packets: Type.Array(
    Type.Object({
      uid: Uid,
      pepperId: Type.Integer({ minimum: 1 }),
      source: Type.Unsafe<(typeof SEED_SOURCE_VALUES)[number]>({
        type: 'string',
        enum: [...SEED_SOURCE_VALUES],
      }),
      year: Type.Integer({ minimum: MIN_PACKET_YEAR, maximum: 9999 }),
      seedsLeft: Type.Integer({ minimum: 0, maximum: MAX_PACKET_SEEDS }),
      note: Type.String({ maxLength: 1000 }),
      /** The journal entry (in the same file) the seeds were saved from. */
      harvestEntryUid: Nullable(Uid),
      /** The packet's photo as a data URL, or null. */
      photo: Nullable(Type.String()),
      createdAt: Type.String(),
    }),
  ),
  tests: Type.Array(
    Type.Object({
      uid: Uid,
      packetUid: Uid,
      sown: Type.Integer({ minimum: 1, maximum: MAX_TEST_SEEDS }),
      sprouted: Type.Integer({ minimum: 0, maximum: MAX_TEST_SEEDS }),
      startedOn: DateOnly,
      readOn: DateOnly,
      createdAt: Type.String(),
    }),
  ),
  sowings: Type.Array(
    Type.Object({
      uid: Uid,
      packetUid: Uid,
      plantingUid: Uid,
      seeds: Type.Integer({ minimum: 0, maximum: MAX_PACKET_SEEDS }),
      /** 'planned' sets the seeds aside; files written before planned sowings existed hold sown ones only. */
      state: Type.Optional(Type.Union([Type.Literal('planned'), Type.Literal('sown')])),
      createdAt: Type.String(),
    }),
  ),
});
type SeedsData = Static<typeof SeedsData>;

/**
 * Sets each packet's seeds set aside to the planned sowings it holds (after an import brought in sowings), never
 * above the seeds left.
 */
async function recountReserved(trx: Knex, owner: string): Promise<void> {
  for (const packet of await trx('garden_seed_packets').where({ owner }).select('id', 'seeds_left')) {
    const [{ planned }] = await trx('garden_seed_sowings')
      .where({ owner, packet_id: packet.id, state: 'planned' })
      .sum({ planned: 'seeds' });
    await trx('garden_seed_packets')
      .where({ owner, id: packet.id })
      .update({ seeds_reserved: Math.min(Number(packet.seeds_left), Number(planned ?? 0)) });
  }
}

const uidsOf = (rows: { id: number; uid: string }[]) => new Map(rows.map((r) => [Number(r.id), r.uid]));

export const seedStashSection: ExportSection<SeedsData> = {
  name: 'seeds',
  async read({ db, owner }) {
    const [packets, tests, sowings, photos, plantings, entries] = await Promise.all([
      db<PacketRow>('garden_seed_packets').where({ owner }).orderBy('id'),
      db<TestRow>('garden_germination_tests').where({ owner }).orderBy('id'),
      db<SowingRow>('garden_seed_sowings').where({ owner }).orderBy('id'),
      db('garden_seed_photos').where({ owner }).select('packet_id', 'mime', 'data'),
      db('garden_plantings').where({ owner }).select('id', 'uid'),
      db('garden_entries').where({ owner }).select('id', 'uid'),
    ]);
    const packetUid = uidsOf(packets);
    const plantingUid = uidsOf(plantings);
    const entryUid = uidsOf(entries);
    const photoOf = new Map(
      photos.map((p: { packet_id: number; mime: string; data: Buffer }) => [
        Number(p.packet_id),
        `data:${p.mime};base64,${Buffer.from(p.data).toString('base64')}`,
      ]),
    );
    return {
      packets: packets.map((p) => ({
        uid: p.uid,
        pepperId: Number(p.pepper_id),
        source: p.source as SeedsData['packets'][number]['source'],
        year: Number(p.year),
        seedsLeft: Number(p.seeds_left),
        note: p.note,
        harvestEntryUid:
          p.harvest_entry_id === null ? null : (entryUid.get(Number(p.harvest_entry_id)) ?? null),
        photo: photoOf.get(Number(p.id)) ?? null,
        createdAt: p.created_at,
      })),
      tests: tests.map((t) => ({
        uid: t.uid,
        packetUid: packetUid.get(Number(t.packet_id))!,
        sown: Number(t.sown),
        sprouted: Number(t.sprouted),
        startedOn: t.started_on,
        readOn: t.read_on,
        createdAt: t.created_at,
      })),
      sowings: sowings.map((s) => ({
        uid: s.uid,
        packetUid: packetUid.get(Number(s.packet_id))!,
        plantingUid: plantingUid.get(Number(s.planting_id))!,
        seeds: Number(s.seeds),
        state: s.state === 'planned' ? ('planned' as const) : ('sown' as const),
        createdAt: s.created_at,
      })),
    };
  },
  restore: {
    schema: SeedsData,
    async check({ catalog }, value, all) {
      const today = new Date();
      const packets = new Set(value.packets.map((p) => p.uid));
      const plantings = new Set(
        ((all.garden as { plantings?: { uid: string }[] } | undefined)?.plantings ?? []).map((p) => p.uid),
      );
      const entries = new Set(((all.journal as { uid: string }[] | undefined) ?? []).map((e) => e.uid));
      for (const p of value.packets) {
        try {
          checkPacket(p, catalog, today);
        } catch (error) {
          throw new HttpError(400, `seeds: a packet is not valid: ${(error as Error).message}`);
        }
        if (p.harvestEntryUid !== null && !entries.has(p.harvestEntryUid))
          throw new HttpError(400, 'seeds: a packet names a harvest entry that is not in the file');
        // Photos are checked (and re-encoded) before anything is written, so a bad photo writes nothing.
        if (p.photo) await storePhoto(p.photo);
      }
      for (const t of value.tests) {
        if (!packets.has(t.packetUid))
          throw new HttpError(400, `seeds: the test read on ${t.readOn} belongs to no packet in the file`);
        try {
          checkTest(t, today);
        } catch (error) {
          throw new HttpError(400, `seeds: a germination test is not valid: ${(error as Error).message}`);
        }
      }
      for (const s of value.sowings)
        if (!packets.has(s.packetUid) || !plantings.has(s.plantingUid))
          throw new HttpError(400, 'seeds: a sowing names a packet or planting that is not in the file');
    },
    async write(trx, { owner }, value) {
      let added = 0;
      const idOf = async (table: string, uid: string) =>
        Number((await trx(table).where({ owner, uid }).first('id')).id);
      /** Adds a row the owner does not have yet (a row is named by its uid), and counts it. */
      const addOnce = async (table: string, uid: string, row: () => Promise<Record<string, unknown>>) => {
        if (await trx(table).where({ owner, uid }).first('id')) return;
        await trx(table).insert({ owner, uid, ...(await row()) });
        added += 1;
      };
      for (const p of value.packets) {
        if (await trx('garden_seed_packets').where({ owner, uid: p.uid }).first('id')) continue;
        const entry = p.harvestEntryUid
          ? await trx('garden_entries').where({ owner, uid: p.harvestEntryUid }).first('id')
          : null;
        await trx('garden_seed_packets').insert({
          owner,
          uid: p.uid,
          pepper_id: p.pepperId,
          source: p.source,
          year: p.year,
          seeds_left: p.seedsLeft,
          note: p.note,
          harvest_entry_id: entry ? Number(entry.id) : null,
          created_at: p.createdAt,
        });
        if (p.photo) {
          const photo = await storePhoto(p.photo);
          await trx('garden_seed_photos').insert({
            owner,
            packet_id: await idOf('garden_seed_packets', p.uid),
            mime: photo.mime,
            data: photo.data,
            created_at: now(),
          });
        }
        added += 1;
      }
      for (const t of value.tests)
        await addOnce('garden_germination_tests', t.uid, async () => ({
          packet_id: await idOf('garden_seed_packets', t.packetUid),
          sown: t.sown,
          sprouted: t.sprouted,
          started_on: t.startedOn,
          read_on: t.readOn,
          created_at: t.createdAt,
        }));
      for (const s of value.sowings)
        await addOnce('garden_seed_sowings', s.uid, async () => ({
          packet_id: await idOf('garden_seed_packets', s.packetUid),
          planting_id: await idOf('garden_plantings', s.plantingUid),
          seeds: s.seeds,
          state: s.state ?? 'sown',
          created_at: s.createdAt,
        }));
      await recountReserved(trx, owner);
      return added;
    },
  },
};
