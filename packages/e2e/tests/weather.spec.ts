import { allowLocation, denyLocation, expect, expectAccessible, test } from '../fixtures';

/** New York: the fake weather service answers every place with the same week, and frost dates by hemisphere. */
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

test.describe('weather and frost dates for the grower, with the location shared', () => {
  test.beforeEach(({ context }) => allowLocation(context, NEW_YORK.latitude, NEW_YORK.longitude));

  test('with the location shared, /tools/weather shows live figures, the week ahead and the warnings', async ({
    page,
  }) => {
    await page.goto('/tools/weather');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    const live = page.getByTestId('weather-live');
    await expect(live).toBeVisible();
    await expect(live.getByText('65°F', { exact: true })).toBeVisible();
    await expect(live.getByText('71%', { exact: true })).toBeVisible();
    await expect(live.getByText('8 mph', { exact: true })).toBeVisible();
    const warnings = page.getByRole('region', { name: 'Warnings for your peppers' });
    await expect(warnings).toContainText('low of 35°F');
    await expect(warnings).toContainText('high of 97°F');
    await expect(page.getByRole('region', { name: 'The week ahead' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByText('Sample figures')).toHaveCount(0);
    await page.getByRole('button', { name: '°C' }).click();
    await expect(live.getByText('18°C', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('the climate guide shows the average frost dates and the season length for the detected place', async ({
    page,
  }) => {
    await page.goto('/grow/climate');
    const frost = page.getByTestId('frost-dates');
    await expect(frost).toContainText('Average last spring frostApril 15');
    await expect(frost).toContainText('Average first fall frostOctober 15');
    await expect(frost).toContainText('Frost-free season183 days');
    await expectAccessible(page);
  });

  test('the calendar takes the transplant date from the frost date', async ({ page }) => {
    await page.goto('/tools/calendar');
    await page.getByRole('button', { name: 'Use My Frost Date' }).click();
    await expect(page.getByText('Two weeks after your average last spring frost (April 15).')).toBeVisible();
    await expect(page.getByLabel('Transplant date')).toHaveValue(/^\d{4}-04-29$/);
  });
});

test.describe('weather for the grower, with the location refused', () => {
  test('with the location refused, the weather tool shows sample figures labelled as such', async ({
    page,
  }) => {
    await denyLocation(page);
    await page.goto('/tools/weather');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    const sample = page.getByTestId('weather-sample');
    await expect(sample.getByText('Sample figures')).toBeVisible();
    await expect(sample).toContainText('Your location was not shared');
    for (const value of ['72°F', '65%', '8 mph'])
      await expect(sample.getByText(value, { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
