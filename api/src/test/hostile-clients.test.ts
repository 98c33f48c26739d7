/** Requests anyone can send to tie the API up: trickled bodies, session floods, log floods. */
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  Client,
  createTestDatabase,
  describeDialects,
  describeRateLimit,
  limitsWith,
  PUBLIC_URL,
  statusCodes,
  testApp,
  type TestDatabase,
} from './helpers.js';

describe('a request that trickles in', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await testApp(database.url, { config: { requestTimeoutMs: 1000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is cut off with 408 once the request time is up, a byte every 300 ms notwithstanding', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/suggestions HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${PUBLIC_URL}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`,
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 300);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describeDialects(
  'writes by visitors without an account',
  (app) => {
    it('are limited per address, so a flood of cookieless adds cannot fill the session table', async () => {
      const before = Number((await app().db('sessions').count({ n: '*' }))[0].n);
      const codes = await statusCodes(20, () => new Client(app).post('/api/user/favorites', { pepperId: 1 }));
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
      expect(Number((await app().db('sessions').count({ n: '*' }))[0].n) - before).toBe(5);
    });
  },
  {
    config: {
      rateLimits: limitsWith({ visitorWrites: 5 }),
    },
  },
);

describeDialects('visitor sessions', (app) => {
  const expiresIn = async (client: Client) => {
    const sid = decodeURIComponent(client.cookie.split('=')[1]).split('.')[0];
    const row = await app().db('sessions').where({ sid }).first('expires_at');
    return Number(row.expires_at) - Date.now();
  };
  const HOUR = 3_600_000;

  it("last a day from their last use, while an account's last 30 days", async () => {
    const visitor = new Client(app);
    await visitor.post('/api/user/favorites', { pepperId: 1 });
    expect(await expiresIn(visitor)).toBeGreaterThan(23 * HOUR);
    expect(await expiresIn(visitor)).toBeLessThanOrEqual(24 * HOUR);
    const member = await Client.signedUp(app);
    expect(await expiresIn(member)).toBeGreaterThan(29 * 24 * HOUR);
  });

  it('are not created by reading', async () => {
    const before = Number((await app().db('sessions').count({ n: '*' }))[0].n);
    const reader = new Client(app);
    expect((await reader.get('/api/user/favorites')).json()).toEqual([]);
    expect(reader.cookie).toBe('');
    expect(Number((await app().db('sessions').count({ n: '*' }))[0].n)).toBe(before);
  });
});

describe('request logs in production', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: { msg: string; level: number }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await testApp(database.url, {
      config: { production: true, serveApp: false },
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('log a small sample of ordinary requests, not a line for every one', async () => {
    lines.length = 0;
    for (let i = 0; i < 300; i++) await app.inject('/api/health');
    const requestLines = lines.filter((l) => /request/.test(l.msg));
    expect(requestLines.length).toBeLessThan(20);
  });
});

describeRateLimit(
  'catalog reads by one client',
  'are limited per address, generously enough for a person',
  { catalog: 5 },
  (client, i) => client.get(`/api/peppers?page=1&limit=20&search=q${i}`),
  [200, 200, 200, 200, 200, 429, 429, 429],
);

describeDialects('filtered lists', (app) => {
  it('answer at most 100 peppers when no limit is given, while the plain list answers all', async () => {
    const client = new Client(app);
    const filtered = (await client.get('/api/peppers?heatLevel=mild')).json();
    expect(filtered.peppers.length).toBeLessThanOrEqual(100);
    expect(filtered.totalPages).toBe(Math.ceil(filtered.total / 100));
    const plain = (await client.get('/api/peppers')).json();
    expect(plain.totalPages).toBe(1);
    expect(plain.peppers.length).toBe(plain.total);
  });
});

describeDialects(
  'new searches by one client',
  (app) => {
    it('are limited per minute, while searches already answered stay free', async () => {
      const client = new Client(app);
      const codes = await statusCodes(5, (i) => client.get(`/api/peppers?page=1&limit=20&search=new${i}`));
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const refused = await client.get('/api/peppers?page=1&limit=20&search=new9');
      expect(refused.json().message).toBe(
        'Too many different searches in a minute. Please wait a moment and try again.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await client.get('/api/peppers?page=1&limit=20&search=new0')).statusCode).toBe(200);
      expect((await client.get('/api/peppers')).statusCode).toBe(200);
      expect((await client.get('/api/recipes?search=stew')).statusCode).toBe(429);
    });
  },
  {
    config: {
      rateLimits: limitsWith({ newQueries: 3 }),
    },
  },
);
