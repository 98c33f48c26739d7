import os from 'node:os';
import path from 'node:path';

// The main process picks the run id; Playwright's workers inherit it, so they find the same databases.
process.env.PEPPER_E2E_RUN ??= String(Date.now());

export const APP_PORT = 4310;
export const DEAD_REMOTE_PORT = 4311;
export const SHIPPING_PORT = 4312;
export const RELEASE_HOST_PORT = 4320;

/** Each run (and each server in it) gets a fresh embedded database. */
export function dataDirFor(port: number): string {
  return path.join(os.tmpdir(), `pepper-e2e-${process.env.PEPPER_E2E_RUN}`, String(port));
}
