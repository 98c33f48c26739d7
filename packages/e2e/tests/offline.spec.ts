/**
 * Offline in the garden: after one visit the app keeps working with its server truly gone (the process is
 * stopped, not merely a browser flag), sends what was done offline when the server is back, and offers a new
 * version when a remote is deployed again on its own host.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnApiServer } from '../api-server.mjs';
import { serverReady } from '../fixtures';
import { hostGuidesRelease, shipGuidesRelease } from '../guides-release';
import { OFFLINE_APP_PORT, OFFLINE_REMOTE_HOST_PORT } from '../paths';

const root = path.resolve(__dirname, '../../..');

const APP = `http://127.0.0.1:${OFFLINE_APP_PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-offline-'));
const releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-offline-guides-'));

test.use({ serviceWorkers: 'allow', baseURL: APP });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | null = null;
let host: http.Server;

function startServer() {
  server = spawnApiServer({
    root,
    port: OFFLINE_APP_PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: APP,
      SESSION_SECRET: 'offline-suite-secret-that-is-long-enough-0123',
      RATE_LIMIT_MAX: '100000',
      // The guides remote lives on a host of its own, deployed without the shell.
      REMOTE_GUIDES_URL: `http://127.0.0.1:${OFFLINE_REMOTE_HOST_PORT}/mf-manifest.json`,
      REMOTE_RECHECK_SECONDS: '1',
    },
  });
}

/** Stops the whole server process group and waits until nothing answers on its port. */
async function stopServer() {
  const child = server;
  server = null;
  if (!child?.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  await expect
    .poll(() =>
      fetch(`${APP}/api/health`).then(
        () => 'answers',
        () => 'unreachable',
      ),
    )
    .toBe('unreachable');
}

test.beforeAll(async () => {
  host = hostGuidesRelease(releaseDir, OFFLINE_REMOTE_HOST_PORT);
  startServer();
  await serverReady(APP);
});

test.afterAll(async () => {
  await stopServer();
  host?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

/** A toast's text, as shown (screen readers get their own copy). */
const toastText = (page: import('@playwright/test').Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

/** Opens a page and waits until the service worker reports everything is kept for offline use. */
async function visitUntilReadyOffline(page: import('@playwright/test').Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await expect(page.locator('html[data-offline="ready"]')).toBeAttached({ timeout: 60_000 });
  return Date.now() - started;
}

test('after one visit the database, pepper pages, recipes, guides and tools work with the server stopped, and a favorite added offline reaches the server', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const readyMs = await visitUntilReadyOffline(page, '/');
  // How much is kept comes with the worker's first report that everything is kept.
  await expect(page.locator('html[data-offline-files]')).toBeAttached();
  const kept = await page.evaluate(() => ({
    files: document.documentElement.dataset.offlineFiles,
    bytes: document.documentElement.dataset.offlineBytes,
  }));
  const summary = `ready offline ${readyMs} ms after the first visit; ${kept.files} files, ${(Number(kept.bytes) / 1024).toFixed(0)} KB kept`;
  console.log(`offline: ${summary}`);
  test.info().annotations.push({ type: 'offline', description: summary });
  // Said at the visitor's first key press or tap, not over the first page as it loads.
  await page.keyboard.press('Tab');
  await expect(toastText(page, 'Ready to work offline')).toBeVisible();
  const habanero = (await (await fetch(`${APP}/api/peppers?search=Habanero&limit=1`)).json()).peppers[0];

  await stopServer();

  // The database list and a search with a typo, answered on the device.
  await page.goto('/peppers');
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/peppers?search=habanro');
  await expect(page.getByRole('link', { name: 'Habanero', exact: true })).toBeVisible();

  // A pepper page, with its illustration.
  await page.goto(`/peppers/${habanero.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Habanero' })).toBeVisible();
  await expect(page.locator('img[src*="/api/images/peppers/"]').first()).toHaveJSProperty('complete', true);
  expect(
    await page
      .locator('img[src*="/api/images/peppers/"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // A favorite added offline is kept, and said to be kept.
  await page.getByRole('button', { name: 'Add Habanero to favorites' }).click();
  await expect(toastText(page, /saved on this device/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Habanero from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Public recipes, guides, the glossary, the heat calculator, the quiz and the grow tools.
  for (const [route, heading] of [
    ['/recipes', /Recipe/i],
    ['/glossary', /Glossary/i],
    ['/cooking', /Cook/i],
    ['/tools/heat-calc', /Heat/i],
    ['/heat-tolerance-quiz', /Quiz|Tolerance/i],
    ['/grow', /Grow/i],
    ['/tools', /Tools/i],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading }), route).toBeVisible();
  }
  await page.goto('/recipes');
  await expect(page.getByRole('article').nth(3)).toBeVisible();

  // Actions that need the server say so instead of failing.
  await page.goto('/identify');
  await expect(page.getByRole('note')).toHaveText(/Identifying a photo needs a connection/);

  // The server returns: the kept favorite is sent, the page says so, and the server has it.
  startServer();
  await serverReady(APP);
  await expect(toastText(page, /The change you made offline has been saved/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/You are offline/)).toBeHidden();
  const favorites = await (await page.request.get('/api/user/favorites')).json();
  expect(favorites.map((f: { pepperId: number | null }) => f.pepperId)).toContain(habanero.id);
});

test('a remote deployed again on its own host offers the new version, and Reload shows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await visitUntilReadyOffline(page, '/glossary');
  const note = page.getByTestId('release-note');
  await expect(note).toBeAttached();
  const before = await note.textContent();

  shipGuidesRelease(releaseDir, 'offline-e2e-2');
  // Until the user reloads, the page keeps the version it started with.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(toastText(page, 'New version available')).toBeVisible({ timeout: 60_000 });
  await expect(note).toHaveText(before!);

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('release-note')).toHaveText(/release offline-e2e-2/, { timeout: 30_000 });
});
