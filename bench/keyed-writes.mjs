// Keyed writes through process deaths, on SQLite and on MySQL: one API process takes garden plantings from a few
// writers, each sent with an Idempotency-Key and sent again with the same key until it is answered; the process
// is killed with SIGKILL while writes are in flight, several times, and started again on the same database.
// Afterwards every acknowledged planting must be stored, and stored once: acknowledged equals stored, with no
// duplicates. A write in flight when its process died holds its key until its lease (the write deadline, a query
// and a second: 36 s by default) runs out; its retry is answered 409 until then, and the writers wait for it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { spawnApiServer } from '../packages/e2e/api-server.mjs';
import { root } from './lib.mjs';

const PORT = 4397;
const BASE = `http://127.0.0.1:${PORT}`;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/pepper_keyed_writes';
const WRITERS = Number(process.env.BENCH_KEYED_WRITERS ?? 16);
const KILLS = Number(process.env.BENCH_KEYED_KILLS ?? 6);
/** Writes acknowledged after a (re)start before the next kill, so each kill lands among writes in flight. */
const WRITES_BETWEEN_KILLS = 40;
/** How long one write is sent again before the writer gives up on it (a lease is 36 s). */
const GIVE_UP_MS = 90_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The API's own SQLite driver, to count the rows once the process is gone. */
const Database = createRequire(path.join(root, 'api', 'package.json'))('better-sqlite3');

/* ------------------------------------------------------------------ the process */

let server = null;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
process.once('exit', () => server && killGroup(server, 'SIGKILL'));

async function start(env) {
  server = spawnApiServer({
    root,
    port: PORT,
    stderr: 'inherit',
    env: {
      // Every request comes from this one machine: the per-address budgets would otherwise be the subject.
      RATE_LIMIT_MAX: '100000000',
      SESSION_SECRET: 'keyed-writes-bench-session-secret-0123456789',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  const child = server;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the API process exited');
    try {
      if ((await fetch(`${BASE}/api/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error('the API process did not become ready');
}

function kill() {
  const child = server;
  server = null;
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    killGroup(child, 'SIGKILL');
  });
}

/* ------------------------------------------------------------------ the writers */

function writerRun(label) {
  const stats = { acknowledged: new Set(), sent: 0, retries: 0, failed: 0, inFlight: 0, lastFailure: '' };

  /** One planting, sent until it is answered, every try with the same key. */
  async function plant(cookie, pepperId, name) {
    const key = randomUUID();
    stats.sent++;
    const giveUpAt = Date.now() + GIVE_UP_MS;
    for (let attempt = 0; Date.now() < giveUpAt; attempt++) {
      if (attempt) stats.retries++;
      let wait = Math.min(100 * (attempt + 1), 1000);
      stats.inFlight++;
      try {
        const res = await fetch(`${BASE}/api/garden/plantings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: BASE,
            'idempotency-key': key,
            ...(cookie.value ? { cookie: cookie.value } : {}),
          },
          body: JSON.stringify({ pepperId, count: 1, place: 'container', label: name, sownOn: '2026-03-01' }),
          signal: AbortSignal.timeout(60_000),
        });
        const set = res.headers.getSetCookie().find((c) => c.startsWith('pepper.sid='));
        if (set) cookie.value = set.split(';')[0];
        await res.arrayBuffer();
        if (res.status < 300) {
          stats.acknowledged.add(name);
          return;
        }
        stats.lastFailure = String(res.status);
        if (![409, 502, 503, 504].includes(res.status)) break;
        wait = Math.max(wait, Number(res.headers.get('retry-after') ?? 0) * 1000);
      } catch (err) {
        stats.lastFailure = err.cause?.code ?? err.name;
      } finally {
        stats.inFlight--;
      }
      await sleep(wait);
    }
    stats.failed++;
  }

  return { stats, plant, label };
}

/* ------------------------------------------------------------------ one dialect */

async function storedRows(dialect, dataDir) {
  if (dialect === 'SQLite') {
    const db = new Database(path.join(dataDir, 'pepper-atlas.sqlite'), { readonly: true });
    try {
      return db
        .prepare("select label, count(*) as n from garden_plantings where label like 'kw-%' group by label")
        .all();
    } finally {
      db.close();
    }
  }
  const db = await mysql.createConnection({ uri: MYSQL_URL });
  try {
    const [rows] = await db.query(
      "select label, count(*) as n from garden_plantings where label like 'kw-%' group by label",
    );
    return rows;
  } finally {
    await db.end();
  }
}

async function runDialect(dialect, env, dataDir) {
  const started = Date.now();
  await start(env);
  const cards = await (await fetch(`${BASE}/api/peppers?page=1&limit=20`)).json();
  const pepperIds = cards.peppers.map((p) => p.id);
  const run = writerRun(dialect);
  let stop = false;
  let seq = 0;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    // Each writer is a visitor: its first write starts its session, and every later one carries the cookie.
    const cookie = { value: '' };
    while (!stop) await run.plant(cookie, pepperIds[(w + seq) % pepperIds.length], `kw-${w}-${++seq}`);
  });

  const kills = [];
  for (let k = 0; k < KILLS; k++) {
    const from = run.stats.acknowledged.size;
    while (run.stats.acknowledged.size < from + WRITES_BETWEEN_KILLS) await sleep(20);
    await sleep(Math.random() * 50);
    const inFlight = run.stats.inFlight;
    await kill();
    kills.push(inFlight);
    await start(env);
  }
  const from = run.stats.acknowledged.size;
  while (run.stats.acknowledged.size < from + WRITES_BETWEEN_KILLS) await sleep(20);
  stop = true;
  await Promise.all(writers);
  await kill();

  const rows = await storedRows(dialect, dataDir);
  const stored = new Map(rows.map((r) => [r.label, Number(r.n)]));
  const { acknowledged } = run.stats;
  const duplicates = [...stored.values()].filter((n) => n > 1).length;
  const missing = [...acknowledged].filter((l) => !stored.has(l)).length;
  const unacknowledged = [...stored.keys()].filter((l) => !acknowledged.has(l)).length;
  console.log(
    `  ${dialect.padEnd(6)} ${run.stats.sent} keyed writes from ${WRITERS} writers, ${kills.length} SIGKILLs with ${kills.join(', ')} writes on their way, ${run.stats.retries} retries with the same key, ${run.stats.failed} given up (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log(
    `         ${acknowledged.size} acknowledged, ${stored.size} stored, ${duplicates} duplicates, ${missing} acknowledged but missing, ${unacknowledged} stored but never acknowledged`,
  );
  const out = [];
  if (run.stats.failed)
    out.push(`keyed writes ${dialect}: ${run.stats.failed} writes given up (${run.stats.lastFailure})`);
  if (acknowledged.size !== stored.size || missing || unacknowledged)
    out.push(`keyed writes ${dialect}: ${acknowledged.size} acknowledged but ${stored.size} stored`);
  if (duplicates) out.push(`keyed writes ${dialect}: ${duplicates} duplicated writes`);
  return out;
}

export async function runKeyedWritesBench() {
  console.log('\nKeyed writes through SIGKILLs: acknowledged equals stored, with no duplicates');
  const failures = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-keyed-'));
  try {
    failures.push(...(await runDialect('SQLite', { DATA_DIR: dataDir }, dataDir)));
  } finally {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const name = new URL(MYSQL_URL).pathname.slice(1);
  const admin = await mysql.createConnection({ uri: MYSQL_URL.replace(/\/[^/]*$/, '/') }).catch(() => null);
  if (!admin) return [...failures, `keyed writes: MySQL is not reachable at ${MYSQL_URL}`];
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    failures.push(...(await runDialect('MySQL', { DATABASE_URL: MYSQL_URL }, null)));
  } finally {
    await kill();
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
    await admin.end();
  }
  return failures;
}
