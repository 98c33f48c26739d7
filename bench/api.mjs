// Throughput of the catalog endpoints as a ratio to a trivial JSON route of the same server in the same run
// (these machines are noisy, so only ratios measured side by side mean anything). Goal: at least 0.4 each.
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { startServer } from './lib.mjs';

const GOAL = 0.4;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 20, duration: DURATION_S, headers: { 'accept-encoding': 'br, gzip' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function benchDialect(label, env) {
  const server = await startServer({ port: 4391, env: { BENCH_ROUTES: '1', ...env } });
  try {
    const first = await (await fetch(`${server.url}/api/peppers?page=1&limit=1`)).json();
    const id = first.peppers[0].id;
    const targets = [
      ['hello (baseline)', '/api/bench/hello'],
      ['search page', '/api/peppers?page=1&limit=20&search=hab'],
      ['pepper by id', `/api/peppers/${id}`],
      ['plain list', '/api/peppers'],
    ];
    await load(`${server.url}/api/bench/hello`); // warm up the process and caches
    const rows = [];
    for (const [name, path] of targets) {
      const r = await load(`${server.url}${path}`);
      if (r.non2xx) throw new Error(`${path} answered ${r.non2xx} non-2xx responses`);
      rows.push({ name, path, rps: r.requests.average, p99: r.latency.p99 });
    }
    const base = rows[0].rps;
    console.log(`\nAPI on ${label} (${DURATION_S}s each, 20 connections, accept-encoding br, gzip)`);
    const failures = [];
    for (const row of rows) {
      const ratio = row.rps / base;
      console.log(
        `  ${row.name.padEnd(17)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${String(row.p99).padStart(4)} ms  ratio ${ratio.toFixed(2)}`,
      );
      if (row.path !== '/api/bench/hello' && ratio < GOAL)
        failures.push(`${label} ${row.name} ratio ${ratio.toFixed(2)} < ${GOAL}`);
    }
    return failures;
  } finally {
    await server.stop();
  }
}

export async function runApiBench() {
  const failures = await benchDialect('SQLite', {});
  const url = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/pepper_bench';
  try {
    const admin = await mysql.createConnection({ uri: url.replace(/\/[^/]+$/, '/') });
    await admin.query(`DROP DATABASE IF EXISTS \`${new URL(url).pathname.slice(1)}\``);
    await admin.query(`CREATE DATABASE \`${new URL(url).pathname.slice(1)}\``);
    await admin.end();
  } catch (error) {
    console.log(`\nMySQL not reachable at ${url}: ${error.message}; skipping the MySQL run`);
    return failures;
  }
  return failures.concat(await benchDialect('MySQL', { DATABASE_URL: url }));
}
