import { expect, test } from '../fixtures';

/** Each of these works as a plain form or link in a browser that runs no scripts at all. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pepper search is a form: its answer is the address', async ({ page }) => {
    await page.goto('/peppers');
    await page.getByRole('combobox', { name: 'Search peppers' }).fill('habanero');
    await page.getByRole('combobox', { name: 'Search peppers' }).press('Enter');
    await expect(page).toHaveURL(/\/peppers\?search=habanero&heatLevel=all&origin=all$/);
    await expect(page.getByRole('combobox', { name: 'Search peppers' })).toHaveValue('habanero');
  });

  test('a recipe filter is a form, sent with its button', async ({ page }) => {
    await page.goto('/recipes');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('salsa');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/recipes\?search=&category=salsa&heatLevel=all$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('salsa');
  });

  test('Home’s search goes to the pepper database with the text', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search peppers' });
    await search.getByRole('combobox').fill('reaper');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/peppers\?search=reaper$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper Database' })).toBeVisible();
  });

  test('the favorite heart adds the pepper and comes back to the page', async ({ page }) => {
    await page.goto('/peppers?search=habanero');
    const heart = page.getByRole('button', { name: /^Add .* to favorites$/ }).first();
    const name = (await heart.getAttribute('aria-label'))!.replace(/^Add (.*) to favorites$/, '$1');
    await heart.click();
    await expect(page).toHaveURL(/\/peppers\?search=habanero$/);
    const favorites = (await (await page.request.get('/api/user/favorites')).json()) as {
      pepperId: number;
    }[];
    expect(favorites).toHaveLength(1);
    const pepper = await (await page.request.get(`/api/peppers/${favorites[0].pepperId}`)).json();
    expect(pepper.name).toBe(name);
  });

  test('Menu tabs are links, and the tab shown follows the address', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('tab', { name: 'Quick Access' }).click();
    await expect(page).toHaveURL(/\/menu\?tab=quick$/);
    await expect(page.getByRole('tab', { name: 'Quick Access' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('Next Random is a link to another pepper', async ({ page }) => {
    await page.goto('/random');
    const shown = await page.getByRole('heading', { level: 2 }).textContent();
    await page.getByRole('link', { name: 'Next Random' }).click();
    await expect(page).toHaveURL(/\/random\?pepper=\d+$/);
    await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(shown!);
  });
});
