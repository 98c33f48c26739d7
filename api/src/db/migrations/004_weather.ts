import type { Knex } from 'knex';
import { createTable } from '../table-builders.js';

/**
 * Weather answers shared by every API process: the forecast of each 0.1° cell (fresh for 15 minutes, and
 * the last one kept for outages) and the frost dates of each 0.25° cell (the climate record is asked once).
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['weather_forecasts', 'frost_dates']) {
    await createTable(knex, table, (t) => {
      t.string('cell', 40).primary();
      t.text('payload').notNullable();
      t.string('fetched_at', 30).notNullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('frost_dates');
  await knex.schema.dropTableIfExists('weather_forecasts');
}
