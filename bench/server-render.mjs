// Server rendering, measured on the production build: how long an anonymous document takes per route with the
// document cache warm and with it off (every page rendered afresh), beside the time the JSON API takes for the
// same data (the page's first reads), and the throughput of an anonymous pepper page as a ratio to the
// hello-world route of the same server in the same run. Goal: ratio >= 0.3.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startServer } from './lib.mjs';
import { LIGHTHOUSE_ROUTES } from './lighthouse.mjs';

const GOAL = 0.3;
const SAMPLES = Number(process.env.RENDER_SAMPLES ?? 40);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

/** The nine main routes and a recipe page. */
const ROUTES = [...LIGHTHOUSE_ROUTES, '/recipes/1'];

/** The API reads a rendered page carries (its query state): the same data, requested from the JSON API. */
async function readsOf(base, route) {
  const html = await (await fetch(`${base}${route}`)).text();
  const json = html.match(/<script type="application\/json" id="query-state">([^<]*)<\/script>/)?.[1];
  // Answers known without reading (nobody signed in, no favorites) are no reads.
  const known = (answer) => answer === null || (Array.isArray(answer) && answer.length === 0);
  // A query's key starts with the address it reads; a page of the list adds its page and size.
  const address = ([path, kind, page, limit]) =>
    kind === 'page' ? `${path}?page=${page}&limit=${limit}` : path;
  return json
    ? JSON.parse(json)
        .queries.filter(({ state }) => !known(state.data))
        .map(({ queryKey }) => address(queryKey))
    : [];
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timed(url, headers = { 'accept-encoding': 'br, gzip' }) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/** p50 and p95 of SAMPLES sequential fetches of `urls` (their times added per sample). */
async function latency(base, urls) {
  if (!urls.length) return null;
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    let total = 0;
    for (const url of urls) total += await timed(`${base}${url}`);
    samples.push(total);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const ms = (figure) =>
  figure ? `${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)}`.padEnd(15) : '—'.padEnd(15);

function load(url) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections: 20, duration: DURATION_S, headers: { 'accept-encoding': 'br, gzip' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

async function renderTimes(port, env) {
  const server = await startServer({ port, env: { BENCH_ROUTES: '1', ...env } });
  try {
    const rows = [];
    for (const route of ROUTES) {
      const reads = await readsOf(server.url, route); // also loads the remote's server build once, as in use
      rows.push({ route, page: await latency(server.url, [route]), api: await latency(server.url, reads) });
    }
    return { rows, server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function runServerRenderBench() {
  console.log(`\n=== Server rendering (anonymous, ${SAMPLES} sequential requests per route, p50 / p95 ms)`);
  const cold = await renderTimes(4395, { SERVER_RENDER_CACHE: '0' });
  await cold.server.stop();
  const warm = await renderTimes(4396, {});
  const failures = [];
  try {
    console.log('route            warm document  cold document  JSON API (same data)');
    warm.rows.forEach((row, i) => {
      console.log(`${row.route.padEnd(16)} ${ms(row.page)}${ms(cold.rows[i].page)}${ms(row.api)}`);
    });

    await load(`${warm.server.url}/api/bench/hello`); // warm up
    const hello = await load(`${warm.server.url}/api/bench/hello`);
    const page = await load(`${warm.server.url}/peppers/1000`);
    if (page.non2xx) throw new Error(`/peppers/1000 answered ${page.non2xx} non-2xx responses`);
    const ratio = page.requests.average / hello.requests.average;
    console.log(
      `\nHTML throughput (${DURATION_S}s, 20 connections): /peppers/1000 ${page.requests.average.toFixed(0)} req/s, ` +
        `hello ${hello.requests.average.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (goal >= ${GOAL})`,
    );
    if (ratio < GOAL)
      failures.push(`server-rendered pepper page throughput ratio ${ratio.toFixed(2)} < ${GOAL}`);
  } finally {
    await warm.server.stop();
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = await runServerRenderBench();
  if (failures.length) {
    console.log(`\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}
