// Scale-out on this machine: nginx in front of three API processes on MariaDB and Redis, a mixed load for about a
// minute (reads, sign-ins, favorites, garden writes with idempotency keys), and one process killed with SIGKILL
// mid-run and started again. Prints what was sent and what failed by kind, the writes acknowledged against the
// rows stored, the sessions every process still honours, and throughput against a single process.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
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
const PUBLIC_URL = `http://127.0.0.1:${LB_PORT}`;
const LOAD_SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const KILL_AT_S = Math.round(LOAD_SECONDS * 0.4);
const MEMBERS = 12;
const VISITORS = 12;
const PASSWORD = 'cluster bench password';
const THROUGHPUT_SECONDS = 5;

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
      // Each process is also asked directly (the sessions check at the end).
      ALLOWED_HOSTS: API_PORTS.map((p) => `127.0.0.1:${p}`).join(','),
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
  const conf = fs
    .readFileSync(path.join(here, 'cluster-nginx.conf'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', String(LB_PORT))
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
  return child;
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
    return { status: res.status, text, headers: { 'retry-after': res.headers.get('retry-after') } };
  }
}

const counts = {
  reads: { sent: 0, failed: 0 },
  signIns: { sent: 0, failed: 0, retries: 0 },
  favorites: { sent: 0, failed: 0, retries: 0 },
  gardenWrites: { sent: 0, failed: 0, retries: 0 },
};
const failures = new Map();
const noteFailure = (kind, what) =>
  failures.set(`${kind}: ${what}`, (failures.get(`${kind}: ${what}`) ?? 0) + 1);
const acknowledged = new Set();

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

async function read(client, url) {
  counts.reads.sent++;
  try {
    const res = await client.send('GET', url);
    if (res.status !== 200) {
      counts.reads.failed++;
      noteFailure('read', `${res.status} ${url.split('?')[0]}`);
    }
  } catch (err) {
    counts.reads.failed++;
    noteFailure('read', err.cause?.code ?? err.name);
  }
}

/** A sign-in is a write too: sent again with its key when the answer was lost. */
const signIn = async (client, email) =>
  Boolean(await write('signIns', client, 'POST', '/api/auth/login', { email, password: PASSWORD }));

/** Real variety ids, read from the catalog once the processes are up. */
let PEPPER_IDS = [];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const READS = [
  () => `/api/peppers?page=${1 + Math.floor(Math.random() * 20)}&limit=20`,
  () => `/api/peppers/${pick(PEPPER_IDS)}`,
  () => '/api/recipes',
  () => `/api/peppers?search=${pick(['hab', 'jalap', 'ghost', 'scotch', 'cayen'])}`,
  () => '/api/stats',
];
let labelSeq = 0;

async function plant(client) {
  const label = `cluster-${process.pid}-${++labelSeq}`;
  const res = await write('gardenWrites', client, 'POST', '/api/garden/plantings', {
    pepperId: pick(PEPPER_IDS),
    count: 1,
    place: 'container',
    label,
    sownOn: '2026-03-01',
  });
  if (res) acknowledged.add(label);
}

async function member(email, until) {
  const client = new Client(PUBLIC_URL);
  while (!(await signIn(client, email)) && Date.now() < until) await sleep(500);
  let i = 0;
  while (Date.now() < until) {
    i++;
    await read(client, pick(READS)());
    if (i % 3 === 0)
      await write('favorites', client, 'POST', '/api/user/favorites', { pepperId: pick(PEPPER_IDS) });
    if (i % 4 === 0) await plant(client);
    if (i % 25 === 0) await signIn(client, email);
  }
  return client;
}

async function visitor(until) {
  const client = new Client(PUBLIC_URL);
  let i = 0;
  while (Date.now() < until) {
    i++;
    await read(client, pick(READS)());
    if (i % 5 === 0) await plant(client);
  }
}

/* ------------------------------------------------------------------ the run */

function reads(url) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 24,
        duration: THROUGHPUT_SECONDS,
        requests: [{ path: '/api/peppers?page=2&limit=20' }, { path: `/api/peppers/${PEPPER_IDS[10]}` }],
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
  console.log('\nCluster: nginx in front of three API processes on MariaDB and Redis');
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
  try {
    // The first process migrates and seeds; the others start on the ready database.
    const apis = new Map();
    apis.set(API_PORTS[0], startApi(API_PORTS[0]));
    await ready(`http://127.0.0.1:${API_PORTS[0]}`);
    for (const port of API_PORTS.slice(1)) apis.set(port, startApi(port));
    await Promise.all(API_PORTS.map((p) => ready(`http://127.0.0.1:${p}`)));
    startNginx(API_PORTS);
    await ready(PUBLIC_URL, 20);
    const cards = await (await fetch(`${PUBLIC_URL}/api/peppers/all`)).json();
    PEPPER_IDS = cards.slice(0, 200).map((p) => p.id);

    const db = await mysql.createConnection({ uri: MYSQL_URL });
    const hash = hashPassword(PASSWORD);
    const emails = Array.from({ length: MEMBERS }, (_, i) => `grower${i}@cluster.test`);
    const created = new Date().toISOString();
    for (const email of emails)
      await db.query(
        'insert into users (email, name, password_hash, is_admin, plan_type, created_at) values (?, ?, ?, 0, ?, ?)',
        [email, email.split('@')[0], hash, 'free', created],
      );

    // Throughput of the same reads through one process, then through the balancer, side by side.
    await reads(`http://127.0.0.1:${API_PORTS[0]}`);
    const single = await reads(`http://127.0.0.1:${API_PORTS[0]}`);
    const balanced = await reads(PUBLIC_URL);

    console.log(
      `  mixed load for ${LOAD_SECONDS} s: ${MEMBERS} members, ${VISITORS} visitors; SIGKILL of :${API_PORTS[1]} at ${KILL_AT_S} s`,
    );
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
      ...emails.map((email) => member(email, until)),
      ...Array.from({ length: VISITORS }, () => visitor(until)),
    ]);
    const restart = await killer;
    const elapsed = (Date.now() - started) / 1000;

    // Every member's session on every process, asked directly.
    let valid = 0;
    let asked = 0;
    for (const client of members.filter(Boolean)) {
      for (const port of API_PORTS) {
        asked++;
        const direct = new Client(`http://127.0.0.1:${port}`);
        direct.cookie = client.cookie;
        const user = await direct.send('GET', '/api/user');
        if (user.status === 200 && JSON.parse(user.text).email) valid++;
      }
    }

    const [rows] = await db.query(
      "select label, count(*) as n from garden_plantings where label like 'cluster-%' group by label",
    );
    await db.end();
    const stored = new Map(rows.map((r) => [r.label, Number(r.n)]));
    const duplicates = [...stored.values()].filter((n) => n > 1).length;
    const missing = [...acknowledged].filter((l) => !stored.has(l)).length;
    const unacknowledged = [...stored.keys()].filter((l) => !acknowledged.has(l)).length;
    const total = Object.values(counts).reduce((a, c) => a + c.sent, 0);

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
      `  garden writes        ${acknowledged.size} acknowledged, ${stored.size} stored, ${duplicates} duplicates, ${missing} acknowledged but missing, ${unacknowledged} stored but never acknowledged`,
    );
    console.log(
      `  sessions             ${valid} of ${asked} valid (each member asked on each of the ${API_PORTS.length} processes)`,
    );
    const ratio = balanced.requests.average / single.requests.average;
    console.log(
      `  throughput (reads)   one process ${single.requests.average.toFixed(0)} req/s, three behind nginx ${balanced.requests.average.toFixed(0)} req/s: ${ratio.toFixed(2)}× (${os.cpus().length} cores)`,
    );

    if (counts.reads.failed) out.push(`cluster: ${counts.reads.failed} reads failed`);
    if (acknowledged.size !== stored.size || missing || unacknowledged)
      out.push(`cluster: ${acknowledged.size} writes acknowledged but ${stored.size} stored`);
    if (duplicates) out.push(`cluster: ${duplicates} duplicated writes`);
    if (valid !== asked) out.push(`cluster: ${asked - valid} sessions not honoured`);
  } finally {
    for (const child of [...children]) killTree(child, 'SIGTERM');
    await sleep(500);
    for (const child of [...children]) killTree(child, 'SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
    await admin.end();
  }
  return out;
}
