import type { Knex } from 'knex';

/** Identifications a signed-in user confirmed (or said none fits), with the resized photo: training and audit data. */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.createTable('identification_confirmations', (t) => {
    if (mysql) t.charset('utf8mb4');
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** Null: none of the candidates fitted. */
    t.integer('pepper_id').nullable();
    /** The offered varieties, most likely first, as a JSON array of ids. */
    t.string('candidate_ids', 100).notNullable();
    t.string('source', 16).notNullable();
    if (mysql) t.specificType('photo', 'mediumblob').notNullable();
    else t.binary('photo').notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['user_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('identification_confirmations');
}
