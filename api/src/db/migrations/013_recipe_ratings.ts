import type { Knex } from 'knex';
import { createTable } from '../table-builders.js';

/**
 * Ratings: one row per person and recipe (the pair is unique, so a second rating changes the first). A
 * recipe's `rating` and `rating_count` now hold the average and number of these rows, kept with every
 * rating written, so the figures the seed once carried are set back to none. Recipes also get the unit
 * their servings count ('taco', 'tacos'), which the content may give.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'recipe_ratings', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    t.integer('stars').notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.unique(['user_id', 'recipe_id']);
    t.index(['recipe_id']);
  });
  await knex.schema.alterTable('recipes', (t) => {
    t.string('yield_one', 40).nullable();
    t.string('yield_many', 40).nullable();
  });
  await knex('recipes').update({ rating: 0, rating_count: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recipe_ratings');
  await knex.schema.alterTable('recipes', (t) => {
    t.dropColumn('yield_one');
    t.dropColumn('yield_many');
  });
}
