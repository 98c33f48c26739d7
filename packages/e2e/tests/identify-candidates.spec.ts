import type { Page } from '@playwright/test';
import { IDENTIFY_AI_PORT } from '../paths';
import { expect, expectAccessible, mailedCode, test } from '../fixtures';
import { drawnPhoto } from '../photos';

const AI_URL = `http://127.0.0.1:${IDENTIFY_AI_PORT}`;

/** The pod or the sky at 800 × 880 pixels. */
const drawn = (page: Page, subject: 'pod' | 'sky') => drawnPhoto(page, subject, 2);

async function identify(page: Page, subject: 'pod' | 'sky') {
  await page.goto('/identify');
  await page.getByLabel('Pepper photo file').setInputFiles({
    name: `${subject}.png`,
    mimeType: 'image/png',
    buffer: await drawn(page, subject),
  });
  await expect(page.getByRole('img', { name: 'Selected pepper photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Identify Pepper' }).click();
  await expect(page.getByText('Identification result')).toBeVisible();
}

test.describe('identification candidates from the vision model', () => {
  test.use({ baseURL: AI_URL });

  test('a signed-in grower sees the ranked candidates, confirms one, finds it in the history and adds it to My Garden', async ({
    page,
  }) => {
    const headers = { origin: AI_URL };
    const email = `identify${Date.now()}@pepperatlas.test`;
    expect(
      (
        await page.request.post('/api/auth/register', {
          data: { email, password: 'correct horse battery staple', name: 'Grower' },
          headers,
        })
      ).status(),
    ).toBe(202);
    expect(
      (
        await page.request.post('/api/auth/register/confirm', {
          data: { email, code: await mailedCode(email) },
          headers,
        })
      ).status(),
    ).toBe(201);
    const habanero = (
      (await (await page.request.get('/api/peppers?search=Habanero&page=1&limit=20')).json()) as {
        peppers: { id: number; name: string }[];
      }
    ).peppers.find((p) => p.name === 'Habanero')!;

    await identify(page, 'pod');
    await expect(page.getByRole('heading', { level: 2, name: 'Habanero' })).toBeVisible();
    await expect(page.getByLabel('Habanero: 64% confidence')).toBeVisible();
    const others = page.getByRole('region', { name: 'It could also be' });
    await expect(others.getByRole('link', { name: 'Carolina Reaper' })).toBeVisible();
    // The model also named a variety the database does not have: it is dropped.
    await expect(page.getByText('Moon Chili')).toHaveCount(0);
    await expect(
      page.getByRole('note', { name: 'Warnings' }).getByText('Extreme heat: handle with extreme caution'),
    ).toBeVisible();
    await expectAccessible(page);

    const question = page.getByRole('group', { name: 'Is this right?' });
    await question.getByRole('radio', { name: 'Habanero' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Confirmed: Habanero' })).toBeVisible();
    const garden = page.getByRole('link', { name: 'Add to My Garden' });
    await expect(garden).toHaveAttribute('href', `/garden?add=${habanero.id}`);

    await page.getByRole('link', { name: 'See your identification history' }).click();
    await expect(page).toHaveURL(/\/identify\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Identification History' })).toBeVisible();
    const entry = page.getByRole('list', { name: 'Confirmed identifications' }).getByRole('listitem').first();
    await expect(entry.getByRole('link', { name: 'Habanero', exact: true })).toHaveAttribute(
      'href',
      `/peppers/${habanero.id}`,
    );
    const photo = entry.getByRole('img', { name: 'Your photo of Habanero' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(
      await photo.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight)),
    ).toBeLessThanOrEqual(640);
    await expectAccessible(page);

    await entry.getByRole('link', { name: 'Add Habanero to My Garden' }).click();
    await expect(page).toHaveURL(new RegExp(`/garden\\?add=${habanero.id}$`));
  });

  test('a model answer with no database candidate is the inconclusive result, with nothing to confirm', async ({
    page,
  }) => {
    await identify(page, 'sky');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Capsicum specimen - identification inconclusive' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Is this right?' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'For a surer answer' })).toBeVisible();
  });
});

test.describe('identification candidates from the offline matcher', () => {
  test('the matcher ranks up to three look-alikes with confidences, and a visitor can say none fits', async ({
    page,
  }) => {
    await identify(page, 'pod');
    await expect(page.getByText('Database pattern matching', { exact: true })).toBeVisible();
    // Look-alikes that share the chance are no answer: the result says it cannot tell, and lists them.
    await expect(page.getByRole('heading', { level: 2, name: 'Cannot tell from this photo' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Closest look-alikes' }).getByLabel(/: \d+% confidence$/);
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel(/^Habanero: \d+% confidence$/)).toBeVisible();
    await page.getByRole('radio', { name: 'None of these' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Noted: none of these fits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fidentify',
    );
  });

  test('the history asks a visitor to sign in, and is accessible', async ({ page }) => {
    await page.goto('/identify/history');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fidentify%2Fhistory',
    );
    await expectAccessible(page);
  });
});
