import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnApiServer } from '../packages/e2e/api-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Servers run in process groups of their own (npx, then tsx, then node), so stopping one stops them all; a
 * bench stopped with Ctrl-C or killed also takes its servers down.
 */
const running = new Set();
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** Resolves once the process is gone, also when it has already exited. */
function stopChild(child) {
  return new Promise((resolve) => {
    running.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    killGroup(child, 'SIGTERM');
  });
}

/** Starts the production server on a port with a fresh database and waits until it is ready. */
export async function startServer({ port, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-bench-'));
  const child = spawnApiServer({
    root,
    port,
    env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stderr: 'inherit',
  });
  running.add(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  await stopChild(child);
  throw new Error('server did not become ready');
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * When `moduleUrl` is the script node was started with: runs `bench` on the routes given as arguments (else on
 * `routes`), prints each goal it missed, and exits with 1 if it missed any.
 */
export async function runRoutesBenchIfMain(moduleUrl, bench, routes) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const given = process.argv.slice(2);
  const failures = await bench({ routes: given.length ? given : routes });
  if (failures.length) {
    console.log(`\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}
