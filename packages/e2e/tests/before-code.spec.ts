import { expect, holdCodeBack, test } from '../fixtures';

/**
 * A person on a slow phone types or chooses before the page's code has come. The shell's code is held back
 * until they have, then let through: the page must answer for what the fields hold.
 */
test.describe('before the page’s code comes', () => {
  test('a search typed on /peppers is searched once the code comes', async ({ page }) => {
    const letCodeCome = await holdCodeBack(page);
    await page.goto('/peppers', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search peppers' });
    await search.fill('habanero');
    letCodeCome();
    await expect(page).toHaveURL(/\/peppers\?search=habanero$/);
    await expect(search).toHaveValue('habanero');
    // The search forgives spelling, so near names (Habanada) come after the habaneros: the list is the search's,
    // not the whole database.
    await expect(page.locator('main article h3').first()).toHaveText('Habanero');
    await expect(page.getByText(/^\d+ varieties/)).not.toHaveText(/^514 varieties/);
  });

  test('a heat level chosen on /recipes filters the recipes once the code comes', async ({ page }) => {
    const letCodeCome = await holdCodeBack(page);
    await page.goto('/recipes', { waitUntil: 'commit' });
    const heat = page.getByRole('combobox', { name: 'Heat level' });
    await heat.selectOption('hot');
    letCodeCome();
    await expect(page).toHaveURL(/\/recipes\?heatLevel=hot$/);
    await expect(heat).toHaveValue('hot');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('a search typed in the glossary is answered once the code comes', async ({ page }) => {
    const letCodeCome = await holdCodeBack(page);
    await page.goto('/glossary', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search terms' });
    await search.fill('seed');
    letCodeCome();
    await expect(page).toHaveURL(/\/glossary\?search=seed$/);
    await expect(page.getByText('5 terms')).toBeVisible();
  });

  test('a date and a variety entered in the harvest calculator are answered once the code comes', async ({
    page,
  }) => {
    const letCodeCome = await holdCodeBack(page);
    await page.goto('/guides/harvest', { waitUntil: 'commit' });
    await page.getByLabel('Transplant date').fill('2026-05-01');
    await page.getByLabel('Variety').selectOption('medium');
    letCodeCome();
    await expect(page).toHaveURL(/transplant=2026-05-01/);
    await expect(page).toHaveURL(/variety=medium/);
    await expect(page.getByRole('list', { name: 'Harvest predictions' })).toContainText(
      'First ripe peppers: Thu, July 30, 2026',
    );
  });

  test('a severity chosen in the pest guide filters once the code comes', async ({ page }) => {
    const letCodeCome = await holdCodeBack(page);
    await page.goto('/guides/pests', { waitUntil: 'commit' });
    await page.getByLabel('Severity').selectOption('High');
    await page.getByLabel('Organic Only').check();
    letCodeCome();
    await expect(page).toHaveURL(/severity=High/);
    await expect(page).toHaveURL(/organic=1/);
    await expect(page.getByLabel('Organic Only')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Clear' })).toBeVisible();
  });

  test('Detect My Location and the seed check-offs are disabled and busy until the code comes', async ({
    page,
  }) => {
    let letCodeCome = await holdCodeBack(page);
    await page.goto('/grow/climate', { waitUntil: 'commit' });
    const detect = page.getByRole('button', { name: 'Detect My Location' });
    await expect(detect).toBeDisabled();
    await expect(detect).toHaveAttribute('aria-busy', 'true');
    letCodeCome();
    await expect(detect).toBeEnabled();
    await expect(detect).toHaveAttribute('aria-busy', 'false');

    await page.unrouteAll({ behavior: 'wait' });
    letCodeCome = await holdCodeBack(page);
    await page.goto('/guides/seeds', { waitUntil: 'commit' });
    const task = page.getByRole('checkbox').first();
    await expect(task).toBeDisabled();
    await expect(task).toHaveAttribute('aria-busy', 'true');
    letCodeCome();
    await expect(task).toBeEnabled();
    await task.click();
    await expect(task).toHaveAttribute('aria-checked', 'true');
  });
});
