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

  test('the pepper list reaches its next page and back by links', async ({ page }) => {
    await page.goto('/peppers?heatLevel=hot');
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' });
    await next.click();
    await expect(page).toHaveURL(/\/peppers\?heatLevel=hot&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Heat level' })).toHaveValue('hot');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/peppers\?heatLevel=hot$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('a long list shows more by a link, to its end', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.locator('main article')).toHaveCount(24);
    await page.getByRole('link', { name: 'Show 24 more recipes' }).click();
    await expect(page).toHaveURL(/\/recipes\?shown=48$/);
    await expect(page.locator('main article')).toHaveCount(48);
  });

  test('a species on the grow pages is shown whole by a link', async ({ page }) => {
    await page.goto('/grow/species');
    const showAll = page.getByRole('link', { name: /^Show all \d+ Capsicum annuum$/ });
    const count = Number((await showAll.textContent())!.match(/\d+/)![0]);
    await showAll.click();
    await expect(page).toHaveURL(/\/grow\/species\?species=Capsicum\+annuum$/);
    const annuum = page.getByRole('list', { name: 'Capsicum annuum varieties' });
    // A long species grows by its own Show more link: the first step of it is shown.
    await expect(annuum.getByRole('listitem')).toHaveCount(Math.min(count, 24));
  });

  test('the glossary searches with its form, and its categories are links that keep the search', async ({
    page,
  }) => {
    await page.goto('/glossary');
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('seed');
    await page.getByRole('searchbox', { name: 'Search terms' }).press('Enter');
    await expect(page).toHaveURL(/\/glossary\?search=seed$/);
    await expect(page.getByText('5 terms')).toBeVisible();
    await page.getByRole('tab', { name: 'Anatomy' }).click();
    await expect(page).toHaveURL(/\/glossary\?search=seed&tab=anatomy$/);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Placenta']);
  });

  test('the harvest calculator is a form: its dates are for the date and variety sent', async ({ page }) => {
    await page.goto('/guides/harvest');
    await page.getByLabel('Transplant date').fill('2026-05-01');
    await page.getByLabel('Variety').selectOption('medium');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/guides\/harvest\?transplant=2026-05-01&variety=medium$/);
    await expect(page.getByRole('list', { name: 'Harvest predictions' })).toContainText(
      'First ripe peppers: Thu, July 30, 2026',
    );
  });

  test('the pest filters are a form, and Clear is a link back to the whole guide', async ({ page }) => {
    await page.goto('/guides/pests');
    await page.getByLabel('Search').fill('mite');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/guides\/pests\?search=mite&severity=All$/);
    await expect(page.getByRole('list', { name: 'Pests' }).getByRole('heading', { level: 3 })).toHaveText([
      'Spider Mites',
      'Broad Mites',
    ]);
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/guides\/pests$/);
    await expect(page.getByLabel('Search')).toHaveValue('');
  });

  test('the seed guide’s weeks are links', async ({ page }) => {
    await page.goto('/guides/seeds');
    await page.getByRole('link', { name: 'Week 3' }).click();
    await expect(page).toHaveURL(/\/guides\/seeds\?week=3$/);
    await expect(page.getByRole('link', { name: 'Week 3' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { name: /^Week 3/ })).toBeVisible();
  });

  test('a pepper or a recipe that does not exist shows its not-found page, with 404', async ({ page }) => {
    const pepper = await page.goto('/peppers/99999');
    expect(pepper?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: 'Pepper not found' })).toBeVisible();
    await expect(page.getByText('Loading pepper…')).toHaveCount(0);
    const recipe = await page.goto('/recipes/99999');
    expect(recipe?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: 'Recipe Not Found' })).toBeVisible();
  });
});
