/**
 * Server time of a pepper search over the table of misspellings, partial and other names: each query answered
 * once through the whole route (validation, ranking, serialization, compression), as a new search costs.
 * Prints the figures, then one JSON line for bench/search.mjs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_TABLE } from '@pepper/search';
import { buildApp } from '../app.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-search-bench-'));
const app = await buildApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' } });
await app.ready();
const times: number[] = [];
let top3 = 0;
for (const [typed, meant] of SEARCH_TABLE) {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    url: `/api/peppers?page=1&limit=20&search=${encodeURIComponent(typed)}`,
    headers: { 'accept-encoding': 'br' },
  });
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
  const names = (
    JSON.parse(
      (await app.inject(`/api/peppers?page=1&limit=20&search=${encodeURIComponent(typed)}`)).body,
    ) as { peppers: { name: string }[] }
  ).peppers
    .slice(0, 3)
    .map((p) => p.name);
  if (res.statusCode === 200 && names.includes(meant)) top3 += 1;
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const figures = {
  queries: times.length,
  p50Ms: at(0.5),
  p95Ms: at(0.95),
  maxMs: sorted.at(-1)!,
  top3Rate: top3 / SEARCH_TABLE.length,
};
console.log(
  `  ${figures.queries} searches: p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms, max ${figures.maxMs.toFixed(2)} ms`,
);
console.log(`  meant variety in the top three: ${(figures.top3Rate * 100).toFixed(1)}%`);
console.log(JSON.stringify(figures));
