import { expect, tapAtListEnd, test } from '../fixtures';

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
    // The Stats tab tells the atlas's counts, read for the page's own document.
    await page.getByRole('tab', { name: 'Stats' }).click();
    await expect(page).toHaveURL(/\/menu\?tab=stats$/);
    const { varieties } = await (await page.request.get('/api/stats')).json();
    await expect(page.getByRole('tabpanel')).toContainText(`Varieties${varieties}`);
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
    await tapAtListEnd(next);
    await expect(page).toHaveURL(/\/peppers\?heatLevel=hot&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Heat level' })).toHaveValue('hot');
    await tapAtListEnd(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }),
    );
    await expect(page).toHaveURL(/\/peppers\?heatLevel=hot$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('a long list shows more by a link, to its end', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.locator('main article')).toHaveCount(24);
    await tapAtListEnd(page.getByRole('link', { name: 'Show 24 more recipes' }));
    await expect(page).toHaveURL(/\/recipes\?shown=48$/);
    await expect(page.locator('main article')).toHaveCount(48);
  });

  test('a species on the grow pages is shown whole by a link', async ({ page }) => {
    await page.goto('/grow/species');
    const showAll = page.getByRole('link', { name: /^Show all \d+ Capsicum annuum$/ });
    const count = Number((await showAll.textContent())!.match(/\d+/)![0]);
    await tapAtListEnd(showAll);
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

  test('the pepper list, a pepper, a recipe and a guide can be read, and their links followed', async ({
    page,
  }) => {
    await page.goto('/peppers');
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper Database' })).toBeVisible();
    await page.locator('main a[href^="/peppers/"]').first().click();
    await expect(page).toHaveURL(/\/peppers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scoville Rating' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();

    await page.goto('/recipes');
    const recipe = page.locator('main a[href^="/recipes/"]').first();
    const title = (await recipe.textContent())!.trim();
    await recipe.click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();

    await page.goto('/glossary');
    await expect(page.getByRole('heading', { level: 1, name: /Glossary/ })).toBeVisible();
    await page.getByRole('link', { name: 'Menu' }).first().click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('the yield tool is a form: sending 10 habanero plants answers for them, at an address to share', async ({
    page,
  }) => {
    await page.goto('/tools/yield');
    await page.getByLabel('Variety').selectOption('habanero');
    await page.getByRole('spinbutton', { name: 'Number of plants' }).fill('10');
    await page.getByRole('button', { name: 'Estimate Yield' }).click();
    await expect(page).toHaveURL(/\/tools\/yield\?variety=habanero&plants=10$/);
    await expect(page.getByTestId('yield-range')).toHaveText('200-300');
    await expect(page.getByLabel('Variety')).toHaveValue('habanero');
  });

  test('the heat tolerance quiz goes question by question to its result', async ({ page }) => {
    await page.goto('/heat-tolerance-quiz');
    for (let question = 1; question <= 7; question += 1) {
      await expect(page.getByText(`Question ${question} of 7`)).toBeVisible();
      // The hottest answer of each question: the last one offered.
      await page.locator('main form button[name="answers"]').last().click();
    }
    await expect(page).toHaveURL(/\/heat-tolerance-quiz\?answers=[^&]+$/);
    await expect(page.getByText('Your heat tolerance')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Chili Legend' })).toBeVisible();
    await expect(page.getByText('84 of 84')).toBeVisible();
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(page.getByText('Question 1 of 7')).toBeVisible();
  });

  test('a page tab is a link: the climate guide’s Seasons tab opens at ?tab=seasons', async ({ page }) => {
    await page.goto('/grow/climate');
    await page.getByRole('tab', { name: 'Seasons' }).click();
    await expect(page).toHaveURL(/\/grow\/climate\?tab=seasons$/);
    await expect(page.getByRole('tab', { name: 'Seasons' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Spring Preparation' })).toBeVisible();
  });

  test('the growing tools’ tabs are links to each tool', async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('tab', { name: 'Spacing' }).click();
    await expect(page).toHaveURL(/\/tools\/spacing$/);
    await expect(page.getByRole('heading', { name: 'Plant Spacing' })).toBeVisible();
  });

  test('the planting calendar finds a variety by its form and chooses it by a link', async ({ page }) => {
    await page.goto('/tools/calendar');
    await page.getByLabel('Transplant date').fill('2026-05-15');
    await page.getByLabel('Variety (optional)').fill('reaper');
    await page.getByRole('button', { name: 'Show My Calendar' }).click();
    await expect(page).toHaveURL(/\/tools\/calendar\?transplant=2026-05-15&find=reaper$/);
    await page.getByRole('link', { name: /^Carolina Reaper/ }).click();
    await expect(page).toHaveURL(/\/tools\/calendar\?transplant=2026-05-15&variety=\d+$/);
    await expect(page.getByTestId('chosen-variety')).toHaveText('Carolina Reaper');
    // A variety's own lead time: the Carolina Reaper is sown 12 weeks before.
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText('(12 weeks before)');
  });

  test('a grow kit card opens “and N more” in place and closes it again, from the keyboard too; its detail and the plans are links', async ({
    page,
  }) => {
    await page.goto('/premium?tab=kits');
    const salsa = page
      .getByRole('list', { name: 'Grow kits' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Salsa Garden Kit' }) });
    const more = salsa.locator('summary');
    const pots = salsa.getByText('8 biodegradable 3 in (8 cm) pots');
    await expect(salsa.getByText('Seed packet: Poblano (20 seeds)')).toBeVisible();
    await expect(more).toHaveAccessibleName('and 5 more');
    await expect(pots).toBeHidden();
    expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await more.click();
    await expect(pots).toBeVisible();
    await expect(more).toHaveAccessibleName('Show fewer');
    await more.press('Enter');
    await expect(pots).toBeHidden();
    await expect(more).toHaveAccessibleName('and 5 more');
    // The card's detail, and the plans, are links too.
    await salsa.getByRole('link', { name: 'Details and buying' }).click();
    await expect(page).toHaveURL(/\/premium\?tab=kits&kit=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Salsa Garden Kit' })).toBeVisible();
    await page.goto('/premium?tab=merch');
    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });

  test('“Show all N recipes” on a variety’s page is a link that lists them all', async ({ page }) => {
    // The Serrano is used by more than five of the vault's recipes.
    await page.goto('/peppers/6101');
    const recipes = page.getByRole('list', { name: 'Recipes that use Serrano' }).getByRole('link');
    await expect(recipes).toHaveCount(5);
    const showAll = page.getByRole('link', { name: /^Show all \d+ recipes$/ });
    const count = Number((await showAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(5);
    await showAll.click();
    await expect(page).toHaveURL(/\/peppers\/6101\?recipes=all$/);
    await expect(recipes).toHaveCount(count);
    await expect(page.getByRole('link', { name: /^Show all/ })).toHaveCount(0);
  });
});
