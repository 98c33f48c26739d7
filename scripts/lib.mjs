import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shell and every remote that has a build (a remote without one is simply not served: its routes show the error screen). */
const platform = createRequire(import.meta.url)('../packages/rspack-config/remotes.json');
export const APPS = [platform.shell.dir, ...platform.remotes.map((remote) => remote.dir)].filter((app) =>
  fs.existsSync(path.join(root, app, 'rspack.config.mjs')),
);

export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return res.status ?? 1;
}

export function start(cmd, args, options = {}) {
  return spawn(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
}

/** Installs packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing packages…');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

/** Builds the shell and remotes; Nx replays unchanged builds from its cache, so this is quick when nothing changed. */
export function buildApps() {
  const status = run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '--projects',
    APPS.join(','),
    '--outputStyle=static',
  ]);
  if (status !== 0) process.exit(status);
}
