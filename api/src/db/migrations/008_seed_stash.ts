import type { Knex } from 'knex';

/**
 * The seed stash of My Garden: seed packets (with an optional photo kept in the database, like journal
 * photos), their germination tests, and the sowings that started plantings from them. `owner` is
 * 'u:<user id>' or 'v:<visitor key>' as for the rest of the garden; `uid` names a row across export and
 * import, so importing twice adds nothing.
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  const utf8 = (t: Knex.CreateTableBuilder) => {
    if (mysql) t.charset('utf8mb4');
  };

  await knex.schema.createTable('garden_seed_packets', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.string('uid', 64).notNullable();
    t.integer('pepper_id').notNullable();
    t.string('source', 16).notNullable();
    t.integer('year').notNullable();
    t.integer('seeds_left').notNullable();
    t.text('note').notNullable();
    /** The journal's harvest entry the seeds were saved from; it may since have been deleted. */
    t.integer('harvest_entry_id').nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['owner', 'uid']);
  });

  await knex.schema.createTable('garden_seed_photos', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.integer('packet_id')
      .unsigned()
      .notNullable()
      .unique()
      .references('id')
      .inTable('garden_seed_packets')
      .onDelete('CASCADE');
    t.string('mime', 32).notNullable();
    if (mysql) t.specificType('data', 'mediumblob').notNullable();
    else t.binary('data').notNullable();
    t.string('created_at', 30).notNullable();
  });

  await knex.schema.createTable('garden_germination_tests', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.string('uid', 64).notNullable();
    t.integer('packet_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('garden_seed_packets')
      .onDelete('CASCADE');
    t.integer('sown').notNullable();
    t.integer('sprouted').notNullable();
    t.string('started_on', 10).notNullable();
    t.string('read_on', 10).notNullable();
    t.string('created_at', 30).notNullable();
    t.unique(['owner', 'uid']);
    t.index(['packet_id']);
  });

  await knex.schema.createTable('garden_seed_sowings', (t) => {
    utf8(t);
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    t.string('uid', 64).notNullable();
    t.integer('packet_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('garden_seed_packets')
      .onDelete('CASCADE');
    t.integer('planting_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('garden_plantings')
      .onDelete('CASCADE');
    t.integer('seeds').notNullable();
    t.string('created_at', 30).notNullable();
    t.unique(['owner', 'uid']);
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
