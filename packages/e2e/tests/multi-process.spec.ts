/**
 * Two API processes on one MySQL database behind a proxy that sends each request to the next process in turn,
 * as a load balancer would: limits, background jobs and favorites hold whichever process answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { startFakeWeb, type FakeWeb } from '../../../api/src/test/identify/fake-web';
import { spawnApiServer } from '../api-server.mjs';
import { expect, mailedCode, serverReady, test } from '../fixtures';
import { FAKE_SMTP_PORT, MULTI_PROCESS_PORTS } from '../paths';

const root = path.resolve(__dirname, '../../..');
const MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
const PROXY = `http://127.0.0.1:${MULTI_PROCESS_PORTS.proxy}`;
const ADMIN = 'multi-admin@pepperatlas.test';

let web: FakeWeb;
let databaseUrl: string;
let database: string;
const servers: ChildProcess[] = [];
let proxy: http.Server;
/** Which process answered each request, in order. */
const servedBy: string[] = [];

function startServer(port: number): ChildProcess {
  const child = spawnApiServer({
    root,
    port,
    env: {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: PROXY,
      TRUST_PROXY: '1',
      ADMIN_EMAILS: '',
      SESSION_SECRET: 'multi-process-secret-that-is-long-enough-0123',
      IMAGE_SEARCH_URL: web.searchUrl,
      SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
      RATE_LIMIT_MAX: '',
    },
  });
  servers.push(child);
  return child;
}

/** Round robin over the two processes; adds the client's address the way a proxy does. */
function startProxy(): Promise<void> {
  const backends = [MULTI_PROCESS_PORTS.first, MULTI_PROCESS_PORTS.second];
  let next = 0;
  proxy = http.createServer((req, res) => {
    const port = backends[next++ % backends.length];
    servedBy.push(port === MULTI_PROCESS_PORTS.first ? 'first' : 'second');
    // The address the balancer saw; tests name one per simulated client (x-test-client), else the socket's.
    const client = (req.headers['x-test-client'] as string | undefined) ?? req.socket.remoteAddress;
    const forwarded = [req.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(MULTI_PROCESS_PORTS.proxy, '127.0.0.1', resolve));
}

test.describe('two API processes behind a load balancer', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    web = await startFakeWeb();
    database = `pepper_e2e_multi_${Date.now()}`;
    const admin = await mysql.createConnection({ uri: MYSQL_URL.replace(/\/[^/]*$/, '/') });
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    databaseUrl = MYSQL_URL.replace(/\/[^/]*$/, `/${database}`);
    // The first process migrates and seeds; the second finds it done.
    startServer(MULTI_PROCESS_PORTS.first);
    await serverReady(`http://127.0.0.1:${MULTI_PROCESS_PORTS.first}`);
    startServer(MULTI_PROCESS_PORTS.second);
    await serverReady(`http://127.0.0.1:${MULTI_PROCESS_PORTS.second}`);
    await startProxy();
  });

  test.afterAll(async () => {
    for (const child of servers) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => proxy?.close(resolve));
    await web?.close();
    const admin = await mysql.createConnection({ uri: MYSQL_URL.replace(/\/[^/]*$/, '/') });
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
  });

  const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${PROXY}${url}`, {
      method: 'POST',
      headers: { origin: PROXY, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });

  test('the sign-in limit of one address holds across both processes', async () => {
    // The client also forges an X-Forwarded-For entry of its own each time: it must not help.
    const from = (i: number) => ({ 'x-test-client': '203.0.113.50', 'x-forwarded-for': `10.0.0.${i}` });
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push(
        (await post('/api/auth/login', { email: `guess${i}@example.com`, password: 'not it' }, from(i)))
          .status,
      );
    // Ten a minute per address, counted once for both processes.
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429, 429, 429]);
    expect(new Set(servedBy.slice(-14))).toEqual(new Set(['first', 'second']));
  });

  test('an image-research run started through one process reports its progress through the other', async () => {
    const client = { 'x-test-client': '203.0.113.60' };
    expect(
      (await post('/api/auth/register', { email: ADMIN, password: 'correct horse battery staple' }, client))
        .status,
    ).toBe(202);
    const register = await post(
      '/api/auth/register/confirm',
      { email: ADMIN, code: await mailedCode(ADMIN) },
      client,
    );
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')!.split(';')[0];
    // The operator's way to make an administrator, against the shared database.
    await new Promise<void>((resolve, reject) => {
      const grant = spawn('npx', ['tsx', 'api/src/cli/admin.ts', 'grant', ADMIN], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: 'ignore',
      });
      grant.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`grant exited with ${code}`))));
    });
    let release!: () => void;
    web.gate = new Promise<void>((resolve) => (release = resolve));
    const started = await post('/api/admin/update-pepper-images', undefined, { cookie });
    expect(started.status).toBe(202);
    const startedOn = servedBy.at(-1);
    const status = async () => {
      const res = await fetch(`${PROXY}/api/admin/update-pepper-images/status`, { headers: { cookie } });
      return {
        on: servedBy.at(-1),
        body: (await res.json()) as {
          status: string;
          progress: number;
          result?: { processedPeppers: number };
        },
      };
    };
    const first = await status();
    expect(first.on).not.toBe(startedOn);
    expect(first.body.status).toBe('running');
    release();
    web.gate = null;
    let last = first;
    await expect
      .poll(async () => (last = await status()).body.status, { timeout: 60_000 })
      .not.toBe('running');
    expect(last.body).toMatchObject({ status: 'complete', progress: 100 });
    expect(last.body.result!.processedPeppers).toBeGreaterThan(500);
  });

  test('a favorite added through one process is read through the other', async ({ page }) => {
    const found = (await (await fetch(`${PROXY}/api/peppers?page=1&limit=20&search=habanero`)).json()) as {
      peppers: { id: number; name: string }[];
    };
    const habanero = found.peppers.find((p) => p.name === 'Habanero')!;
    await page.goto(`${PROXY}/peppers/${habanero.id}`);
    const added = page.waitForResponse(
      (res) => res.url().endsWith('/api/user/favorites') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Add Habanero to favorites' }).click();
    expect((await added).status()).toBe(201);
    await expect(page.getByRole('button', { name: 'Remove Habanero from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const addedOn = servedBy.at(-1);
    for (let i = 0; i < 2; i++) {
      const list = await page.request.get(`${PROXY}/api/user/favorites`);
      expect(
        ((await list.json()) as { pepperId: number | null }[]).filter((f) => f.pepperId !== null),
      ).toHaveLength(1);
    }
    expect(new Set(servedBy.slice(-2)).size).toBe(2);
    expect(addedOn).toBeDefined();
    await page.goto(`${PROXY}/favorites`);
    await expect(page.getByRole('link', { name: 'Habanero', exact: true })).toBeVisible();
  });
});
