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
});
