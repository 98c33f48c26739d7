// Server time of a new pepper search, over the table of misspellings, partial and other names the search is
// tested with. Goal: p95 at most 5 ms (the search page's throughput ratio is in api.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GOAL_P95_MS = 5;
const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');

export async function runSearchBench() {
  console.log('\nPepper search, server time of each new search (route included)');
  const res = spawnSync('npx', ['tsx', 'src/cli/search-bench.ts'], {
    cwd: api,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (res.status !== 0) return [`search bench exited with ${res.status}`];
  const lines = res.stdout.trimEnd().split('\n');
  const figures = JSON.parse(lines.pop());
  console.log(lines.join('\n'));
  return figures.p95Ms > GOAL_P95_MS ? [`search p95 ${figures.p95Ms.toFixed(2)} ms > ${GOAL_P95_MS} ms`] : [];
}
