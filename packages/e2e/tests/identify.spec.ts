import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { expect, expectAccessible, signUp, test } from '../fixtures';
import { drawnPhoto } from '../photos';

// Chromium's fake camera: a generated test pattern instead of a device, and no permission prompt.
test.use({
  launchOptions: chromiumLaunchOptions([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ]),
});

/** The lantern pod at 1600 × 1760 pixels. */
const lanternPhoto = (page: Page) => drawnPhoto(page, 'pod', 4);

test.describe('photo identification', () => {
  test('an uploaded photo is scaled, the primary call fails without an AI key, and the fallback names its closest look-alikes', async ({
    page,
  }) => {
    const calls: { status: number; body: { image: string; useAI?: boolean } }[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('/api/identify'))
        calls.push({ status: res.status(), body: res.request().postDataJSON() });
    });
    await page.goto('/identify');
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper Identification' })).toBeVisible();
    await expect(page.getByText(/^\d{3,} varieties$/)).toBeVisible();
    const identify = page.getByRole('button', { name: 'Identify Pepper' });
    await expect(identify).toBeDisabled();

    await page
      .getByLabel('Pepper photo file')
      .setInputFiles({ name: 'habanero.png', mimeType: 'image/png', buffer: await lanternPhoto(page) });
    await expect(page.getByRole('img', { name: 'Selected pepper photo' })).toBeVisible();
    await identify.click();

    // The offline matcher cannot tell a lantern pod's look-alikes apart (each well under 20%): it says so,
    // with no badge, and names the closest ones.
    await expect(page.getByRole('heading', { level: 2, name: 'Cannot tell from this photo' })).toBeVisible();
    await expect(page.getByText('PROBABLE', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Database pattern matching', { exact: true })).toBeVisible();
    const lookAlikes = page.getByRole('region', { name: 'Closest look-alikes' });
    await expect(lookAlikes.getByLabel(/^Habanero: \d+% confidence$/)).toBeVisible();

    // Primary first (503: no key), then the fallback; the photo went up scaled to 1280 px as JPEG.
    expect(calls.map((c) => [c.status, c.body.useAI])).toEqual([
      [503, undefined],
      [200, false],
    ]);
    expect(calls[0].body.image).toMatch(/^data:image\/jpeg;base64,/);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, calls[0].body.image);
    expect(size).toEqual([1164, 1280]);

    await expectAccessible(page);

    await lookAlikes.getByRole('link', { name: 'Habanero', exact: true }).click();
    await expect(page).toHaveURL(/\/peppers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Habanero' })).toBeVisible();
  });

  test('a plain red photo shows no pod: the inconclusive result, with no badge and no empty rows', async ({
    page,
  }) => {
    await page.goto('/identify');
    const red = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 800;
      const c = canvas.getContext('2d')!;
      c.fillStyle = '#d21f1f';
      c.fillRect(0, 0, 800, 800);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await page
      .getByLabel('Pepper photo file')
      .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: Buffer.from(red, 'base64') });
    await page.getByRole('button', { name: 'Identify Pepper' }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Capsicum specimen - identification inconclusive' }),
    ).toBeVisible();
    await expect(page.getByText('Heat level unknown - handle with extreme caution')).toBeVisible();
    await expect(page.getByText('PROBABLE', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Not determined')).toHaveCount(0);
    await expect(page.getByText('None noted')).toHaveCount(0);
    await expect(page.getByText(/calyx/)).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the fake camera shows a live preview and captures a photo', async ({ page, context }) => {
    await context.grantPermissions(['camera']);
    await page.goto('/identify');
    await page.getByRole('button', { name: 'Use Camera' }).click();
    const video = page.getByLabel('Live camera preview');
    await expect(video).toBeVisible();
    await expect(page.getByRole('button', { name: 'Capture' })).toBeEnabled();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Capture' }).click();

    const photo = page.getByRole('img', { name: 'Selected pepper photo' });
    await expect(photo).toBeVisible();
    await expect(video).toHaveCount(0);
    expect(await photo.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);

    await page.getByRole('button', { name: 'Identify Pepper' }).click();
    await expect(page.getByText('Identification result')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('removing the photo clears it and disables Identify', async ({ page }) => {
    await page.goto('/identify');
    await page
      .getByLabel('Pepper photo file')
      .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await lanternPhoto(page) });
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(page.getByRole('img', { name: 'Selected pepper photo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Identify Pepper' })).toBeDisabled();
  });
});

test.describe('admin image research', () => {
  test('a visitor is asked to sign in and a signed-in non-admin is refused, on the page and by the server', async ({
    page,
  }) => {
    await page.goto('/admin/images');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Image Research Center' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();

    await signUp(page);
    await page.goto('/admin/images');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Image Research' })).toHaveCount(0);
    await expectAccessible(page);
    const origin = new URL(page.url()).origin;
    expect(
      (await page.request.post('/api/admin/update-pepper-images', { headers: { origin } })).status(),
    ).toBe(403);
    expect((await page.request.get('/api/admin/update-pepper-images/status')).status()).toBe(403);
  });

  test('an admin sees the research center', async ({ page }) => {
    await signUp(page, { admin: true });
    await page.goto('/admin/images');
    await expect(page.getByRole('button', { name: 'Start Image Research' })).toBeEnabled();
    await expectAccessible(page);
  });
});
