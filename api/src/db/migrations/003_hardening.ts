import type { Knex } from 'knex';
import { createTable, mailedCodeColumns } from '../table-builders.js';

/**
 * Proof of an email address (admin rights from ADMIN_EMAILS need it): when it was verified, and the one-time
 * code in flight for each account, kept only as a keyed hash. Failed sign-ins per address, so a guesser who
 * changes addresses or servers still meets a growing wait.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('email_verified_at', 30).nullable();
  });
  await createTable(knex, 'email_codes', (t) => {
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    mailedCodeColumns(t);
  });
  // Rate-limit windows shared by every API process (when Redis is not used for them).
  await createTable(knex, 'rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('hits').notNullable();
    t.bigInteger('reset_at').notNullable();
  });
  // Sign-ups waiting for the code mailed to their address; the account exists only once it is confirmed.
  await createTable(knex, 'pending_signups', (t) => {
    t.string('email', 254).primary();
    t.string('name', 100).nullable();
    t.string('password_hash', 200).notNullable();
    mailedCodeColumns(t);
  });
  // Background jobs' shared state: progress any process can report, and who runs it (with a heartbeat).
  await createTable(knex, 'jobs', (t) => {
    t.string('name', 64).primary();
    t.text('status').notNullable();
    t.boolean('running').notNullable().defaultTo(false);
    t.string('owner', 64).nullable();
    t.bigInteger('heartbeat_at').notNullable().defaultTo(0);
  });
  await createTable(knex, 'sign_in_failures', (t) => {
    t.string('email', 254).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.bigInteger('locked_until').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_failures');
  await knex.schema.dropTableIfExists('jobs');
  await knex.schema.dropTableIfExists('pending_signups');
  await knex.schema.dropTableIfExists('rate_limits');
  await knex.schema.dropTableIfExists('email_codes');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
