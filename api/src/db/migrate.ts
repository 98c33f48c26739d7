import type { Knex } from 'knex';
import * as initial from './migrations/001_initial.js';
import * as payments from './migrations/002_payments.js';
import * as hardening from './migrations/003_hardening.js';
import * as weather from './migrations/004_weather.js';
import * as garden from './migrations/005_garden.js';
import * as identifications from './migrations/006_identifications.js';
import * as recipeWaitAndUnmeasuredHeat from './migrations/007_recipe_wait_and_unmeasured_heat.js';
import * as seedStash from './migrations/008_seed_stash.js';
import * as orders from './migrations/009_orders.js';
import * as heatFromShu from './migrations/010_heat_from_shu.js';
import * as idempotencyKeys from './migrations/011_idempotency_keys.js';
import * as accountSessions from './migrations/012_account_sessions.js';
import * as recipeRatings from './migrations/013_recipe_ratings.js';
import * as seasonPlan from './migrations/014_season_plan.js';

/** Migrations are imported, not globbed from disk, so they run the same under tsx, vitest and a bundle. */
const migrations: Record<string, Knex.Migration> = {
  '001_initial': initial,
  '002_payments': payments,
  '003_hardening': hardening,
  '004_weather': weather,
  '005_garden': garden,
  '006_identifications': identifications,
  '007_recipe_wait_and_unmeasured_heat': recipeWaitAndUnmeasuredHeat,
  '008_seed_stash': seedStash,
  '009_orders': orders,
  '010_heat_from_shu': heatFromShu,
  '011_idempotency_keys': idempotencyKeys,
  '012_account_sessions': accountSessions,
  '013_recipe_ratings': recipeRatings,
  '014_season_plan': seasonPlan,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}
