import { expect, test } from '../fixtures';

/**
 * A person on a slow phone types or chooses before the page's code has come. The shell's code is held back
 * until they have, then let through: the page must answer for what the fields hold.
 */
async function holdCodeBack(page: import('@playwright/test').Page) {
  let letCodeCome = () => {};
  const codeMayCome = new Promise<void>((resolve) => (letCodeCome = resolve));
  await page.route(/\/main\.[^/]*\.js$/, async (route) => {
    await codeMayCome;
    await route.continue();
  });
  return letCodeCome;
}

test.describe('before the page’s code comes', () => {
  test('a search typed on /peppers is searched once the code comes', async ({ page }) => {
    const letCodeCome = await holdCodeBack(page);
    await page.goto('/peppers', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search peppers' });
    await search.fill('habanero');
    await page.screenshot({ path: '/work/shots/forms-catalog-peppers-before-code.png' });
    letCodeCome();
    await expect(page).toHaveURL(/\/peppers\?search=habanero$/);
    await expect(search).toHaveValue('habanero');
    const names = page.locator('main article h3');
    await expect(names.first()).toContainText(/habanero/i);
    for (const name of await names.allTextContents()) expect(name).toMatch(/habanero/i);
    await page.screenshot({ path: '/work/shots/forms-catalog-peppers-after-code.png' });
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
});
