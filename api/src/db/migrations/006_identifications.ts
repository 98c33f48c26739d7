import type { Knex } from 'knex';
import { cascadingReference, createTable, photoColumn } from '../table-builders.js';

/** Identifications a signed-in user confirmed (or said none fits), with the resized photo: training and audit data. */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'identification_confirmations', (t) => {
    t.increments('id');
    cascadingReference(t, 'user_id', 'users');
    /** Null: none of the candidates fitted. */
    t.integer('pepper_id').nullable();
    /** The offered varieties, most likely first, as a JSON array of ids. */
    t.string('candidate_ids', 100).notNullable();
    t.string('source', 16).notNullable();
    photoColumn(knex, t, 'photo').notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['user_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('identification_confirmations');
}
