// Throughput of the catalog endpoints as a ratio to a trivial JSON route of the same server. These machines are
// noisy (the baseline alone moved from 10,800 to 18,900 req/s between two runs), so each route is measured in
// short rounds alternating with the baseline (hello, route, hello, route…), and the median of the per-round ratios
// counts, printed with their spread. Goal: a median of at least 0.4 for every catalog route, on both dialects.
// The load comes from Node's own HTTP client (bench/http-load.mjs), which costs the same for every answer's byte
// wherever it comes from.
import mysql from 'mysql2/promise';
import { load as httpLoad } from './http-load.mjs';
import { startServer } from './lib.mjs';

const GOAL = 0.4;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));

const load = (url) =>
  httpLoad(url, { connections: 20, seconds: ROUND_SECONDS, headers: { 'accept-encoding': 'br, gzip' } });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Alternating rounds of the baseline and the route: the ratio of each pair, measured seconds apart. */
async function interleaved(base, path) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const hello = await load(`${base}/api/bench/hello`);
    const route = await load(`${base}${path}`);
    if (route.non2xx) throw new Error(`${path} answered ${route.non2xx} non-2xx responses`);
    rounds.push({
      hello: hello.requests.average,
      route: route.requests.average,
      p99: route.latency.p99,
      ratio: route.requests.average / hello.requests.average,
    });
  }
  return rounds;
}

/** Every catalog read the app serves, as the app requests it (BENCH_API_ROUTES="name,name" measures a few). */
const catalogRoutes = (pepperId) => [
  ['plain list', '/api/peppers'],
  ['first page', '/api/peppers?page=1&limit=20'],
  ['search page', '/api/peppers?page=1&limit=20&search=hab'],
  ['suggestions', '/api/peppers/suggest?q=hab'],
  ['all peppers', '/api/peppers/all'],
  ['letters', '/api/peppers/letters'],
  ['pepper by id', `/api/peppers/${pepperId}`],
  ['pepper image', `/api/images/peppers/${pepperId}.svg`],
  ['recipes', '/api/recipes'],
  ['recipe cards', '/api/recipes/summaries'],
  ['recipe search', '/api/recipes/summaries?search=salsa'],
  ['stats', '/api/stats'],
  ['offline pack', '/api/offline-pack'],
];
const only = process.env.BENCH_API_ROUTES?.split(',').map((name) => name.trim());

async function benchDialect(label, env) {
  const server = await startServer({ port: 4391, env: { BENCH_ROUTES: '1', ...env } });
  try {
    const first = await (await fetch(`${server.url}/api/peppers?page=1&limit=1`)).json();
    const id = first.peppers[0].id;
    const targets = catalogRoutes(id).filter(([name]) => !only || only.includes(name));
    await load(`${server.url}/api/bench/hello`); // warm up the process and caches
    console.log(
      `\nAPI on ${label}: ${ROUNDS} alternating rounds of ${ROUND_SECONDS}s (hello, route, hello, route…), 20 connections, accept-encoding br, gzip`,
    );
    console.log(
      `  ${'route'.padEnd(14)} ${'median ratio'.padStart(12)}  ${'spread (min–max)'.padEnd(17)} ${'route req/s'.padStart(11)} ${'hello req/s'.padStart(11)}  p99`,
    );
    const failures = [];
    for (const [name, path] of targets) {
      const rounds = await interleaved(server.url, path);
      const ratios = rounds.map((r) => r.ratio);
      const mid = median(ratios);
      console.log(
        `  ${name.padEnd(14)} ${mid.toFixed(2).padStart(12)}  ${`${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`.padEnd(17)} ${median(
          rounds.map((r) => r.route),
        )
          .toFixed(0)
          .padStart(11)} ${median(rounds.map((r) => r.hello))
          .toFixed(0)
          .padStart(11)}  ${median(rounds.map((r) => r.p99))} ms`,
      );
      console.log(`  ${''.padEnd(14)} rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
      if (mid < GOAL) failures.push(`${label} ${name} median ratio ${mid.toFixed(2)} < ${GOAL}`);
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
