import type { Knex } from 'knex';
import { createTable } from '../table-builders.js';

/** A shop item: what it is, how it is sorted, and its price with each plan's discount. */
function shopItemColumns(t: Knex.CreateTableBuilder, sortColumn: string): void {
  t.integer('id').primary();
  t.string('name', 200).notNullable();
  t.text('description').notNullable();
  t.string(sortColumn, 16).notNullable();
  t.integer('original_price').notNullable();
  t.integer('premium_discount_percent').notNullable();
  t.integer('pro_discount_percent').notNullable();
}

/** Catalog tables are seeded from packages/content; the rest is written by users. */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'meta', (t) => {
    t.string('key', 64).primary();
    t.text('value').notNullable();
  });

  await createTable(knex, 'peppers', (t) => {
    t.integer('id').primary();
    t.string('name', 120).notNullable();
    t.string('base_name', 120).nullable();
    t.string('scientific_name', 160).notNullable();
    t.string('species', 80).notNullable();
    t.integer('shu_min').notNullable();
    t.integer('shu_max').notNullable();
    t.string('heat_level', 16).notNullable();
    t.string('origin', 120).notNullable();
    t.string('country', 80).notNullable();
    t.integer('maturity_days').notNullable();
    t.string('size', 160).notNullable();
    t.string('color', 160).notNullable();
    t.string('ripe_color', 16).notNullable();
    t.string('shape', 16).notNullable();
    t.float('length_cm').notNullable();
    t.text('description').notNullable();
    t.text('culinary_uses').notNullable(); // JSON array
    t.text('growing_tips').notNullable();
    t.text('common_names').notNullable(); // JSON array
    t.boolean('featured').notNullable().defaultTo(false);
    /** A researched photo; null means the generated illustration. Never overwritten by seeds. */
    t.string('image_url', 1000).nullable();
  });

  await createTable(knex, 'recipes', (t) => {
    t.integer('id').primary();
    t.boolean('premium').notNullable().defaultTo(false);
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('heat_level', 16).notNullable();
    t.string('category', 16).notNullable();
    t.integer('prep_time_minutes').notNullable();
    t.integer('cook_time_minutes').notNullable();
    t.integer('servings').notNullable();
    t.float('rating').notNullable();
    t.integer('rating_count').notNullable();
    t.text('ingredients').notNullable(); // JSON array
    t.text('instructions').notNullable(); // JSON array
    t.string('difficulty', 16).notNullable();
    t.text('peppers').notNullable(); // JSON array of variety names
    t.text('chef_notes').nullable();
    t.string('premium_tier', 16).nullable();
  });

  await createTable(knex, 'grow_kits', (t) => {
    shopItemColumns(t, 'difficulty_level');
    t.text('includes').notNullable(); // JSON array
  });

  await createTable(knex, 'merchandise', (t) => {
    shopItemColumns(t, 'category');
  });

  await createTable(knex, 'users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable().unique();
    t.string('name', 100).nullable();
    t.string('password_hash', 200).nullable();
    t.string('oidc_subject', 255).nullable().unique();
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.string('plan_type', 16).notNullable().defaultTo('free');
    t.string('stripe_customer_id', 100).nullable();
    t.string('stripe_subscription_id', 100).nullable();
    t.string('subscription_status', 32).nullable();
    t.string('current_period_end', 30).nullable();
    t.string('created_at', 30).notNullable();
  });

  await createTable(knex, 'sessions', (t) => {
    t.string('sid', 128).primary();
    t.text('data').notNullable();
    t.bigInteger('expires_at').notNullable().index();
  });

  await createTable(knex, 'favorites', (t) => {
    t.increments('id');
    /** 'u:<user id>' for accounts, 'v:<visitor key>' for a visitor session: one column keeps both unique. */
    t.string('owner', 64).notNullable();
    t.integer('pepper_id').nullable();
    t.integer('recipe_id').nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['owner', 'pepper_id']);
    t.unique(['owner', 'recipe_id']);
  });

  await createTable(knex, 'suggestions', (t) => {
    t.increments('id');
    t.text('content').notNullable();
    t.string('category', 16).notNullable();
    t.string('user_email', 254).nullable();
    t.integer('user_id').nullable();
    t.string('created_at', 30).notNullable();
  });

  await createTable(knex, 'shop_clicks', (t) => {
    t.string('shop_id', 64).primary();
    t.integer('click_count').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'shop_clicks',
    'suggestions',
    'favorites',
    'sessions',
    'users',
    'merchandise',
    'grow_kits',
    'recipes',
    'peppers',
    'meta',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
