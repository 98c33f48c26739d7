import type { Knex } from 'knex';
import { createTable, mailedCodeColumns } from '../table-builders.js';

/**
 * Sessions a person can see and end: each signed-in session names its account, the browser it was opened in
 * and when it was last used (written at most every few minutes, not on every request). Password resets: the
 * one code in flight per account, kept only as a keyed hash, with its expiry and tries.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.integer('user_id').nullable().index();
    t.string('user_agent', 255).nullable();
    /** Epoch ms of sign-in; null for a visitor, or a session signed in before this was kept. */
    t.bigInteger('created_at').nullable();
    /** Epoch ms of the last request seen, kept to within a few minutes. */
    t.bigInteger('last_seen_at').nullable();
  });
  // Sessions signed in before this change name their account only inside their data.
  const now = Date.now();
  const signedIn = await knex('sessions').where('data', 'like', '%"userId":%').select('sid', 'data');
  for (const row of signedIn as { sid: string; data: string }[]) {
    let userId: unknown;
    try {
      userId = (JSON.parse(row.data) as { userId?: unknown }).userId;
    } catch {
      continue;
    }
    if (typeof userId === 'number')
      await knex('sessions').where({ sid: row.sid }).update({ user_id: userId, last_seen_at: now });
  }
  await createTable(knex, 'password_resets', (t) => {
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    mailedCodeColumns(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_resets');
  await knex.schema.alterTable('sessions', (t) => {
    t.dropIndex(['user_id']);
    t.dropColumn('user_id');
    t.dropColumn('user_agent');
    t.dropColumn('created_at');
    t.dropColumn('last_seen_at');
  });
}
