import { Redis } from 'ioredis';
import { createTestDatabase, DIALECTS, testApp } from '../test/helpers.js';
import { DatabaseCounter, RedisCounter, type Counter } from './rate-limit-store.js';

/** What every counter must do, whichever store keeps it. */
function behavesAsACounter(counter: () => Counter) {
  it('counts hits in a window and starts again when it closes', async () => {
    const key = `k-${Math.random()}`;
    expect((await counter().hit(key, 200)).count).toBe(1);
    expect((await counter().hit(key, 200)).count).toBe(2);
    expect((await counter().peek(key)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    const fresh = await counter().hit(key, 200);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt).toBeGreaterThan(Date.now());
  });

  it('counts every one of many hits at once', async () => {
    const key = `k-${Math.random()}`;
    await Promise.all(Array.from({ length: 40 }, () => counter().hit(key, 60_000)));
    expect((await counter().peek(key)).count).toBe(40);
  });
}

for (const dialect of DIALECTS) {
  describe(`rate-limit counters in the database [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let apps: Awaited<ReturnType<typeof testApp>>[];
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = [await testApp(database.url), await testApp(database.url)];
    });
    afterAll(async () => {
      for (const app of apps ?? []) await app.close();
      await database?.drop();
    });
    behavesAsACounter(() => new DatabaseCounter(apps[0].db));

    it('is one count for two API processes on the same database', async () => {
      const key = `k-${Math.random()}`;
      await new DatabaseCounter(apps[0].db).hit(key, 60_000);
      await new DatabaseCounter(apps[1].db).hit(key, 60_000);
      expect((await new DatabaseCounter(apps[0].db).peek(key)).count).toBe(2);
    });
  });
}

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  enableOfflineQueue: false,
});
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
await probe.quit().catch(() => undefined);
if (!redisUp) {
  if (process.env.CI === 'true') throw new Error(`Redis is required in CI but ${redisUrl} is unreachable`);
  console.warn(
    `[api tests] Redis at ${redisUrl} is unreachable: the Redis counter suite is SKIPPED (set TEST_REDIS_URL).`,
  );
}

(redisUp ? describe : describe.skip)('rate-limit counters in Redis (REDIS_URL)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl, { keyPrefix: `pepper-test-${process.pid}:` });
  });
  afterAll(() => redis.quit());
  behavesAsACounter(() => new RedisCounter(redis));
});
