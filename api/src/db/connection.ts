import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { scopedDb } from './write-scope.js';

export type Db = Knex;

/**
 * How long the app waits on the database before it answers 503 instead: connect, take a pooled connection,
 * run one query, and the whole of one write (its transaction, from taking the connection to the commit).
 */
export interface DbWaits {
  connectMs: number;
  acquireMs: number;
  queryMs: number;
  /** Defaults to one acquire and two queries' worth. */
  writeMs?: number;
}
export const DEFAULT_DB_WAITS: DbWaits = { connectMs: 5000, acquireMs: 5000, queryMs: 10_000 };

/** The deadline of one write: past it the write is rolled back and answered 503. */
export const writeDeadlineMs = (waits: DbWaits) => waits.writeMs ?? waits.acquireMs + 2 * waits.queryMs;

type RawMysqlConnection = { query(sql: string, cb: (err: Error | null) => void): void };

/**
 * The server gives up on a statement by itself, a little before the app would: a lock held elsewhere
 * (innodb_lock_wait_timeout, whole seconds) or a statement that runs too long (max_statement_time on
 * MariaDB, MAX_EXECUTION_TIME for reads on MySQL) ends in an error, and the write's transaction rolls back.
 */
function serverTimeouts(queryMs: number) {
  const lockWait = Math.max(1, Math.floor(queryMs / 1000));
  const statementSeconds = Math.max(0.1, (queryMs * 0.9) / 1000).toFixed(3);
  const statementMs = Math.max(100, Math.floor(queryMs * 0.9));
  return (conn: RawMysqlConnection, done: (err: Error | null, conn: unknown) => void) => {
    conn.query(`SET SESSION innodb_lock_wait_timeout = ${lockWait}`, (err) => {
      if (err) return done(err, conn);
      conn.query(`SET SESSION max_statement_time = ${statementSeconds}`, (mariadbErr) => {
        if (!mariadbErr) return done(null, conn);
        // MySQL has no max_statement_time; its limit covers reads only.
        conn.query(`SET SESSION MAX_EXECUTION_TIME = ${statementMs}`, () => done(null, conn));
      });
    });
  };
}

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

/**
 * mysql://... selects MySQL (mysql2); anything else is a SQLite file path (better-sqlite3). `log` takes the
 * client's own warnings (a pooled connection that failed, a lost connection), which knex prints otherwise.
 */
export function createDb(
  databaseUrl: string | null,
  sqliteFile: string,
  waits: DbWaits = DEFAULT_DB_WAITS,
  log?: Knex.Logger,
): Db {
  if (databaseUrl && /^mysql2?:\/\//.test(databaseUrl)) {
    const url = new URL(databaseUrl.replace(/^mysql2:/, 'mysql:'));
    const db = knexFactory({
      client: 'mysql2',
      log,
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
      pool: {
        min: 0,
        max: 10,
        createTimeoutMillis: waits.connectMs,
        acquireTimeoutMillis: waits.acquireMs,
        afterCreate: serverTimeouts(waits.queryMs),
      },
    });
    return scopedDb(boundQueries(db, waits.queryMs));
  }
  const filename = databaseUrl ? databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '') : sqliteFile;
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = knexFactory({
    client: 'better-sqlite3',
    log,
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
        conn.pragma(`busy_timeout = ${Math.min(5000, waits.queryMs)}`);
        conn.pragma('foreign_keys = ON');
        done(null, conn);
      },
    },
  });
  return scopedDb(sqlite);
}

/**
 * A failure of the database itself (unreachable, stalled, overloaded, or a statement the server stopped),
 * not of the request: worth a retry. Errors that wrap one (`cause`) count too.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const e = error as {
    name?: string;
    code?: string;
    errno?: number;
    sqlState?: string;
    fatal?: boolean;
    message?: string;
    cause?: unknown;
  };
  if (!e || typeof e !== 'object') return false;
  if (e.cause && depth < 3 && isDatabaseUnavailable(e.cause, depth + 1)) return true;
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
    'ER_LOCK_DEADLOCK',
    'ER_STATEMENT_TIMEOUT',
    'ER_QUERY_TIMEOUT',
    'ER_QUERY_INTERRUPTED',
    'SQLITE_BUSY',
    'SQLITE_IOERR',
  ];
  // Server-side limits, by number (the driver names some of them only): lock wait 1205, deadlock 1213,
  // interrupted 1317, MariaDB max_statement_time 1969, MySQL MAX_EXECUTION_TIME 3024.
  const serverLimits = [1205, 1213, 1317, 1969, 3024];
  return (
    (e.code !== undefined && codes.includes(e.code)) ||
    (e.errno !== undefined && e.sqlState !== undefined && serverLimits.includes(e.errno)) ||
    e.fatal === true
  );
}

export const isMysql = (db: Db) => db.client.config.client === 'mysql2';

/** Times are stored as ISO-8601 strings: the same text on both dialects, and it sorts. */
export const now = () => new Date().toISOString();
