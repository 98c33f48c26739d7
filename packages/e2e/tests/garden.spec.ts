import fs from 'node:fs';
import { expect, expectAccessible, plantingLink, signUp, test, yourPlantings } from '../fixtures';

/** A 1×1 PNG, as a phone's photo picker would hand over a file. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A calendar day relative to today, as the browser's date field takes it. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test.describe('my garden', () => {
  test('a season: plant, log germination with a photo, see the week, harvest, chart, export, delete and re-import', async ({
    page,
  }) => {
    // Whether the chart library (its legend's class name is in its code) has been downloaded yet.
    let chartLoaded = false;
    page.on('response', async (res) => {
      if (!(res.headers()['content-type'] ?? '').includes('javascript')) return;
      const body = await res.text().catch(() => '');
      if (body.includes('u-legend')) chartLoaded = true;
    });
    await signUp(page);
    await page.goto('/grow?tab=garden');
    await page.getByRole('link', { name: /Open My Garden/ }).click();
    await expect(page).toHaveURL(/\/garden$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();
    await expect(page.getByText('No plantings yet: add the first one.')).toBeVisible();

    // A planting of a database variety, sown 25 days ago.
    await page.getByRole('button', { name: 'Add a planting' }).click();
    await page.getByRole('searchbox', { name: 'Variety' }).fill('jalap');
    await page
      .getByRole('button', { name: /^Jalapeño/ })
      .first()
      .click();
    await page.getByLabel('Number of plants').fill('3');
    await page.getByLabel('Where it grows').selectOption({ label: 'Container' });
    await page.getByLabel('Label').fill('Patio pots');
    await page.getByLabel('Sowing date').fill(day(-25));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add planting' }).click();
    const planting = plantingLink(page, /Patio pots/);
    await expect(planting).toContainText('Sown, waiting to sprout');

    // Germination 20 days ago, with a photo.
    await planting.click();
    await expect(page).toHaveURL(/\/garden\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Patio pots' })).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(day(-20));
    await page.getByLabel('Event').selectOption({ label: 'Germinated' });
    await page.getByLabel('Note').fill('First hooks through the soil');
    await page
      .getByLabel(/^Photo/)
      .setInputFiles({ name: 'sprouts.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Save entry' }).click();
    const journal = page.getByRole('list', { name: 'Journal entries' });
    await expect(journal).toContainText('Germinated');
    const photo = journal.getByRole('img', { name: /Germinated/ });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page);

    // Potting up is due tomorrow: this week.
    await page.getByRole('link', { name: 'Back to My Garden' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Due this week' })
        .getByRole('link', { name: 'Pot up the seedlings: Patio pots' }),
    ).toBeVisible();
    await expect(yourPlantings(page)).toContainText('Seedling');

    // The calendar feed: webcal address and an iCalendar with events and alarms.
    const add = page.getByRole('link', { name: 'Add to calendar' });
    const webcal = (await add.getAttribute('href'))!;
    expect(webcal).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/garden\/calendar\.ics\?token=/);
    const ics = await page.request.get(webcal.replace(/^webcal:/, 'http:'));
    const body = await ics.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain('SUMMARY:Pot up the seedlings: Patio pots');
    expect(body).toContain('BEGIN:VALARM');

    expect(chartLoaded).toBe(false);

    // A harvest, then the totals chart.
    await plantingLink(page, /Patio pots/).click();
    await page.getByLabel('Event').selectOption({ label: 'Harvest' });
    await page.getByLabel('Pods picked').fill('12');
    await page.getByLabel('Weight (g)').fill('150');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText(
      'Harvest · 12 pods, 150 g',
    );
    await page.getByRole('link', { name: 'Back to My Garden' }).click();
    await expect(page.getByTestId('harvest-chart').locator('canvas')).toBeVisible();
    // The legend states the figures, not uPlot's '--' for a value under no cursor.
    await expect(page.getByTestId('harvest-chart')).toContainText('Pods (12 in all)');
    await expect(page.getByTestId('harvest-chart')).toContainText('Weight (150 g in all)');
    await expect(page.getByTestId('harvest-chart')).not.toContainText('--');
    expect(chartLoaded).toBe(true);
    await expect(page.getByRole('table', { name: 'Harvest per variety and season' })).toContainText(
      'Jalapeño',
    );
    await expect(page.getByRole('table', { name: 'Harvest per variety and season' })).toContainText('150 g');
    await expectAccessible(page);

    // Export everything, from the account page My Garden points to.
    await page.getByRole('link', { name: 'your account page' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await (await downloading).path();
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(doc.garden.plantings).toHaveLength(1);
    expect(doc.journal.map((e: { event: string }) => e.event)).toEqual(['germinated', 'harvest']);
    expect(doc.journal[0].photo).toMatch(/^data:image\/webp;base64,/);

    // Delete the planting, then bring it back from the file; a second import adds nothing.
    await page.goto('/garden');
    await plantingLink(page, /Patio pots/).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove planting' }).click();
    await expect(page).toHaveURL(/\/garden$/);
    await expect(page.getByText('No plantings yet: add the first one.')).toBeVisible();
    await page.goto('/account');
    await page.getByLabel('Import an export file').setInputFiles(file);
    await expect(page.getByText(/^Imported \d+ items?\.$/)).toBeVisible();
    await page.getByLabel('Import an export file').setInputFiles(file);
    await expect(page.getByText('Everything in that file is already here: nothing was added.')).toBeVisible();
    await page.goto('/garden');
    await expect(yourPlantings(page).getByRole('listitem')).toHaveCount(1);
    await plantingLink(page, /Patio pots/).click();
    await expect(page.getByRole('list', { name: 'Journal entries' }).getByRole('img')).toBeVisible();
  });

  test('a visitor is asked to sign in to keep the garden; ?add= opens the form with the variety chosen', async ({
    page,
  }) => {
    await page.goto('/garden?add=1000');
    await expect(page.getByTestId('chosen-variety')).not.toHaveText('Loading variety…');
    await page.getByRole('button', { name: 'Add planting' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'kept in this browser only' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fgarden',
    );
    await expectAccessible(page);
  });
});
