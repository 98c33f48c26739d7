import { expect, expectAccessible, test } from '../fixtures';

// The grow center and the climate guide with a device location are covered in grow-climate.spec.ts.
test.describe('growing tools and guides', () => {
  test('each tool gives its results for given inputs, and an unknown tool shows the calendar', async ({
    page,
  }) => {
    await page.goto('/tools/not-a-tool');
    await expect(page.getByRole('tab', { name: 'Calendar', selected: true })).toBeVisible();
    await page.getByLabel('Transplant date').fill('2026-05-15');
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText(
      'Start seeds indoors: Fri, March 20, 2026',
    );
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText(
      'First harvest: Fri, August 21, 2026',
    );

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
    await expect(page.getByRole('button', { name: 'Use My Location' })).toBeVisible();

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
    await page.getByRole('link', { name: 'Clear' }).click();
    await page.getByRole('tab', { name: 'Diseases' }).click();
    await page.getByLabel('Severity').selectOption('High');
    await page.getByLabel('Organic Only').check();
    await expect(page.getByRole('list', { name: 'Diseases' }).getByRole('heading', { level: 3 })).toHaveText([
      'Bacterial Leaf Spot',
    ]);
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
