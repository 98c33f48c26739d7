import type { Knex } from 'knex';

/**
 * The season plan: a sowing planned from a seed packet only sets its seeds aside until it is marked sown
 * (`state` 'planned', then 'sown'; sowings kept so far were sown, their seeds already taken), and the grower's
 * place (a town or postcode found by name, or the device's position) kept with the garden's settings, from which
 * the frost dates, hemisphere and season come.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('garden_seed_sowings', (t) => {
    t.string('state', 8).notNullable().defaultTo('sown');
  });
  // Of a packet's seeds left, those set aside: kept beside the count so one conditional update checks both.
  await knex.schema.alterTable('garden_seed_packets', (t) => {
    t.integer('seeds_reserved').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('garden_settings', (t) => {
    t.string('place_name', 200).nullable();
    t.double('place_lat').nullable();
    t.double('place_lon').nullable();
    // The place's average frost dates ('MM-DD'; null where frost is rare), from the climate record when it was set.
    t.string('place_last_frost', 5).nullable();
    t.string('place_first_frost', 5).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('garden_settings', (t) => {
    t.dropColumn('place_name');
    t.dropColumn('place_lat');
    t.dropColumn('place_lon');
    t.dropColumn('place_last_frost');
    t.dropColumn('place_first_frost');
  });
  await knex.schema.alterTable('garden_seed_packets', (t) => {
    t.dropColumn('seeds_reserved');
  });
  await knex.schema.alterTable('garden_seed_sowings', (t) => {
    t.dropColumn('state');
  });
}
