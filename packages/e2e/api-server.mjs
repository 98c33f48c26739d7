import { spawn } from 'node:child_process';

/**
 * The production API serving the built app on a port of 127.0.0.1, started from the repository's sources in
 * a process group of its own (npx, then tsx, then node), so `process.kill(-child.pid)` stops all three.
 * `root` is the repository's folder (the caller names it: this module is loaded both as ES module and through
 * the test runner's transform, where `import.meta` is not there). `env` adds to or overrides the production
 * settings; its error output goes to `stderr`.
 */
export function spawnApiServer({ root, port, env = {}, stderr = 'pipe' }) {
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
