import type { Knex } from 'knex';

/**
 * Inserts one row and returns its new id. SQLite and MySQL both return the auto-increment id for an insert,
 * so no `returning` list is given (MySQL has none and knex warns about it).
 */
export async function insertRow(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await db(table).insert(row);
  return Number(id);
}
