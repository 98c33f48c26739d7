import type { Knex } from 'knex';
import { cascadingReference, createTable } from '../table-builders.js';

/**
 * Orders from the shop, one per paid checkout session: the session id is unique, so a replayed or repeated
 * event can never record the same payment twice. A deleted account's orders stay as anonymous sales.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'orders', (t) => {
    t.increments('id');
    t.string('checkout_session_id', 255).notNullable().unique();
    /** Null for a visitor's purchase, and once the buyer's account is deleted. */
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('discount_percent').notNullable();
    t.integer('total_cents').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 16).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['user_id', 'id']);
  });
  await createTable(knex, 'order_lines', (t) => {
    t.increments('id');
    cascadingReference(t, 'order_id', 'orders');
    t.string('kind', 16).notNullable();
    t.integer('item_id').notNullable();
    t.string('name', 200).notNullable();
    t.integer('quantity').notNullable();
    t.integer('unit_price_cents').notNullable();
    t.index(['order_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_lines');
  await knex.schema.dropTableIfExists('orders');
}
