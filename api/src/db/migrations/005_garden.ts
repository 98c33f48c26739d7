import type { Knex } from 'knex';

/**
 * My Garden: plantings and their journal, photos kept in the database (every API process reads them),
 * and per-owner settings (last frost, calendar feed token). `owner` is 'u:<user id>' or 'v:<visitor key>'
 * as for favorites; `uid` names a row across export and import, so importing twice adds nothing.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  const utf8 = (t: Knex.CreateTableBuilder) => {
    if (mysql) t.charset('utf8mb4');
  };

  await knex.schema.createTable('garden_plantings', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.string('uid', 64).notNullable();
    t.integer('pepper_id').notNullable();
    t.integer('count').notNullable();
    t.string('place', 16).notNullable();
    t.string('label', 100).notNullable();
    t.string('sown_on', 10).notNullable();
    t.string('created_at', 30).notNullable();
    t.unique(['owner', 'uid']);
  });

  await knex.schema.createTable('garden_entries', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.string('uid', 64).notNullable();
    t.integer('planting_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('garden_plantings')
      .onDelete('CASCADE');
    t.string('date', 10).notNullable();
    t.text('note').notNullable();
    t.string('event', 16).nullable();
    t.integer('harvest_count').nullable();
    t.double('harvest_grams').nullable();
    t.string('pest', 100).nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['owner', 'uid']);
    t.index(['planting_id']);
  });

  await knex.schema.createTable('garden_photos', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.integer('entry_id')
      .unsigned()
      .notNullable()
      .unique()
      .references('id')
      .inTable('garden_entries')
      .onDelete('CASCADE');
    t.string('mime', 32).notNullable();
    if (mysql) t.specificType('data', 'mediumblob').notNullable();
    else t.binary('data').notNullable();
    t.string('created_at', 30).notNullable();
  });

  await knex.schema.createTable('garden_settings', (t) => {
    utf8(t);
    t.string('owner', 64).primary();
    t.string('last_frost', 10).nullable();
    t.string('calendar_token', 64).nullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['garden_settings', 'garden_photos', 'garden_entries', 'garden_plantings'])
    await knex.schema.dropTableIfExists(table);
}
