// Legitimate catalog throughput while one hostile client sends unique queries, each asking for a large new
// list, as a ratio to the same traffic beside an ordinary client that sends as many requests from one address
// (measured side by side in one run: on two cores any second load generator takes CPU, so only the hostile
// queries' own cost is compared). Goal: at least 0.7.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './lib.mjs';

const GOAL = 0.7;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const HOSTILE_CONNECTIONS = 2;
const ROUNDS = 3;

/** Many people: each request from an address of its own, through one trusted proxy. */
function legitimate(url) {
  return autocannon({
    url,
    connections: 16,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': `10.${rand()}.${rand()}.${rand()}` },
        }),
      },
    ],
  });
}
const rand = () => Math.floor(Math.random() * 256);

/**
 * One client (a script on one address, a couple of connections), every query new and large. It runs in a
 * process of its own, so it does not slow the legitimate load generator down instead of the server.
 */
function oneAddress(base, mode, round) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./hostile-client.mjs', import.meta.url)),
        base,
        String(DURATION_S),
        String(HOSTILE_CONNECTIONS),
        mode,
        `198.51.${mode === 'plain' ? 100 : 101}.${round}`,
        String(round * 7919),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`hostile client exited with ${code}`)),
    );
  });
}

export async function runHostileBench() {
  const server = await startServer({ port: 4393, env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '' } });
  try {
    const target = `${server.url}/api/peppers?page=1&limit=20&search=hab`;
    await legitimate(target); // warm up
    const alone = await legitimate(target);
    // Alternate the two conditions and take medians: this machine's speed drifts from second to second.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [beside, ordinary] = await Promise.all([
        legitimate(target),
        oneAddress(server.url, 'plain', round),
      ]);
      const [under, attack] = await Promise.all([
        legitimate(target),
        oneAddress(server.url, 'unique', round),
      ]);
      rounds.push({
        beside,
        ordinary,
        under,
        attack,
        ratio: under.requests.average / beside.requests.average,
      });
    }
    const { beside, ordinary, under, attack, ratio } = [...rounds].sort((a, b) => a.ratio - b.ratio)[
      Math.floor(ROUNDS / 2)
    ];
    const refused = attack.refused;
    console.log(
      `\nCatalog under a hostile client (SQLite, ${DURATION_S}s each, 16 legitimate + ${HOSTILE_CONNECTIONS} one-address connections, median of ${ROUNDS} rounds)`,
    );
    console.log(
      `  legitimate alone          ${alone.requests.average.toFixed(0).padStart(7)} req/s  p99 ${alone.latency.p99} ms`,
    );
    console.log(
      `  beside an ordinary client ${beside.requests.average.toFixed(0).padStart(7)} req/s  p99 ${beside.latency.p99} ms  (that client: ${ordinary.total} requests, ${ordinary.refused} refused with 429)`,
    );
    console.log(
      `  under attack              ${under.requests.average.toFixed(0).padStart(7)} req/s  p99 ${under.latency.p99} ms  ratio ${ratio.toFixed(2)} (goal ${GOAL})`,
    );
    console.log(`  hostile client            ${attack.total} requests, ${refused} refused with 429`);
    console.log(`  ratios of the rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}`);
    if (under.non2xx) return [`legitimate requests got ${under.non2xx} non-2xx answers under attack`];
    return ratio < GOAL
      ? [`legitimate throughput under attack is ${ratio.toFixed(2)} of baseline (goal ${GOAL})`]
      : [];
  } finally {
    await server.stop();
  }
}
