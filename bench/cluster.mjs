// Scale-out on this machine: nginx in front of three API processes on MariaDB and Redis, with nginx's shared cache
// (proxy_cache) keeping what the API marks public. In one run it measures anonymous read throughput (pepper, recipe
// and list pages and catalog reads) through the cache and through the same balancer without it, and the share the
// cache answered. Then a mixed load for about a minute: anonymous readers through the cache, signed-in members
// reading and writing their garden, seed stash, favorites and account, visitors writing with idempotency keys, and
// one process killed with SIGKILL mid-run and started again. It checks that no personal answer came from the cache
// or went to another client, that no read failed, that every acknowledged write is stored once, and how long a
// content change takes to be seen through the cache (the processes report it to a purge adapter, which refreshes
// the changed addresses in nginx).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { root } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/pepper_cluster';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LB_PORT = 4600;
const API_PORTS = [4601, 4602, 4603];
/** The same balancer without the shared cache, for the comparison. */
const UNCACHED_PORT = 4604;
const PURGE_PORT = 4605;
const PUBLIC_URL = `http://127.0.0.1:${LB_PORT}`;
const UNCACHED_URL = `http://127.0.0.1:${UNCACHED_PORT}`;
const REFRESH_SECRET = randomBytes(12).toString('hex');
/** Responses the shared cache served itself, from nginx's $upstream_cache_status. */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);
const S_MAXAGE_SECONDS = 300;
const LOAD_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const KILL_AT_S = Math.round(LOAD_SECONDS * 0.4);
const MEMBERS = 12;
const VISITORS = 12;
const READERS = 12;
const PASSWORD = 'cluster bench password';
const THROUGHPUT_SECONDS = 3;
const THROUGHPUT_ROUNDS = 7;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/* ------------------------------------------------------------------ processes */

const children = new Set();
const killTree = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
process.once('exit', () => {
  for (const child of children) killTree(child, 'SIGKILL');
});

function startApi(port) {
  const child = spawn('npx', ['tsx', 'api/src/server.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: MYSQL_URL,
      REDIS_URL,
      PUBLIC_URL,
      // Each process is also queried directly (the sessions check at the end), and through the uncached balancer.
      ALLOWED_HOSTS: [...API_PORTS, UNCACHED_PORT].map((p) => `127.0.0.1:${p}`).join(','),
      CACHE_PURGE_URL: `http://127.0.0.1:${PURGE_PORT}/purge`,
      CACHE_PURGE_TOKEN: REFRESH_SECRET,
      TRUST_PROXY: '1',
      SESSION_SECRET: 'cluster-bench-session-secret-0123456789abcdef',
      // Every request comes from this one machine: the per-address budgets would otherwise be the subject.
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'error',
    },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function ready(url, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready`);
}

function startNginx(ports) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-nginx-'));
  // nginx's workers (not the user who started it) open the cache files under it.
  fs.chmodSync(prefix, 0o755);
  const conf = fs
    .readFileSync(path.join(here, 'cluster-nginx.conf'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', String(LB_PORT))
    .replaceAll('{{LISTEN_UNCACHED}}', String(UNCACHED_PORT))
    .replaceAll('{{REFRESH_SECRET}}', REFRESH_SECRET)
    .replace(
      '{{UPSTREAMS}}',
      ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n'),
    );
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  return { child, log: path.join(prefix, 'cache.log') };
}

/** The access log's lines from `offset` on: what the cache answered each request with. */
function cacheLines(log, offset = 0) {
  const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(offset) : '';
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, code, session, uri] = line.split(' ');
      return { status, code: Number(code), session: session === '1', uri: uri?.replace(/^"|"$/g, '') };
    });
}
const logSize = (log) => (fs.existsSync(log) ? fs.statSync(log).size : 0);

/**
 * The deployment's purge adapter: the API processes POST the addresses a content change made stale, and it
 * requests each from nginx again (with the refresh header, once per cached encoding), replacing the cached copy.
 */
function startPurgeAdapter() {
  const purges = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      if (req.headers.authorization !== `Bearer ${REFRESH_SECRET}`) return res.writeHead(401).end();
      const { paths } = JSON.parse(body);
      purges.push({ at: Date.now(), paths: paths.length });
      res.writeHead(204).end();
      for (const p of paths)
        for (const encoding of ['br', 'gzip', ''])
          await fetch(`${PUBLIC_URL}${p}`, {
            headers: { 'x-cache-refresh': REFRESH_SECRET, 'accept-encoding': encoding },
          })
            .then((r) => r.arrayBuffer())
            .catch(() => undefined);
    });
  });
  return new Promise((resolve) =>
    server.listen(PURGE_PORT, '127.0.0.1', () => resolve({ purges, close: () => server.close() })),
  );
}

/* ------------------------------------------------------------------ a client that keeps its cookie */

class Client {
  cookie = '';
  constructor(base) {
    this.base = base;
  }
  async send(method, url, body, headers = {}) {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        origin: PUBLIC_URL,
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const set = res.headers.getSetCookie?.() ?? [];
    for (const c of set) {
      const pair = c.split(';')[0];
      if (pair.startsWith('pepper.sid=')) this.cookie = pair;
    }
    const text = await res.text();
    return {
      status: res.status,
      text,
      headers: {
        'retry-after': res.headers.get('retry-after'),
        'x-cache': res.headers.get('x-cache'),
        'cache-control': res.headers.get('cache-control'),
        'set-cookie': set.length > 0,
      },
    };
  }
}

const counts = {
  reads: { sent: 0, failed: 0 },
  personalReads: { sent: 0, failed: 0 },
  signIns: { sent: 0, failed: 0, retries: 0 },
  favorites: { sent: 0, failed: 0, retries: 0 },
  gardenWrites: { sent: 0, failed: 0, retries: 0 },
  seedPackets: { sent: 0, failed: 0, retries: 0 },
};
const failures = new Map();
const noteFailure = (kind, what) =>
  failures.set(`${kind}: ${what}`, (failures.get(`${kind}: ${what}`) ?? 0) + 1);
const acknowledged = new Set();
/** Personal answers that came from the cache, or held another client's data. */
const leaks = { fromCache: 0, toAnother: 0, anonymousWithPersonal: 0, publicWithCookie: 0 };
const noteLeak = (kind, what) => {
  leaks[kind]++;
  noteFailure('leak', `${kind} ${what}`);
};

/**
 * A write sent until it is answered, every try with the same key, for up to 40 s. A 409 means the key's first
 * try still holds it: one that died with its process holds it until its lease (the write deadline) runs out.
 */
async function write(kind, client, method, url, body) {
  const key = randomUUID();
  counts[kind].sent++;
  let last = '';
  const giveUpAt = Date.now() + 40_000;
  for (let attempt = 0; Date.now() < giveUpAt; attempt++) {
    if (attempt) counts[kind].retries++;
    let wait = Math.min(150 * (attempt + 1), 2000);
    try {
      const res = await client.send(method, url, body, { 'idempotency-key': key });
      if (res.status < 300) return res;
      last = `${res.status} ${res.text.replace(/\s+/g, ' ').slice(0, 80)}`;
      if (![409, 502, 503, 504].includes(res.status)) break;
      wait = Math.max(wait, Number(res.headers?.['retry-after'] ?? 0) * 1000);
    } catch (err) {
      last = err.cause?.code ?? err.name;
    }
    await sleep(wait);
  }
  counts[kind].failed++;
  noteFailure(kind, last);
  return null;
}

/** Every member's email and the labels of their rows: none may appear in another client's answer. */
const PERSONAL_MARKERS = [];

/** An anonymous read through the cache: it must fail never, set no cookie, and hold nothing of anyone's. */
async function read(client, url) {
  counts.reads.sent++;
  try {
    const res = await client.send('GET', url);
    if (res.status !== 200) {
      counts.reads.failed++;
      noteFailure('read', `${res.status} ${url.split('?')[0]}`);
      return;
    }
    if (!client.cookie) {
      if (res.headers['set-cookie']) noteLeak('anonymousWithPersonal', `set-cookie on ${url}`);
      const marker = PERSONAL_MARKERS.find((m) => res.text.includes(m));
      if (marker) noteLeak('anonymousWithPersonal', url);
    } else if (/public/.test(res.headers['cache-control'] ?? '')) noteLeak('publicWithCookie', url);
  } catch (err) {
    counts.reads.failed++;
    noteFailure('read', `${err.cause?.code ?? err.name} ${err.cause?.message ?? ''} ${url.split('?')[0]}`);
  }
}

/** A member's own read: from the API (never the cache), and holding only what is theirs. */
async function personalRead(client, url, own) {
  counts.personalReads.sent++;
  try {
    const res = await client.send('GET', url);
    if (res.status !== 200) {
      counts.personalReads.failed++;
      noteFailure('personal read', `${res.status} ${url}`);
      return;
    }
    if (FROM_CACHE.has(res.headers['x-cache'])) noteLeak('fromCache', url);
    if (/public/.test(res.headers['cache-control'] ?? '')) noteLeak('publicWithCookie', url);
    const other = PERSONAL_MARKERS.find(
      (m) => !m.startsWith(own.prefix) && m !== own.email && res.text.includes(m),
    );
    if (other) noteLeak('toAnother', `${url} held ${other}`);
    if (url === '/api/user' && JSON.parse(res.text).email !== own.email) noteLeak('toAnother', url);
  } catch (err) {
    counts.personalReads.failed++;
    noteFailure('personal read', err.cause?.code ?? err.name);
  }
}

/** A sign-in is a write too: sent again with its key when the answer was lost. */
const signIn = async (client, email) =>
  Boolean(await write('signIns', client, 'POST', '/api/auth/login', { email, password: PASSWORD }));

/** Real variety and recipe ids, read from the catalog once the processes are up. */
let PEPPER_IDS = [];
let RECIPE_IDS = [];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** What anonymous readers request: pepper, recipe and list pages, and catalog reads. */
const ANONYMOUS = [
  () => `/peppers/${pick(PEPPER_IDS)}`,
  () => `/recipes/${pick(RECIPE_IDS)}`,
  () => '/peppers',
  () => '/recipes',
  () => '/',
  () => `/api/peppers/${pick(PEPPER_IDS)}`,
  () => `/api/peppers?page=1&limit=20`,
  () => '/api/recipes',
  () => '/api/peppers/letters',
  () => '/api/stats',
];
const PERSONAL = ['/api/user', '/api/user/favorites', '/api/garden', '/api/garden/seeds'];
let labelSeq = 0;

async function plant(client, prefix) {
  const label = `${prefix}${++labelSeq}`;
  const res = await write('gardenWrites', client, 'POST', '/api/garden/plantings', {
    pepperId: pick(PEPPER_IDS),
    count: 1,
    place: 'container',
    label,
    sownOn: '2026-03-01',
  });
  if (res) acknowledged.add(label);
}

async function member(email, index, until) {
  const client = new Client(PUBLIC_URL);
  const own = { email, prefix: `cluster-m${index}-` };
  while (!(await signIn(client, email)) && Date.now() < until) await sleep(500);
  let i = 0;
  while (Date.now() < until) {
    i++;
    await read(client, pick(ANONYMOUS)());
    await personalRead(client, PERSONAL[i % PERSONAL.length], own);
    if (i % 3 === 0)
      await write('favorites', client, 'POST', '/api/user/favorites', { pepperId: pick(PEPPER_IDS) });
    if (i % 4 === 0) await plant(client, own.prefix);
    if (i % 7 === 0)
      await write('seedPackets', client, 'POST', '/api/garden/seeds', {
        pepperId: pick(PEPPER_IDS),
        source: 'shop',
        year: 2026,
        seedsLeft: 10,
        note: `${own.prefix}seeds-${i}`,
      });
    if (i % 25 === 0) await signIn(client, email);
  }
  return client;
}

/** A visitor without an account who plants: the session it starts makes its reads personal. */
async function visitor(index, until) {
  const client = new Client(PUBLIC_URL);
  let i = 0;
  while (Date.now() < until) {
    i++;
    await read(client, pick(ANONYMOUS)());
    if (i % 5 === 0) await plant(client, `cluster-v${index}-`);
  }
}

/** Someone who only reads, with no cookie: every answer may come from the cache. */
async function reader(until) {
  const client = new Client(PUBLIC_URL);
  while (Date.now() < until) await read(client, pick(ANONYMOUS)());
}

/* ------------------------------------------------------------------ the run */

/**
 * Anonymous read throughput against `url`: the mix of pages and catalog reads, spread over many ids. The load
 * generator runs on two threads (the machine's cores), so that it is not what the cached side waits for.
 */
function reads(url) {
  const paths = [
    ...PEPPER_IDS.slice(0, 40).flatMap((id) => [`/peppers/${id}`, `/api/peppers/${id}`]),
    ...RECIPE_IDS.slice(0, 10).map((id) => `/recipes/${id}`),
    '/peppers',
    '/recipes',
    '/',
    '/api/peppers?page=1&limit=20',
    '/api/peppers?page=2&limit=20',
    '/api/recipes',
    '/api/peppers/letters',
  ];
  // Each run starts the list at a place of its own, so no address is always requested first.
  const shift = Math.floor(Math.random() * paths.length);
  const order = [...paths.slice(shift), ...paths.slice(0, shift)];
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 24,
        workers: 2,
        duration: THROUGHPUT_SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: order.map((path) => ({ method: 'GET', path })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

async function preconditions(db) {
  if (!NGINX) return 'nginx is not installed (apt-get install nginx)';
  try {
    await db.query('select 1');
  } catch {
    return `MariaDB/MySQL is not reachable at ${MYSQL_URL}`;
  }
  const redis = spawnSync('redis-cli', ['-u', REDIS_URL, 'ping'], { encoding: 'utf8' });
  if (redis.stdout?.trim() !== 'PONG') return `Redis is not reachable at ${REDIS_URL}`;
  return null;
}

function hashPassword(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function runClusterBench() {
  console.log(
    '\nCluster: nginx (with its shared cache) in front of three API processes on MariaDB and Redis',
  );
  const name = new URL(MYSQL_URL).pathname.slice(1);
  const admin = await mysql.createConnection({ uri: MYSQL_URL.replace(/\/[^/]*$/, '/') }).catch(() => null);
  if (!admin) return [`cluster: MariaDB/MySQL is not reachable at ${MYSQL_URL}`];
  const problem = await preconditions(admin);
  if (problem) {
    await admin.end();
    return [`cluster: ${problem}`];
  }
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  spawnSync('redis-cli', ['-u', REDIS_URL, 'flushdb']);
  const out = [];
  const adapter = await startPurgeAdapter();
  try {
    // The first process migrates and seeds; the others start on the ready database.
    const apis = new Map();
    apis.set(API_PORTS[0], startApi(API_PORTS[0]));
    await ready(`http://127.0.0.1:${API_PORTS[0]}`);
    for (const port of API_PORTS.slice(1)) apis.set(port, startApi(port));
    await Promise.all(API_PORTS.map((p) => ready(`http://127.0.0.1:${p}`)));
    const nginx = startNginx(API_PORTS);
    await ready(PUBLIC_URL, 20);
    await ready(UNCACHED_URL, 20);
    const cards = await (await fetch(`${PUBLIC_URL}/api/peppers/all`)).json();
    PEPPER_IDS = cards.slice(0, 200).map((p) => p.id);
    RECIPE_IDS = (await (await fetch(`${PUBLIC_URL}/api/recipes`)).json()).map((r) => r.id);

    const db = await mysql.createConnection({ uri: MYSQL_URL });
    const hash = hashPassword(PASSWORD);
    const emails = Array.from({ length: MEMBERS }, (_, i) => `grower${i}@cluster.test`);
    PERSONAL_MARKERS.push(
      ...emails,
      ...emails.map((_, i) => `cluster-m${i}-`),
      ...Array.from({ length: VISITORS }, (_, i) => `cluster-v${i}-`),
    );
    const created = new Date().toISOString();
    for (const email of emails)
      await db.query(
        'insert into users (email, name, password_hash, is_admin, plan_type, created_at) values (?, ?, ?, 0, ?, ?)',
        [email, email.split('@')[0], hash, 'free', created],
      );

    // Anonymous read throughput through the balancer with its shared cache and without it, in alternating rounds.
    await reads(UNCACHED_URL);
    await reads(PUBLIC_URL);
    const rounds = [];
    let cachedLines = [];
    for (let i = 0; i < THROUGHPUT_ROUNDS; i++) {
      const without = await reads(UNCACHED_URL);
      await sleep(1200); // nginx writes its log each second
      const offset = logSize(nginx.log);
      const withCache = await reads(PUBLIC_URL);
      await sleep(1200);
      cachedLines = cachedLines.concat(cacheLines(nginx.log, offset));
      rounds.push({ without, withCache, ratio: withCache.requests.average / without.requests.average });
    }
    const throughputShare =
      cachedLines.filter((l) => FROM_CACHE.has(l.status)).length / Math.max(1, cachedLines.length);

    console.log(
      `  mixed load for ${LOAD_SECONDS} s: ${MEMBERS} members, ${VISITORS} visitors, ${READERS} anonymous readers; SIGKILL of :${API_PORTS[1]} at ${KILL_AT_S} s`,
    );
    const loadOffset = logSize(nginx.log);
    const started = Date.now();
    const until = started + LOAD_SECONDS * 1000;
    const killer = (async () => {
      await sleep(KILL_AT_S * 1000);
      const victim = apis.get(API_PORTS[1]);
      killTree(victim, 'SIGKILL');
      const killedAt = Date.now();
      await sleep(2000);
      apis.set(API_PORTS[1], startApi(API_PORTS[1]));
      await ready(`http://127.0.0.1:${API_PORTS[1]}`);
      return { killedAt: (killedAt - started) / 1000, backAfter: (Date.now() - killedAt) / 1000 };
    })();
    const members = await Promise.all([
      ...emails.map((email, i) => member(email, i, until)),
      ...Array.from({ length: VISITORS }, (_, i) => visitor(i, until)),
      ...Array.from({ length: READERS }, () => reader(until)),
    ]);
    const restart = await killer;
    const elapsed = (Date.now() - started) / 1000;
    await sleep(1200);
    const loadLines = cacheLines(nginx.log, loadOffset);

    // Every member's session on every process, queried directly.
    let valid = 0;
    let asked = 0;
    for (const client of members.slice(0, MEMBERS)) {
      for (const port of API_PORTS) {
        asked++;
        const direct = new Client(`http://127.0.0.1:${port}`);
        direct.cookie = client.cookie;
        const user = await direct.send('GET', '/api/user');
        if (user.status === 200 && JSON.parse(user.text).email) valid++;
      }
    }

    // A content change, made where content is released (the database), seen through the cache.
    const changed = PEPPER_IDS[3];
    const watched = [`/api/peppers/${changed}`, `/peppers/${changed}`];
    for (const url of watched) for (let i = 0; i < 2; i++) await (await fetch(`${PUBLIC_URL}${url}`)).text();
    const keptBefore = (await fetch(`${PUBLIC_URL}${watched[0]}`)).headers.get('x-cache');
    const newName = `Renamed ${Date.now()}`;
    await db.query('update peppers set name = ? where id = ?', [newName, changed]);
    await db.query("update meta set value = ? where `key` = 'catalog_version'", [String(Date.now())]);
    const changedAt = Date.now();
    const seenAfter = {};
    while (
      Object.keys(seenAfter).length < watched.length &&
      Date.now() - changedAt < (S_MAXAGE_SECONDS + 30) * 1000
    ) {
      for (const url of watched) {
        if (seenAfter[url] !== undefined) continue;
        const text = await (
          await fetch(`${PUBLIC_URL}${url}`, { headers: { 'accept-encoding': 'br, gzip' } })
        ).text();
        if (text.includes(newName)) seenAfter[url] = (Date.now() - changedAt) / 1000;
      }
      await sleep(250);
    }

    const [rows] = await db.query(
      "select label, count(*) as n from garden_plantings where label like 'cluster-%' group by label",
    );
    const [seedRows] = await db.query(
      "select count(*) as n from garden_seed_packets where note like 'cluster-%'",
    );
    await db.end();
    const stored = new Map(rows.map((r) => [r.label, Number(r.n)]));
    const duplicates = [...stored.values()].filter((n) => n > 1).length;
    const missing = [...acknowledged].filter((l) => !stored.has(l)).length;
    const unacknowledged = [...stored.keys()].filter((l) => !acknowledged.has(l)).length;
    const seedsAcknowledged = counts.seedPackets.sent - counts.seedPackets.failed;
    const seedsStored = Number(seedRows[0].n);
    const total = Object.values(counts).reduce((a, c) => a + c.sent, 0);

    const anonymous = loadLines.filter((l) => !l.session && l.code === 200);
    const mixedShare =
      anonymous.filter((l) => FROM_CACHE.has(l.status)).length / Math.max(1, anonymous.length);
    const personalFromCache = [...cachedLines, ...loadLines].filter(
      (l) => l.session && FROM_CACHE.has(l.status),
    ).length;
    const personalPaths = [...cachedLines, ...loadLines].filter(
      (l) => FROM_CACHE.has(l.status) && /^\/api\/(user|garden|me|identify|orders|subscription)/.test(l.uri),
    ).length;

    const { without, withCache, ratio } = [...rounds].sort((x, y) => x.ratio - y.ratio)[
      Math.floor(rounds.length / 2)
    ];
    console.log(
      `  anonymous reads      without the cache ${without.requests.average.toFixed(0)} req/s, with it ${withCache.requests.average.toFixed(0)} req/s: ${ratio.toFixed(2)}× (goal 2×; median of ${rounds.length} alternating rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; ${os.cpus().length} cores, load generator included)`,
    );
    console.log(
      `  answered by the cache ${(throughputShare * 100).toFixed(1)} % of the measured anonymous reads (goal 95 %), ${(mixedShare * 100).toFixed(1)} % of the mixed load's (from $upstream_cache_status)`,
    );
    console.log(
      `  killed at ${restart.killedAt.toFixed(1)} s, serving again ${restart.backAfter.toFixed(1)} s later`,
    );
    console.log(
      `  requests sent        ${total} in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s, logical; retries not counted)`,
    );
    for (const [kind, c] of Object.entries(counts))
      console.log(
        `    ${kind.padEnd(14)} ${String(c.sent).padStart(6)} sent  ${String(c.failed).padStart(4)} failed${'retries' in c ? `  ${c.retries} retried with the same key` : ''}`,
      );
    for (const [what, n] of failures) console.log(`      ${n} × ${what}`);
    console.log(
      `  personal answers     ${personalFromCache} to a request with a session from the cache, ${personalPaths} personal addresses from the cache, ${leaks.fromCache} members' reads from the cache, ${leaks.toAnother} holding another client's data, ${leaks.anonymousWithPersonal} anonymous answers holding anyone's data or a cookie, ${leaks.publicWithCookie} public answers to a request with a session`,
    );
    console.log(
      `  garden writes        ${acknowledged.size} acknowledged, ${stored.size} stored, ${duplicates} duplicates, ${missing} acknowledged but missing, ${unacknowledged} stored but never acknowledged`,
    );
    console.log(`  seed packets         ${seedsAcknowledged} acknowledged, ${seedsStored} stored`);
    console.log(
      `  sessions             ${valid} of ${asked} valid (each member asked on each of the ${API_PORTS.length} processes)`,
    );
    console.log(
      `  content change       kept by the cache before (${keptBefore}); seen through it after ${watched.map((u) => `${u} ${seenAfter[u]?.toFixed(1) ?? 'never'} s`).join(', ')} (s-maxage ${S_MAXAGE_SECONDS} s; ${adapter.purges.length} purge reports from the processes)`,
    );

    if (counts.reads.failed) out.push(`cluster: ${counts.reads.failed} reads failed`);
    if (counts.personalReads.failed)
      out.push(`cluster: ${counts.personalReads.failed} personal reads failed`);
    if (acknowledged.size !== stored.size || missing || unacknowledged)
      out.push(`cluster: ${acknowledged.size} writes acknowledged but ${stored.size} stored`);
    if (duplicates) out.push(`cluster: ${duplicates} duplicated writes`);
    if (seedsAcknowledged !== seedsStored)
      out.push(`cluster: ${seedsAcknowledged} seed packets acknowledged but ${seedsStored} stored`);
    if (valid !== asked) out.push(`cluster: ${asked - valid} sessions not honoured`);
    const leaked = personalFromCache + personalPaths + Object.values(leaks).reduce((a, n) => a + n, 0);
    if (leaked) out.push(`cluster: ${leaked} personal answers from the cache or to another client`);
    if (throughputShare < 0.95)
      out.push(
        `cluster: the cache answered ${(throughputShare * 100).toFixed(1)} % of anonymous reads (goal 95 %)`,
      );
    if (ratio < 2) out.push(`cluster: the cache multiplied anonymous reads by ${ratio.toFixed(2)} (goal 2)`);
    if (watched.some((u) => !(seenAfter[u] <= S_MAXAGE_SECONDS)))
      out.push(`cluster: a content change was not seen through the cache within ${S_MAXAGE_SECONDS} s`);
  } finally {
    adapter.close();
    for (const child of [...children]) killTree(child, 'SIGTERM');
    await sleep(500);
    for (const child of [...children]) killTree(child, 'SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
    await admin.end();
  }
  return out;
}
