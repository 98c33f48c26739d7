import type { Knex } from 'knex';

/**
 * Inserts one row and answers its new id. SQLite and MySQL both answer an insert with the auto-increment id,
 * so no `returning` list is asked for (MySQL has none and knex warns about it).
 */
export async function insertRow(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await db(table).insert(row);
  return Number(id);
}
