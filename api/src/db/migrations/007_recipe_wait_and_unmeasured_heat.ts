import type { Knex } from 'knex';

/**
 * A recipe's wait (a ferment, cure, marinade, rest…) as a kind and a duration, both null when it has none; and a
 * flag for varieties whose heat was never measured, whose SHU figures are an estimate.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (t) => {
    t.string('wait_kind', 16).nullable();
    t.integer('wait_minutes').unsigned().nullable();
  });
  await knex.schema.alterTable('peppers', (t) => {
    t.boolean('shu_measured').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (t) => {
    t.dropColumn('wait_kind');
    t.dropColumn('wait_minutes');
  });
  await knex.schema.alterTable('peppers', (t) => {
    t.dropColumn('shu_measured');
  });
}
