/**
 * The database network fails under the API: stalled (connections open, no bytes) or refused. Requests end in
 * bounded time with 503 and Retry-After, /api/ready says so within 2 s, and every write the API acknowledged
 * is in the database afterwards.
 */
import type { FastifyInstance } from 'fastify';
import { appBehindProxy, Client, createTestDatabase, describeMysql, type TestDatabase } from './helpers.js';
import type { TcpProxy } from './tcp-proxy.js';

const WAITS = { connectMs: 800, acquireMs: 800, queryMs: 800 };

describeMysql('a database outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  const client = new Client(() => app);
  const suggest = (content: string) => client.post('/api/suggestions', { content, category: 'other' });

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    ({ proxy, app } = await appBehindProxy(database, WAITS));
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });
  afterEach(() => proxy.flow());

  it('stalled: /api/ready answers 503 within 2 seconds', async () => {
    proxy.stall();
    const started = Date.now();
    const res = await client.get('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stalled: a write answers 503 with Retry-After in bounded time, not a hang or a 500', async () => {
    proxy.stall();
    const started = Date.now();
    const res = await suggest('During the stall');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is not answering right now. Please try again in a few seconds.',
      code: 'database_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refused: answers 503, never 500, and recovers when the database is back', async () => {
    await proxy.refuse();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await suggest(`Refused ${i}`)).statusCode);
    expect(codes).toEqual([503, 503, 503, 503, 503]);
    expect((await client.get('/api/ready')).statusCode).toBe(503);
    await proxy.accept();
    expect((await client.get('/api/ready')).statusCode).toBe(200);
    expect((await suggest('After the outage')).statusCode).toBe(201);
  });

  it('loses no acknowledged write: every 201 through stalls and refusals is in the database', async () => {
    const acknowledged: number[] = [];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => suggest(`Round ${round} #${i}`)));
      for (const res of answers) if (res.statusCode === 201) acknowledged.push(res.json().id);
      if (round === 1) proxy.stall();
      if (round === 2) {
        proxy.flow();
        await proxy.refuse();
      }
      if (round === 3) await proxy.accept();
    }
    await proxy.accept().catch(() => undefined);
    proxy.flow();
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const direct = await import('knex').then((k) =>
      k.default({ client: 'mysql2', connection: database.url }),
    );
    try {
      const stored = await direct('suggestions').whereIn('id', acknowledged).pluck('id');
      expect(stored.sort()).toEqual([...acknowledged].sort());
    } finally {
      await direct.destroy();
    }
  });
});
