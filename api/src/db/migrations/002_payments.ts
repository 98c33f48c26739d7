import type { Knex } from 'knex';
import { createTable } from '../table-builders.js';

/** Stripe events already applied (a replayed event changes nothing), and a subscription set to end. */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'stripe_events', (t) => {
    t.string('id', 255).primary();
    t.string('type', 100).notNullable();
    t.string('received_at', 30).notNullable();
  });
  await knex.schema.alterTable('users', (t) => {
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.index(['stripe_customer_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['stripe_customer_id']);
    t.dropColumn('cancel_at_period_end');
  });
  await knex.schema.dropTableIfExists('stripe_events');
}
