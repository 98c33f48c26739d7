/**
 * A remote that fails never sticks: its routes show the error screen, other areas keep working, Refresh Page
 * shows the page once the remote is back, and a remote that answers nothing becomes the error screen instead
 * of an endless spinner.
 */
import http from 'node:http';
import path from 'node:path';
import { expect, folderHost, test } from '../fixtures';
import { FLAKY_REMOTE_APP_PORT, FLAKY_REMOTE_HOST_PORT } from '../paths';

const APP = `http://127.0.0.1:${FLAKY_REMOTE_APP_PORT}`;
const dist = path.resolve(__dirname, '../../../mfe-catalog/dist');

/** The catalog remote's host: serving, down (every connection dropped) or hanging (never answering). */
let mode: 'up' | 'down' | 'hang' = 'down';
let host: http.Server;

test.beforeAll(async () => {
  const serve = folderHost(dist);
  host = http.createServer((req, res) => {
    if (mode === 'down') return void req.socket.destroy();
    if (mode === 'hang') return;
    serve(req, res);
  });
  await new Promise<void>((resolve) => host.listen(FLAKY_REMOTE_HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
});

test('a dead remote shows the error screen, another tab still works, and Refresh Page shows the page once the remote is back', async ({
  page,
}) => {
  mode = 'down';
  await page.goto(`${APP}/peppers`);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grow Center' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  mode = 'up';
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pepper Database' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a remote that answers nothing becomes the error screen instead of an endless spinner', async ({
  page,
}) => {
  test.setTimeout(60_000);
  mode = 'hang';
  const started = Date.now();
  await page.goto(`${APP}/peppers`);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  await page.getByText('Error Details').click();
  await expect(page.locator('details pre')).toContainText('did not load within 15 s');
});
