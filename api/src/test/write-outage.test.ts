/**
 * Writes while the database network stalls under the API: a write that answers 503 stored nothing, a commit
 * whose fate is unknown says so, and the retry with the same Idempotency-Key leaves exactly one row once the
 * database answers again. Error answers carry no driver or SQL text.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import knexFactory, { type Knex } from 'knex';
import {
  appBehindProxy,
  Client,
  createTestDatabase,
  describeMysql,
  retryWhile,
  testApp,
  type TestDatabase,
} from './helpers.js';
import type { TcpProxy } from './tcp-proxy.js';

const WAITS = { connectMs: 800, acquireMs: 800, queryMs: 800, writeMs: 2000 };

const DRIVER_TEXT = /knex|pool|sql|connect|timeout acquiring|ETIMEDOUT|ECONN|PROTOCOL|ER_/i;

describeMysql('writes during a database stall', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let direct: Knex;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    ({ proxy, app } = await appBehindProxy(database, WAITS));
    direct = knexFactory({ client: 'mysql2', connection: database.url, pool: { min: 0, max: 2 } });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await direct?.destroy();
    await database?.drop();
  });
  afterEach(() => proxy.flow());

  /**
   * Resolves once the database runs no statement and holds no transaction for the app: whatever the app sent,
   * late statements included, has been applied or rolled back, so what the tables hold now is final.
   */
  const databaseSettled = () =>
    vi.waitFor(
      async () => {
        const [rows] = await direct.raw(
          `select count(*) as n from information_schema.processlist p
             left join information_schema.innodb_trx t on t.trx_mysql_thread_id = p.id
            where p.db = database() and p.id <> connection_id() and (p.command <> 'Sleep' or t.trx_id is not null)`,
        );
        expect(Number(rows[0].n)).toBe(0);
      },
      { timeout: 15_000, interval: 50 },
    );

  const rowsLabelled = async (label: string) =>
    Number((await direct('garden_plantings').where({ label }).count({ n: '*' }))[0].n);

  /** Sends the same write until it is answered for good, as the app's client does after a 503 or 409. */
  const retryUntilAnswered = (send: () => Promise<LightMyRequestResponse>) =>
    retryWhile([409, 503], WAITS, send);

  /** Stalls the database network as soon as the app sends a statement matching `sql`, once. */
  function stallOn(sql: RegExp) {
    let armed = true;
    const listener = (query: { sql: string }) => {
      if (armed && sql.test(query.sql)) {
        armed = false;
        proxy.stall();
      }
    };
    app.db.on('query', listener);
    return () => app.db.off('query', listener);
  }

  /** One write that the client sends again with the same Idempotency-Key each time, as a retrying app does. */
  function repeatable(client: Client, url: string, body: object) {
    const key = randomUUID();
    return () => client.post(url, body, { 'idempotency-key': key });
  }

  function expectCleanError(res: LightMyRequestResponse, code: string) {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code });
    expect(body.message).not.toMatch(DRIVER_TEXT);
  }

  /**
   * A planting refused while the database was away left no row, however late its statement arrives; once the
   * database flows again, its retry is answered 201 (that answer is returned).
   */
  async function expectNothingStoredThenRetried(
    during: LightMyRequestResponse,
    send: () => Promise<LightMyRequestResponse>,
    label: string,
  ) {
    expectCleanError(during, 'database_unavailable');
    await proxy.flow();
    await databaseSettled();
    expect(await rowsLabelled(label)).toBe(0);
    const after = await retryUntilAnswered(send);
    expect(after.statusCode).toBe(201);
    return after;
  }

  it('answers a planting sent into a stall with 503 in bounded time, and its retry stores it once', async () => {
    const client = new Client(() => app);
    const send = repeatable(client, '/api/garden/plantings', {
      pepperId: 1,
      count: 1,
      place: 'container',
      label: 'during-stall-2',
      sownOn: '2026-03-01',
    });

    proxy.stall();
    const started = Date.now();
    const during = await send();
    expect(Date.now() - started).toBeLessThan(WAITS.writeMs + 1500);
    const after = await expectNothingStoredThenRetried(during, send, 'during-stall-2');
    expect(await send().then((res) => res.json())).toEqual(after.json());
    await databaseSettled();
    expect(await rowsLabelled('during-stall-2')).toBe(1);
  });

  it('rolls back a planting or a setting whose statement stalled, though it reaches the database later', async () => {
    const client = new Client(() => app);
    await client.register();
    const send = repeatable(client, '/api/garden/plantings', {
      pepperId: 1,
      count: 1,
      place: 'ground',
      label: 'stalled mid-write',
      sownOn: '2026-03-01',
    });

    const stop = stallOn(/^insert into `garden_plantings`/);
    const during = await send();
    stop();
    await expectNothingStoredThenRetried(during, send, 'stalled mid-write');
    await databaseSettled();
    expect(await rowsLabelled('stalled mid-write')).toBe(1);

    const setFrost = repeatable(client, '/api/garden/settings', { lastFrost: '2026-04-11' });
    const stopFrost = stallOn(/^insert into `garden_settings`/);
    expectCleanError(await setFrost(), 'database_unavailable');
    stopFrost();
    await proxy.flow();
    await databaseSettled();
    expect((await client.get('/api/garden')).json().lastFrost).toBeNull();
    expect((await retryUntilAnswered(setFrost)).json().lastFrost).toBe('2026-04-11');
  });

  it('says the outcome is unknown when the commit stalls, and the retry leaves exactly one row', async () => {
    const client = new Client(() => app);
    await client.register();
    const send = repeatable(client, '/api/garden/settings', { lastFrost: '2026-04-20' });
    const plant = repeatable(client, '/api/garden/plantings', {
      pepperId: 1,
      count: 1,
      place: 'ground',
      label: 'commit stalled',
      sownOn: '2026-03-01',
    });

    const stop = stallOn(/^COMMIT/i);
    const during = await plant();
    stop();
    expectCleanError(during, 'outcome_unknown');
    expect(during.json().message).toMatch(/Idempotency-Key/);
    await proxy.flow();

    const after = await retryUntilAnswered(plant);
    expect(after.statusCode).toBe(201);
    await databaseSettled();
    expect(await rowsLabelled('commit stalled')).toBe(1);

    const stopAgain = stallOn(/^COMMIT/i);
    const settingsDuring = await send();
    stopAgain();
    expectCleanError(settingsDuring, 'outcome_unknown');
    await proxy.flow();
    const settingsAfter = await retryUntilAnswered(send);
    expect(settingsAfter.statusCode).toBe(200);
    expect(settingsAfter.json().lastFrost).toBe('2026-04-20');
  });

  it('gives up on a row another transaction holds (the server’s lock timeout), storing nothing', async () => {
    const client = new Client(() => app);
    const me = await client.register();
    await client.post('/api/garden/settings', { lastFrost: '2026-04-01' });
    const owner = `u:${me.id}`;
    const holder = await direct.transaction();
    try {
      await holder('garden_settings').where({ owner }).forUpdate().select();
      const res = await client.post('/api/garden/settings', { lastFrost: '2026-05-01' });
      expectCleanError(res, 'database_unavailable');
    } finally {
      await holder.rollback();
    }
    const garden = (await client.get('/api/garden')).json();
    expect(garden.lastFrost).toBe('2026-04-01');
  });
});

/**
 * SQLite has one writer at a time: another process (a second API process on the same file, a backup) holding
 * the write lock makes a write wait its busy timeout, then answer 503. Whether the lock is taken before the
 * write or between two of its statements, a 503 stored nothing and a success stored the row with its answer.
 */
describe('writes while another process holds the SQLite write lock', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let other: Database.Database;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await testApp(database.url, { config: { dbWaits: WAITS } });
    // Fails at once when the app holds the lock, rather than waiting for it.
    other = new Database(database.url, { timeout: 0 });
  });
  afterAll(async () => {
    other?.close();
    await app?.close();
    await database?.drop();
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('ROLLBACK');
  });

  const rowsLabelled = async (label: string) =>
    Number((await app.db('garden_plantings').where({ label }).count({ n: '*' }))[0].n);

  /** Takes the write lock from the other process, if nobody holds it. */
  const lockFromElsewhere = () => {
    try {
      other.exec('BEGIN IMMEDIATE');
    } catch {
      // The app's own write holds it: it will finish.
    }
  };

  it('answers 503 and stores nothing when the lock is held before the write starts', async () => {
    const client = new Client(() => app);
    await client.register();
    const key = randomUUID();
    const body = { pepperId: 1, count: 1, place: 'ground', label: 'locked out', sownOn: '2026-03-01' };
    lockFromElsewhere();
    const during = await client.post('/api/garden/plantings', body, { 'idempotency-key': key });
    other.exec('ROLLBACK');
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'database_unavailable' });
    expect(await rowsLabelled('locked out')).toBe(0);
    const after = await client.post('/api/garden/plantings', body, { 'idempotency-key': key });
    expect(after.statusCode).toBe(201);
    expect(await rowsLabelled('locked out')).toBe(1);
  });

  it('keeps a write whole when the lock is taken elsewhere right after its row', async () => {
    const client = new Client(() => app);
    await client.register();
    const key = randomUUID();
    const body = { pepperId: 1, count: 1, place: 'ground', label: 'lock between', sownOn: '2026-03-01' };
    const listener = (_response: unknown, query: { sql: string }) => {
      if (/^insert into .garden_plantings./i.test(query.sql)) lockFromElsewhere();
    };
    app.db.on('query-response', listener);
    const during = await client.post('/api/garden/plantings', body, { 'idempotency-key': key });
    app.db.off('query-response', listener);
    if (other.inTransaction) other.exec('ROLLBACK');
    expect([201, 503]).toContain(during.statusCode);
    expect(await rowsLabelled('lock between')).toBe(during.statusCode === 201 ? 1 : 0);
    // The retry returns the first answer, or stores the planting now: one row either way.
    const after = await client.post('/api/garden/plantings', body, { 'idempotency-key': key });
    expect(after.statusCode).toBe(201);
    if (during.statusCode === 201) expect(after.json()).toEqual(during.json());
    expect(await rowsLabelled('lock between')).toBe(1);
  });
});
