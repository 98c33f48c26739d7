/** Behaviour that needs a real server database: concurrency and several API processes. MySQL only. */
import type { FastifyInstance } from 'fastify';
import {
  createTestDatabase,
  describeMysql,
  lastCodeSentTo,
  PUBLIC_URL,
  testApp,
  type TestDatabase,
} from './helpers.js';

describeMysql('on MySQL', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    first = await testApp(database.url);
    second = await testApp(database.url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const post = (app: FastifyInstance, url: string, body?: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: PUBLIC_URL, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  it('counts 500 parallel clicks exactly', async () => {
    const before = (await first.inject('/api/clicks/test-shop')).json().clickCount;
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post(i % 2 ? first : second, '/api/clicks/test-shop')),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await first.inject('/api/clicks/test-shop')).json().clickCount).toBe(before + 500);
  });

  it('stores 200 parallel suggestions', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(i % 2 ? first : second, '/api/suggestions', { content: `parallel ${i}`, category: 'other' }),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((c) => c !== 201)).toEqual([]);
    const rows = await first.db('suggestions').where('content', 'like', 'parallel %').count({ n: '*' });
    expect(Number((rows[0] as { n: number | string }).n)).toBe(200);
  });

  it('answers 201 only for the one of 100 parallel adds of a favorite that stored it', async () => {
    await post(first, '/api/auth/register', { email: 'racer@example.com', password: 'long enough' });
    const register = await post(second, '/api/auth/register/confirm', {
      email: 'racer@example.com',
      code: lastCodeSentTo('racer@example.com'),
    });
    const cookie = `pepper.sid=${register.cookies.find((c) => c.name === 'pepper.sid')!.value}`;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? first : second).inject({
          method: 'POST',
          url: '/api/user/favorites',
          headers: { origin: PUBLIC_URL, 'content-type': 'application/json', cookie },
          payload: JSON.stringify({ pepperId: 2 }),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(99);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
  });

  it('shares a session between two listening API processes', async () => {
    const [urlA, urlB] = await Promise.all([
      first.listen({ port: 0, host: '127.0.0.1' }),
      second.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    await post(first, '/api/auth/register', { email: 'shared@example.com', password: 'long enough' });
    const register = await fetch(`${urlA}/api/auth/register/confirm`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shared@example.com', code: lastCodeSentTo('shared@example.com') }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')!.split(';')[0];
    const user = await fetch(`${urlB}/api/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { email: string }).email).toBe('shared@example.com');
  });

  it('lets one process see catalog writes made by another', async () => {
    first.catalog.versionCheckMs = 0;
    await second.db('peppers').where({ id: 1 }).update({ image_url: 'https://images.example/1.jpg' });
    const { bumpCatalogVersion } = await import('../db/seed.js');
    await bumpCatalogVersion(second.db);
    await vi.waitFor(async () => {
      first.catalog.refreshIfStale();
      expect((await first.inject('/api/peppers/1')).json().imageUrl).toBe('https://images.example/1.jpg');
    });
  });
});
