import type { Knex } from 'knex';
import { cascadingReference, createPhotoTable, createTable, ownedRowColumns } from '../table-builders.js';

/**
 * The seed stash of My Garden: seed packets (with an optional photo kept in the database, like journal
 * photos), their germination tests, and the sowings that started plantings from them. `owner` is
 * 'u:<user id>' or 'v:<visitor key>' as for the rest of the garden; `uid` names a row across export and
 * import, so importing twice adds nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'garden_seed_packets', (t) => {
    ownedRowColumns(t);
    t.integer('pepper_id').notNullable();
    t.string('source', 16).notNullable();
    t.integer('year').notNullable();
    t.integer('seeds_left').notNullable();
    t.text('note').notNullable();
    /** The journal's harvest entry the seeds were saved from; it may since have been deleted. */
    t.integer('harvest_entry_id').nullable();
    t.string('created_at', 30).notNullable();
  });

  await createPhotoTable(knex, 'garden_seed_photos', 'packet_id', 'garden_seed_packets');

  await createTable(knex, 'garden_germination_tests', (t) => {
    ownedRowColumns(t);
    cascadingReference(t, 'packet_id', 'garden_seed_packets');
    t.integer('sown').notNullable();
    t.integer('sprouted').notNullable();
    t.string('started_on', 10).notNullable();
    t.string('read_on', 10).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['packet_id']);
  });

  await createTable(knex, 'garden_seed_sowings', (t) => {
    ownedRowColumns(t);
    cascadingReference(t, 'packet_id', 'garden_seed_packets');
    cascadingReference(t, 'planting_id', 'garden_plantings');
    t.integer('seeds').notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['packet_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'garden_seed_sowings',
    'garden_germination_tests',
    'garden_seed_photos',
    'garden_seed_packets',
  ])
    await knex.schema.dropTableIfExists(table);
}
