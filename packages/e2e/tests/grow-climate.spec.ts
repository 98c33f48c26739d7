import type { Page } from '@playwright/test';
import { allowLocation, denyLocation, expect, expectAccessible, test } from '../fixtures';

const LOCATION_ERROR_LOG = 'Location access denied or unavailable';

/** Mid-July: summer in the north, winter in the south, the wet season near the equator. */
const MID_JULY = new Date('2026-07-15T12:00:00Z');

/** The console lines the page logs, to see what a failed detection reports. */
function consoleLines(page: Page) {
  const lines: string[] = [];
  page.on('console', (msg) => lines.push(msg.text()));
  return lines;
}

test.describe('grow center', () => {
  test('/grow has the tabs Guides, Varieties, Climate and My Garden', async ({ page }) => {
    await page.goto('/grow');
    await expect(page.getByRole('heading', { level: 1, name: 'Grow Center' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Guides', 'Varieties', 'Climate', 'My Garden']);
    await expect(page.getByRole('link', { name: /Seed Starting/ })).toHaveAttribute('href', '/guides/seeds');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Varieties' }).click();
    await expect(page).toHaveURL(/\/grow\?tab=varieties$/);
    for (const name of ['Beginner', 'Intermediate', 'Expert', 'By Species']) {
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Beginner/ })).toContainText(/\d+ varieties/);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Climate' }).click();
    for (const [zone, range] of [
      ['Tropical/Subtropical', '10-11'],
      ['Temperate/Mediterranean', '8-9'],
      ['Continental/Northern', '4-7'],
      ['Desert/Arid', '9-10'],
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: zone }).locator('..')).toContainText(
        `Hardiness zones ${range}`,
      );
    }
    await expectAccessible(page);
  });

  test('/grow/beginner lists mild and medium varieties, and View Full Details opens the pepper', async ({
    page,
  }) => {
    await page.goto('/grow/beginner');
    await expect(page.getByRole('heading', { level: 1, name: 'Beginner Varieties' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Beginner Varieties' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // Only mild and medium heat badges on a beginner's list.
    await expect(list.getByText(/^(Hot|Extreme)$/)).toHaveCount(0);
    await expectAccessible(page);

    const first = list.getByRole('listitem').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
    await first.getByRole('link', { name: `View Full Details: ${name}` }).click();
    await expect(page).toHaveURL(/\/peppers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("/grow/species groups the varieties by species, and an unknown category says 'No Varieties Found'", async ({
    page,
  }) => {
    await page.goto('/grow/species');
    await expect(page.getByRole('heading', { level: 2, name: /^Capsicum annuum/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Capsicum chinense/ })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/grow/gigantic');
    await expect(page.getByRole('heading', { level: 2, name: 'No Varieties Found' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('climate zones guide', () => {
  const PLACES = [
    {
      place: 'London',
      lat: 51.5,
      lon: -0.1,
      band: 'Continental',
      region: 'Europe',
      season: 'Summer',
      calendar: 'Northern Hemisphere Calendar',
      zone: 'Continental/Northern',
    },
    {
      place: 'Melbourne',
      lat: -37.8,
      lon: 144.9,
      band: 'Temperate',
      region: 'Australia/Oceania',
      season: 'Winter',
      calendar: 'Southern Hemisphere Calendar',
      zone: 'Temperate/Mediterranean',
    },
    {
      place: 'Singapore',
      lat: 1.35,
      lon: 103.8,
      band: 'Tropical',
      region: 'Southeast/South Asia',
      season: 'Wet Season',
      calendar: 'Tropical Calendar',
      zone: 'Tropical/Subtropical',
    },
  ];

  for (const p of PLACES) {
    test(`with location allowed in ${p.place} in July, shows the ${p.band} band, ${p.season} and the ${p.calendar}`, async ({
      page,
      context,
    }) => {
      await allowLocation(context, p.lat, p.lon);
      await page.clock.setFixedTime(MID_JULY);
      await page.goto('/grow/climate');
      await expect(page.getByRole('heading', { level: 1, name: 'Climate Zones Guide' })).toBeVisible();

      // Detection runs on load: no click needed.
      const reading = page.getByTestId('climate-reading');
      await expect(reading.getByRole('heading', { level: 2, name: `${p.band} climate` })).toBeVisible();
      await expect(reading).toContainText(`Season: ${p.season}`);
      await expect(reading).toContainText(p.region);
      await expect(reading).toContainText('Right now:');
      await expect(page.getByRole('heading', { level: 2, name: p.calendar })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: 'Your Zone' }).locator('..').locator('..'),
      ).toContainText(`closest match is ${p.zone}`);
      await expect(page.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
      await expectAccessible(page);

      // Detect asks again and shows the same place.
      await page.getByRole('button', { name: 'Detect My Location' }).click();
      await expect(page.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
      await expect(reading).toContainText(`Season: ${p.season}`);
    });
  }

  test('with location denied, logs it and keeps the prompt to Detect', async ({ page }) => {
    const lines = consoleLines(page);
    await denyLocation(page);
    await page.goto('/grow/climate');
    await expect(page.getByRole('heading', { level: 1, name: 'Climate Zones Guide' })).toBeVisible();
    await expect.poll(() => lines.includes(LOCATION_ERROR_LOG), { timeout: 15_000 }).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Find your climate' })).toBeVisible();
    await expect(page.getByTestId('climate-reading')).toHaveCount(0);
    const detect = page.getByRole('button', { name: 'Detect My Location' });
    await expect(detect).toBeEnabled();

    // Asking again fails the same way: still only logged, the prompt stays.
    const before = lines.filter((l) => l === LOCATION_ERROR_LOG).length;
    await detect.click();
    await expect
      .poll(() => lines.filter((l) => l === LOCATION_ERROR_LOG).length, { timeout: 15_000 })
      .toBeGreaterThan(before);
    await expect(page.getByRole('heading', { level: 2, name: 'Find your climate' })).toBeVisible();
    await expect(detect).toBeEnabled();
    await expectAccessible(page);
  });

  test('has the tabs Zones, Seasons, Local Factors and Global', async ({ page }) => {
    await page.goto('/grow/climate');
    await expect(page.getByRole('tab')).toHaveText(['Zones', 'Seasons', 'Local Factors', 'Global']);
    await expect(page.getByRole('heading', { level: 3, name: 'Desert/Arid' })).toBeVisible();
    await page.getByRole('tab', { name: 'Seasons' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Spring Preparation' })).toBeVisible();
    await page.getByRole('tab', { name: 'Local Factors' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Urban Heat Island' })).toBeVisible();
    await page.getByRole('tab', { name: 'Global' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Hemisphere Timing' })).toBeVisible();
    await expectAccessible(page);
  });
});
