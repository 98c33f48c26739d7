import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The production API serving the built app on a port of 127.0.0.1, started from the repository's sources in
 * a process group of its own (npx, then tsx, then node), so `process.kill(-child.pid)` stops all three.
 * `env` adds to or overrides the production settings; its error output goes to `stderr`.
 */
export function spawnApiServer({ port, env = {}, stderr = 'pipe' }) {
  return spawn('npx', ['tsx', 'api/src/server.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', stderr],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVE_APP: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}
