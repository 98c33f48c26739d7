/**
 * Limits are counted where every API process sees them: two apps on one database are two processes behind a
 * load balancer. With Redis, the same; without Redis (unreachable from the start, or lost mid-way) the
 * database counts instead and no request fails.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { batchFor } from '../services/limits/rate-limit-store.js';
import {
  Client,
  createTestDatabase,
  describeDialects,
  describeMysql,
  limitsWith,
  testApp,
  type TestDatabase,
} from './helpers.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return up;
})();
if (!redisUp) {
  if (process.env.CI === 'true') throw new Error(`Redis is required in CI but ${REDIS_URL} is unreachable`);
  console.warn(`[api tests] Redis at ${REDIS_URL} is unreachable: the Redis cases are SKIPPED.`);
}
const describeMysqlRedis = redisUp ? describeMysql : describe.skip;

const limited = (overrides: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  rateLimits: limitsWith({ catalog: 5, newQueries: 3, gardenWrites: 3, suggestions: 2 }),
  ...overrides,
});

/** The rate-limit windows counted in the database. */
const rowsCounted = async (app: FastifyInstance) =>
  Number((await app.db('rate_limits').count({ n: '*' }))[0].n);

let addresses = 0;
const newAddress = () => `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** One caller (an address, and its session cookie) that may send each request to either process. */
function caller(address = newAddress()) {
  let cookie = '';
  return async (app: FastifyInstance, method: 'GET' | 'POST', url: string, json?: unknown) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        origin: 'http://localhost:3000',
        ...(cookie ? { cookie } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
    });
    const set = res.cookies.find((c) => c.name === 'pepper.sid');
    if (set) cookie = `pepper.sid=${encodeURIComponent(set.value)}`;
    return res;
  };
}

const suggestion = { content: 'Add the Aji Charapita', category: 'pepper' };
const planting = { pepperId: 1, count: 1, place: 'container', label: 'Tray', sownOn: '2026-03-01' };

function sharedByTwoProcesses(store: 'the database' | 'Redis', redisUrl: string | null) {
  describe(`counted in ${store}`, () => {
    let database: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase('mysql');
      a = await testApp(database.url, { config: limited({ redisUrl }) });
      b = await testApp(database.url, { config: limited({ redisUrl }) });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.drop();
    });

    it('the catalog limit is one budget for both processes', async () => {
      const send = caller();
      const codes = [];
      for (const app of [a, a, a, b, b, b, a])
        codes.push((await send(app, 'GET', '/api/peppers/1')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });

    it('the new-search limit is one budget for both processes', async () => {
      const send = caller();
      const codes = [];
      for (const [i, app] of [a, b, a, b].entries())
        codes.push((await send(app, 'GET', `/api/peppers?search=shared${i}`)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    });

    it("a session's garden writes are one budget for both processes", async () => {
      const send = caller();
      const codes = [];
      for (const app of [a, b, a, b])
        codes.push((await send(app, 'POST', '/api/garden/plantings', planting)).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
      expect(
        Number((await send(a, 'POST', '/api/garden/plantings', planting)).headers['retry-after']),
      ).toBeGreaterThan(0);
    });

    it('suggestions from one address are one budget for both processes', async () => {
      const send = caller();
      const codes = [];
      for (const app of [a, b, b])
        codes.push((await send(app, 'POST', '/api/suggestions', suggestion)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    });

    it(`/api/ready says where the counters are`, async () => {
      const res = await new Client(() => b).get('/api/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        database: 'up',
        redis: redisUrl ? 'up' : 'not configured',
      });
    });
  });
}

describeMysql('limits shared by two API processes on one database', () => {
  sharedByTwoProcesses('the database', null);
});

describeMysqlRedis('limits shared by two API processes with Redis', () => {
  sharedByTwoProcesses('Redis', REDIS_URL);
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeMysql('Redis unreachable from the start', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    app = await testApp(database.url, {
      config: limited({ redisUrl: `redis://127.0.0.1:${await closedPort()}` }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is reported by /api/ready, which still answers 200 for the database', async () => {
    const res = await new Client(() => app).get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', redis: 'down' });
  });

  it('leaves the limits to the database counters: no 500, the limit still holds', async () => {
    const send = caller();
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await send(app, 'POST', '/api/suggestions', suggestion)).statusCode);
    for (let i = 0; i < 6; i++) codes.push((await send(app, 'GET', '/api/peppers/2')).statusCode);
    expect(codes).toEqual([201, 201, 429, 200, 200, 200, 200, 200, 429]);
    expect(await rowsCounted(app)).toBeGreaterThan(0);
  });
});

/**
 * An API on a MySQL database of its own whose Redis is reached through a proxy the test can cut, stall and
 * restore; `refusingAtStart` starts it cut. Registers its own setup and teardown in the calling suite.
 */
function apiBehindRedisProxy({ refusingAtStart = false } = {}) {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const { hostname, port } = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: hostname, port: Number(port) || 6379 });
    if (refusingAtStart) await proxy.refuse();
    app = await testApp(database.url, { config: limited({ redisUrl: `redis://127.0.0.1:${proxy.port}` }) });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });
  return {
    app: () => app,
    proxy: () => proxy,
    /** What the API's readiness says of Redis: 'up' or 'down'. */
    ready: async () => (await new Client(() => app).get('/api/ready')).json().redis,
  };
}

describeMysqlRedis('Redis lost mid-way', () => {
  const api = apiBehindRedisProxy();

  it('counts the very first limited request after the start in Redis, without an error', async () => {
    const res = await caller()(api.app(), 'POST', '/api/suggestions', suggestion);
    expect(res.statusCode).toBe(201);
    expect(await api.ready()).toBe('up');
    expect(await rowsCounted(api.app())).toBe(0);
  });

  it('goes on counting in the database when Redis stops, and back in Redis once it returns', async () => {
    const send = caller();
    expect((await send(api.app(), 'POST', '/api/suggestions', suggestion)).statusCode).toBe(201);
    await api.proxy().refuse();
    // A window starts again in the database: the caller gets its two there, then the limit holds.
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await send(api.app(), 'POST', '/api/suggestions', suggestion)).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    expect(await api.ready()).toBe('down');
    await api.proxy().accept();
    await vi.waitFor(async () => expect(await api.ready()).toBe('up'), { timeout: 5000, interval: 100 });
    expect((await caller()(api.app(), 'POST', '/api/suggestions', suggestion)).statusCode).toBe(201);
  });

  it('answers quickly and without an error while Redis holds every reply', async () => {
    api.proxy().stall();
    try {
      const started = Date.now();
      const res = await caller()(api.app(), 'POST', '/api/suggestions', suggestion);
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await api.ready()).toBe('down');
    } finally {
      api.proxy().flow();
    }
  });
});

describeMysqlRedis('Redis that comes up after the API', () => {
  const api = apiBehindRedisProxy({ refusingAtStart: true });

  it('is used as soon as it answers, the database counting until then', async () => {
    expect(await api.ready()).toBe('down');
    expect((await caller()(api.app(), 'POST', '/api/suggestions', suggestion)).statusCode).toBe(201);
    const counted = await rowsCounted(api.app());
    expect(counted).toBeGreaterThan(0);
    await api.proxy().accept();
    await vi.waitFor(async () => expect(await api.ready()).toBe('up'), { timeout: 5000, interval: 100 });
    expect((await caller()(api.app(), 'POST', '/api/suggestions', suggestion)).statusCode).toBe(201);
    expect(await rowsCounted(api.app())).toBe(counted);
  });
});

/**
 * Without Redis the catalog's counters are rows in the database. A write that holds them (a long write on
 * SQLite's one connection, a row lock on MySQL) must not stop the catalog: a read waits a moment for the
 * counter, then is answered on what the process has counted itself, and the counter catches up afterwards.
 */
describeDialects(
  'catalog reads while a database write holds the counters, without Redis',
  (app) => {
    const catalogCount = async () =>
      Number(
        (await app().db('rate_limits').where('key', 'like', 'group:catalog|%').first('hits'))?.hits ?? 0,
      );

    it('are answered at once, and counted in full once the write is over', async () => {
      const send = caller();
      const read = () => send(app(), 'GET', '/api/peppers/1');
      const batch = batchFor(1200);
      for (let i = 0; i < batch; i++) expect((await read()).statusCode).toBe(200);
      expect(await catalogCount()).toBe(batch);

      const held = await app().db.transaction();
      let slowest = 0;
      try {
        await held('rate_limits')
          .where('key', 'like', 'group:catalog|%')
          .update({ hits: held.raw('??', ['hits']) });
        for (let i = 0; i < batch * 2; i++) {
          const started = Date.now();
          expect((await read()).statusCode).toBe(200);
          slowest = Math.max(slowest, Date.now() - started);
        }
      } finally {
        await held.commit();
      }
      expect(slowest).toBeLessThan(1000);
      // The batch sent during the stall lands, and the next batch sent carries every read counted meanwhile.
      await vi.waitFor(async () => expect(await catalogCount()).toBe(batch * 2), {
        timeout: 5000,
        interval: 50,
      });
      let sent = batch * 3;
      await vi.waitFor(
        async () => {
          expect((await read()).statusCode).toBe(200);
          sent += 1;
          expect(await catalogCount()).toBe(sent);
        },
        { timeout: 10_000, interval: 20 },
      );
    });
  },
  { config: { rateLimits: limitsWith({ catalog: 1200 }) } },
);
