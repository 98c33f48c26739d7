import os from 'node:os';
import path from 'node:path';

// The main process picks the run id; Playwright's workers inherit it, so they find the same databases.
process.env.PEPPER_E2E_RUN ??= String(Date.now());

export const APP_PORT = 4310;
export const DEAD_REMOTE_PORT = 4311;
export const SHIPPING_PORT = 4312;
export const RELEASE_HOST_PORT = 4320;
export const FAKE_STRIPE_PORT = 4330;

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
