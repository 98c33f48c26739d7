import type { Knex } from 'knex';
import * as initial from './migrations/001_initial.js';
import * as payments from './migrations/002_payments.js';
import * as hardening from './migrations/003_hardening.js';
import * as weather from './migrations/004_weather.js';
import * as garden from './migrations/005_garden.js';
import * as identifications from './migrations/006_identifications.js';
import * as idempotencyKeys from './migrations/007_idempotency_keys.js';

/** Migrations are imported, not globbed from disk, so they run the same under tsx, vitest and a bundle. */
const migrations: Record<string, Knex.Migration> = {
  '001_initial': initial,
  '002_payments': payments,
  '003_hardening': hardening,
  '004_weather': weather,
  '005_garden': garden,
  '006_identifications': identifications,
  '007_idempotency_keys': idempotencyKeys,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: source });
}
