// Server time of the offline photo matcher on a 12 MP JPEG and a ~2 MB phone photo, on one core (taskset, one
// image thread), median of 5; then the calibration of its confidences on a generated labelled set.
// Goal: at most 300 ms for the 12 MP photo.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GOAL_MS = 300;
const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');

function tsx(script, args = []) {
  const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];
  const [cmd, ...rest] = [...pin, 'npx', 'tsx', script, ...args];
  const res = spawnSync(cmd, rest, {
    cwd: api,
    encoding: 'utf8',
    env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (res.status !== 0) throw new Error(`${script} exited with ${res.status}`);
  return res.stdout;
}

export async function runIdentifyBench() {
  console.log('\nOffline photo matcher (one core, median of 5)');
  const out = tsx('src/cli/identify-bench.ts').trimEnd().split('\n');
  const figures = JSON.parse(out.pop());
  console.log(out.join('\n'));
  const failures = [];
  if (figures.twelveMpMedianMs > GOAL_MS)
    failures.push(
      `offline matcher on a 12 MP photo: ${figures.twelveMpMedianMs.toFixed(0)} ms > ${GOAL_MS} ms`,
    );
  console.log(tsx('src/cli/identify-calibration.ts', ['1', '3']).trimEnd());
  return failures;
}
