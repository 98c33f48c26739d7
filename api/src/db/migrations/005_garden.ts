import type { Knex } from 'knex';
import { cascadingReference, createPhotoTable, createTable, ownedRowColumns } from '../table-builders.js';

/**
 * My Garden: plantings and their journal, photos kept in the database (every API process reads them),
 * and per-owner settings (last frost, calendar feed token). `owner` is 'u:<user id>' or 'v:<visitor key>'
 * as for favorites; `uid` names a row across export and import, so importing twice adds nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'garden_plantings', (t) => {
    ownedRowColumns(t);
    t.integer('pepper_id').notNullable();
    t.integer('count').notNullable();
    t.string('place', 16).notNullable();
    t.string('label', 100).notNullable();
    t.string('sown_on', 10).notNullable();
    t.string('created_at', 30).notNullable();
  });

  await createTable(knex, 'garden_entries', (t) => {
    ownedRowColumns(t);
    cascadingReference(t, 'planting_id', 'garden_plantings');
    t.string('date', 10).notNullable();
    t.text('note').notNullable();
    t.string('event', 16).nullable();
    t.integer('harvest_count').nullable();
    t.double('harvest_grams').nullable();
    t.string('pest', 100).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['planting_id']);
  });

  await createPhotoTable(knex, 'garden_photos', 'entry_id', 'garden_entries');

  await createTable(knex, 'garden_settings', (t) => {
    t.string('owner', 64).primary();
    t.string('last_frost', 10).nullable();
    t.string('calendar_token', 64).nullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['garden_settings', 'garden_photos', 'garden_entries', 'garden_plantings'])
    await knex.schema.dropTableIfExists(table);
}
