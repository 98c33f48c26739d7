import os from 'node:os';
import path from 'node:path';

// The main process picks the run id; Playwright's workers inherit it, so they find the same databases.
process.env.PEPPER_E2E_RUN ??= String(Date.now());

// PEPPER_E2E_PORT_BASE moves every port together, so two checkouts can run their suites side by side.
const base = Number(process.env.PEPPER_E2E_PORT_BASE ?? 4300);
export const APP_PORT = base + 10;
export const DEAD_REMOTE_PORT = base + 11;
export const SHIPPING_PORT = base + 12;
export const RELEASE_HOST_PORT = base + 20;
/** The app whose catalog remote comes from a host the tests take down, hang and bring back. */
export const FLAKY_REMOTE_APP_PORT = base + 13;
export const FLAKY_REMOTE_HOST_PORT = base + 21;
export const FAKE_STRIPE_PORT = base + 30;
export const FAKE_OPEN_METEO_PORT = base + 40;
/** The fake mailbox: SMTP for the servers, HTTP for the tests to read what arrived. */
export const FAKE_SMTP_PORT = base + 41;
export const FAKE_MAILBOX_PORT = base + 42;
/** Two API processes on one MySQL database and the proxy that alternates between them. */
export const MULTI_PROCESS_PORTS = { first: base + 50, second: base + 51, proxy: base + 52 };
/** The app with a vision model configured, and the fake OpenAI API it calls. */
export const IDENTIFY_AI_PORT = base + 17;
export const FAKE_OPENAI_PORT = base + 37;
/** The app the offline suite stops and starts, and the host its guides remote is deployed to. */
export const OFFLINE_APP_PORT = base + 60;
export const OFFLINE_REMOTE_HOST_PORT = base + 61;

/** The payment settings of the main test server and the fake Stripe it talks to. */
export const STRIPE_TEST = {
  publishableKey: 'pk_test_e2e_fake',
  secretKey: 'sk_test_e2e_fake',
  webhookSecret: 'whsec_e2e_fake_secret',
  pricePremium: 'price_e2e_premium',
  pricePro: 'price_e2e_pro',
} as const;

/** Each run (and each server in it) gets a fresh embedded database. */
export function dataDirFor(port: number): string {
  return path.join(os.tmpdir(), `pepper-e2e-${process.env.PEPPER_E2E_RUN}`, String(port));
}
