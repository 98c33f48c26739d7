import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import {
  APP_PORT,
  DEAD_REMOTE_PORT,
  FLAKY_REMOTE_APP_PORT,
  FLAKY_REMOTE_HOST_PORT,
  FAKE_MAILBOX_PORT,
  FAKE_OPEN_METEO_PORT,
  FAKE_OPENAI_PORT,
  FAKE_SMTP_PORT,
  FAKE_STRIPE_PORT,
  IDENTIFY_AI_PORT,
  RELEASE_HOST_PORT,
  SHIPPING_PORT,
  STRIPE_TEST,
  dataDirFor,
} from './paths';

const root = path.resolve(__dirname, '../..');
const reportDir = process.env.PEPPER_TEST_REPORT_DIR;

const server = (port: number, env: Record<string, string>) => ({
  command: 'npx tsx api/src/server.ts',
  cwd: root,
  url: `http://127.0.0.1:${port}/api/ready`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    SERVE_APP: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirFor(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: 'admin@pepperatlas.test',
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    RATE_LIMIT_MAX: '10000',
    // Weather comes from the local fake: no test reaches the internet.
    OPEN_METEO_URL: `http://127.0.0.1:${FAKE_OPEN_METEO_PORT}`,
    OPEN_METEO_ARCHIVE_URL: `http://127.0.0.1:${FAKE_OPEN_METEO_PORT}`,
    OPEN_METEO_GEOCODING_URL: `http://127.0.0.1:${FAKE_OPEN_METEO_PORT}`,
    // Sign-up codes go to the local mailbox, where the tests read them.
    SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
    ...env,
  },
});

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A test that passes only on a second try is flaky, and counts as failed.
  retries: 0,
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    trace: 'retain-on-failure',
    // Page-level request interception cannot see what a service worker fetches: only the offline suite,
    // which tests the worker itself, lets it run.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx api/src/test/mail/serve-fake-mailbox.ts',
      cwd: root,
      url: `http://127.0.0.1:${FAKE_MAILBOX_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(FAKE_MAILBOX_PORT), SMTP_PORT: String(FAKE_SMTP_PORT) },
    },
    // Open-Meteo's forecast and archive, played locally with known figures.
    {
      command: 'npx tsx api/src/test/open-meteo/serve-fake-open-meteo.ts',
      cwd: root,
      url: `http://127.0.0.1:${FAKE_OPEN_METEO_PORT}/v1/forecast?latitude=0&longitude=0`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(FAKE_OPEN_METEO_PORT) },
    },
    // Stripe's API and Stripe.js, played locally; it signs its events and posts them to the main server.
    {
      command: 'npx tsx api/src/test/stripe/serve-fake-stripe.ts',
      cwd: root,
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/stripe.js`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(FAKE_STRIPE_PORT),
        WEBHOOK_URL: `http://127.0.0.1:${APP_PORT}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
        STRIPE_PRICE_PREMIUM: STRIPE_TEST.pricePremium,
        STRIPE_PRICE_PRO: STRIPE_TEST.pricePro,
      },
    },
    server(APP_PORT, {
      STRIPE_SECRET_KEY: STRIPE_TEST.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_TEST.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
      STRIPE_PRICE_PREMIUM: STRIPE_TEST.pricePremium,
      STRIPE_PRICE_PRO: STRIPE_TEST.pricePro,
      STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
    }),
    // The same app with the catalog remote's registry entry pointing at an address where nothing answers.
    server(DEAD_REMOTE_PORT, { REMOTE_CATALOG_URL: 'http://127.0.0.1:9/mf-manifest.json' }),
    // The same app with the catalog remote on a host the remote-failure tests take down, hang and bring back.
    server(FLAKY_REMOTE_APP_PORT, {
      REMOTE_CATALOG_URL: `http://127.0.0.1:${FLAKY_REMOTE_HOST_PORT}/mf-manifest.json`,
    }),
    // The same app with the guides remote deployed on a host of its own (started by the shipping test).
    // It reads that host's manifest every second, so a deployment shows in the next page it renders.
    server(SHIPPING_PORT, {
      REMOTE_GUIDES_URL: `http://127.0.0.1:${RELEASE_HOST_PORT}/mf-manifest.json`,
      REMOTE_RECHECK_SECONDS: '1',
    }),
    // A vision model for photo identification, played locally, and the app configured to call it.
    {
      command: 'npx tsx api/src/test/identify/serve-fake-openai.ts',
      cwd: root,
      url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(FAKE_OPENAI_PORT) },
    },
    server(IDENTIFY_AI_PORT, {
      OPENAI_API_KEY: 'sk-e2e-fake',
      OPENAI_MODEL: 'gpt-e2e-vision',
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
    }),
  ],
});
