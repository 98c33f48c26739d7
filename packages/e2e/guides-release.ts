import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { folderHost } from './fixtures';

const root = path.resolve(__dirname, '../..');

/** Deploys the guides remote as built to a host of its own, as a team shipping alone would: `dir` on `port`. */
export function hostGuidesRelease(dir: string, port: number): http.Server {
  fs.cpSync(path.join(root, 'mfe-guides/dist'), dir, { recursive: true });
  return http.createServer(folderHost(dir)).listen(port, '127.0.0.1');
}

/** Builds the guides remote again as `release`, straight into the folder its host serves. */
export function shipGuidesRelease(dir: string, release: string): void {
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(root, 'mfe-guides'),
    env: { ...process.env, PEPPER_RELEASE: release, PEPPER_OUT_DIR: dir },
    stdio: 'pipe',
  });
}
