import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export type Db = Knex;

/** How long the app waits on the database before it answers 503 instead: connect, take a pooled connection, run one query. */
export interface DbWaits {
  connectMs: number;
  acquireMs: number;
  queryMs: number;
}
export const DEFAULT_DB_WAITS: DbWaits = { connectMs: 5000, acquireMs: 5000, queryMs: 10_000 };

/** Every query gets a deadline unless it set its own: a stalled network must not hold a request for minutes. */
function boundQueries(db: Db, queryMs: number): Db {
  db.on(
    'start',
    (builder: { _timeout?: number; timeout?: (ms: number, options?: { cancel?: boolean }) => unknown }) => {
      if (!builder._timeout && typeof builder.timeout === 'function') builder.timeout(queryMs);
    },
  );
  return db;
}

/** mysql://... selects MySQL (mysql2); anything else is a SQLite file path (better-sqlite3). */
export function createDb(
  databaseUrl: string | null,
  sqliteFile: string,
  waits: DbWaits = DEFAULT_DB_WAITS,
): Db {
  if (databaseUrl && /^mysql2?:\/\//.test(databaseUrl)) {
    const url = new URL(databaseUrl.replace(/^mysql2:/, 'mysql:'));
    const db = knexFactory({
      client: 'mysql2',
      connection: {
        host: url.hostname,
        port: Number(url.port) || 3306,
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.slice(1),
        charset: 'utf8mb4',
        connectTimeout: waits.connectMs,
      },
      acquireConnectionTimeout: waits.acquireMs,
      pool: { min: 0, max: 10, createTimeoutMillis: waits.connectMs, acquireTimeoutMillis: waits.acquireMs },
    });
    return boundQueries(db, waits.queryMs);
  }
  const filename = databaseUrl ? databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '') : sqliteFile;
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = knexFactory({
    client: 'better-sqlite3',
    acquireConnectionTimeout: waits.acquireMs,
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing on a lock.
      afterCreate: (
        conn: { pragma(s: string): unknown },
        done: (err: Error | null, conn: unknown) => void,
      ) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
        done(null, conn);
      },
    },
  });
  return sqlite;
}

/** A failure of the database itself (unreachable, stalled, overloaded), not of the request: worth a retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { name?: string; code?: string; fatal?: boolean; message?: string };
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'KnexTimeoutError') return true;
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENOTFOUND',
    'EPIPE',
    'PROTOCOL_CONNECTION_LOST',
    'PROTOCOL_SEQUENCE_TIMEOUT',
    'ER_CON_COUNT_ERROR',
    'ER_SERVER_SHUTDOWN',
    'ER_LOCK_WAIT_TIMEOUT',
    'SQLITE_BUSY',
    'SQLITE_IOERR',
  ];
  return (e.code !== undefined && codes.includes(e.code)) || e.fatal === true;
}

export const isMysql = (db: Db) => db.client.config.client === 'mysql2';

/** Times are stored as ISO-8601 strings: the same text on both dialects, and it sorts. */
export const now = () => new Date().toISOString();
