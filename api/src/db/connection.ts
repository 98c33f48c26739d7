import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export type Db = Knex;

/** mysql://... selects MySQL (mysql2); anything else is a SQLite file path (better-sqlite3). */
export function createDb(databaseUrl: string | null, sqliteFile: string): Db {
  if (databaseUrl && /^mysql2?:\/\//.test(databaseUrl)) {
    const url = new URL(databaseUrl.replace(/^mysql2:/, 'mysql:'));
    return knexFactory({
      client: 'mysql2',
      connection: {
        host: url.hostname,
        port: Number(url.port) || 3306,
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.slice(1),
        charset: 'utf8mb4',
      },
      pool: { min: 0, max: 10 },
    });
  }
  const filename = databaseUrl ? databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '') : sqliteFile;
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing on a lock.
      afterCreate: (conn: { pragma(s: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
        done(null, conn);
      },
    },
  });
}

export const isMysql = (db: Db) => db.client.config.client === 'mysql2';

/** Times are stored as ISO-8601 strings: the same text on both dialects, and it sorts. */
export const now = () => new Date().toISOString();
