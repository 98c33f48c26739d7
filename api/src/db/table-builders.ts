import type { Knex } from 'knex';

/** MySQL and MariaDB need an explicit character set and a wider type for large values; SQLite needs neither. */
export const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/** Every table is created in utf8mb4 on MySQL/MariaDB, whose older default cannot hold every character users type. */
export function createTable(knex: Knex, name: string, build: (t: Knex.CreateTableBuilder) => void) {
  const mysql = isMysql(knex);
  return knex.schema.createTable(name, (t) => {
    if (mysql) t.charset('utf8mb4');
    build(t);
  });
}

/**
 * A row of someone's garden: `owner` is 'u:<user id>' or 'v:<visitor key>' as for favorites, and `uid` names
 * the row across export and import, so importing twice adds nothing.
 */
export function ownedRowColumns(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.string('owner', 64).notNullable().index();
  t.string('uid', 64).notNullable();
  t.unique(['owner', 'uid']);
}

/** A code mailed to a person, kept only as a keyed hash, with when it expires and how often it was tried. */
export function mailedCodeColumns(t: Knex.CreateTableBuilder): void {
  t.string('code_hash', 64).notNullable();
  t.bigInteger('expires_at').notNullable();
  t.integer('attempts').notNullable().defaultTo(0);
}

/** A row that belongs to a row of another table and goes when that row is deleted. */
export const cascadingReference = (t: Knex.CreateTableBuilder, column: string, table: string) =>
  t.integer(column).unsigned().notNullable().references('id').inTable(table).onDelete('CASCADE');

/** Bytes of a photo: SQLite's BLOB holds any size, MySQL's plain BLOB only 64 KiB. */
export function photoColumn(knex: Knex, t: Knex.CreateTableBuilder, column: string) {
  return isMysql(knex) ? t.specificType(column, 'mediumblob') : t.binary(column);
}

/**
 * A photo kept in the database (every API process reads it), at most one for each row of the table it
 * illustrates, and deleted with that row.
 */
export const createPhotoTable = (knex: Knex, name: string, parentColumn: string, parentTable: string) =>
  createTable(knex, name, (t) => {
    t.increments('id');
    t.string('owner', 64).notNullable().index();
    cascadingReference(t, parentColumn, parentTable).unique();
    t.string('mime', 32).notNullable();
    photoColumn(knex, t, 'data').notNullable();
    t.string('created_at', 30).notNullable();
  });
