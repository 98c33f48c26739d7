import { expect, expectAccessible, test } from '../fixtures';

const PLACES = [
  { where: 'a northern place (London)', latitude: 51.5, longitude: -0.12, band: 'Continental climate', region: 'Europe', calendar: 'Northern Hemisphere Calendar' },
  { where: 'a southern place (Melbourne)', latitude: -37.8, longitude: 144.96, band: 'Temperate climate', region: 'Australia/Oceania', calendar: 'Southern Hemisphere Calendar' },
  { where: 'a tropical place (Singapore)', latitude: 1.35, longitude: 103.82, band: 'Tropical climate', region: 'Southeast/South Asia', calendar: 'Tropical Calendar' },
];

test.describe('the climate guide with the device location', () => {
  for (const place of PLACES) {
    test(`granted in ${place.where}: zone, season and calendar variant`, async ({ browser }) => {
      const context = await browser.newContext({ geolocation: { latitude: place.latitude, longitude: place.longitude }, permissions: ['geolocation'] });
      const page = await context.newPage();
      await page.goto('/grow/climate');
      const reading = page.getByTestId('climate-reading');
      await expect(reading.getByRole('heading', { name: place.band })).toBeVisible();
      await expect(reading).toContainText(place.region);
      await expect(reading).toContainText(/Season: (Spring|Summer|Fall|Winter|Wet Season|Dry Season)/);
      await expect(page.getByRole('heading', { name: place.calendar })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your Zone' })).toBeVisible();
      await expectAccessible(page);
      await context.close();
    });
  }

  test('denied: the prompt to detect stays', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/grow/climate');
    await expect(page.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Find your climate' })).toBeVisible();
    await expect.poll(() => logs).toContain('Location access denied or unavailable');
    await expect(page.getByTestId('climate-reading')).toHaveCount(0);
    await context.close();
  });
});

test.describe('growing', () => {
  test('the grow center leads to a category and on to a pepper page', async ({ page }) => {
    await page.goto('/grow');
    await page.getByRole('tab', { name: 'Varieties' }).click();
    await page.getByRole('link', { name: /Beginner/ }).click();
    await expect(page).toHaveURL(/\/grow\/beginner$/);
    const first = page.getByRole('list', { name: 'Beginner Varieties' }).getByRole('link', { name: /View Full Details/ }).first();
    await first.click();
    await expect(page).toHaveURL(/\/peppers\/\d+$/);
  });

  test('each tool gives its results for given inputs, and an unknown tool shows the calendar', async ({ page }) => {
    await page.goto('/tools/not-a-tool');
    await expect(page.getByRole('tab', { name: 'Calendar', selected: true })).toBeVisible();
    await page.getByLabel('Transplant date').fill('2026-05-15');
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText('Start seeds indoors: Fri, March 20, 2026');
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText('First harvest: Fri, August 21, 2026');

    await page.getByRole('tab', { name: 'Spacing' }).click();
    await expect(page).toHaveURL(/\/tools\/spacing$/);
    await expect(page.getByTestId('total-plants')).toHaveText('12');
    await page.getByLabel('Spacing (in)').fill('12');
    await expect(page.getByTestId('plants-per-row')).toHaveText('10');
    await expect(page.getByTestId('rows')).toHaveText('4');
    await expect(page.getByTestId('total-plants')).toHaveText('40');

    await page.getByRole('tab', { name: 'Yield' }).click();
    await expect(page.getByTestId('yield-range')).toHaveText('300-420');
    await page.getByLabel('Variety').selectOption({ label: 'Serrano' });
    await page.getByLabel('Number of plants').fill('3');
    await expect(page.getByTestId('yield-range')).toHaveText('120-180');

    await page.getByRole('tab', { name: 'Weather' }).click();
    await expect(page.getByText('Sample data')).toBeVisible();
    await expect(page.getByText('72°F')).toBeVisible();

    await page.getByRole('tab', { name: 'Fertilizer' }).click();
    await page.getByLabel('Bed length (ft)').fill('20');
    await expect(page.getByTestId('fertilizer-amount')).toHaveText('12.8 oz (363 g)');
    await expectAccessible(page);
  });

  test('the pest filters combine: search, severity and Organic Only', async ({ page }) => {
    await page.goto('/guides/pests');
    const pests = page.getByRole('list', { name: 'Pests' }).getByRole('heading', { level: 3 });
    await page.getByLabel('Search').fill('mite');
    await expect(pests).toHaveText(['Spider Mites', 'Broad Mites']);
    await page.getByLabel('Severity').selectOption('Low');
    await expect(page.getByRole('heading', { name: 'No pests match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('tab', { name: 'Diseases' }).click();
    await page.getByLabel('Severity').selectOption('High');
    await page.getByLabel('Organic Only').check();
    await expect(page.getByRole('list', { name: 'Diseases' }).getByRole('heading', { level: 3 })).toHaveText(['Bacterial Leaf Spot']);
    await expectAccessible(page);
  });

  test('the harvest calculator predicts green and ripe dates', async ({ page }) => {
    await page.goto('/guides/harvest');
    await page.getByLabel('Transplant date').fill('2026-06-01');
    await page.getByLabel('Variety').selectOption('mild');
    const predictions = page.getByRole('list', { name: 'Harvest predictions' });
    await expect(predictions).toContainText('First green peppers: Fri, July 31, 2026 (60-80 days)');
    await expect(predictions).toContainText('First ripe peppers: Thu, August 20, 2026 (80-100 days)');
    await expectAccessible(page);
  });
});
