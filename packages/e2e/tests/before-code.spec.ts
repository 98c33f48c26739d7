import { APP_PORT, expect, openBeforeCode, signUp, test } from '../fixtures';

const sameOrigin = { origin: `http://127.0.0.1:${APP_PORT}` };

/**
 * A person on a slow phone types or chooses before the page's code has come. The shell's code is held back
 * until they have, then let through: the page must answer for what the fields hold.
 */
test.describe('before the page’s code comes', () => {
  test('a search typed on /peppers is searched once the code comes', async ({ page }) => {
    const letCodeCome = await openBeforeCode(page, '/peppers');
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
    const letCodeCome = await openBeforeCode(page, '/recipes');
    const heat = page.getByRole('combobox', { name: 'Heat level' });
    await heat.selectOption('hot');
    letCodeCome();
    await expect(page).toHaveURL(/\/recipes\?heatLevel=hot$/);
    await expect(heat).toHaveValue('hot');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('a search typed in the glossary is answered once the code comes', async ({ page }) => {
    const letCodeCome = await openBeforeCode(page, '/glossary');
    const search = page.getByRole('searchbox', { name: 'Search terms' });
    await search.fill('seed');
    letCodeCome();
    await expect(page).toHaveURL(/\/glossary\?search=seed$/);
    await expect(page.getByText('5 terms')).toBeVisible();
  });

  test('a date and a variety entered in the harvest calculator are answered once the code comes', async ({
    page,
  }) => {
    const letCodeCome = await openBeforeCode(page, '/guides/harvest');
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
    const letCodeCome = await openBeforeCode(page, '/guides/pests');
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
    let letCodeCome = await openBeforeCode(page, '/grow/climate');
    const detect = page.getByRole('button', { name: 'Detect My Location' });
    await expect(detect).toBeDisabled();
    await expect(detect).toHaveAttribute('aria-busy', 'true');
    letCodeCome();
    await expect(detect).toBeEnabled();
    await expect(detect).toHaveAttribute('aria-busy', 'false');

    await page.unrouteAll({ behavior: 'wait' });
    letCodeCome = await openBeforeCode(page, '/guides/seeds');
    const task = page.getByRole('checkbox').first();
    await expect(task).toBeDisabled();
    await expect(task).toHaveAttribute('aria-busy', 'true');
    letCodeCome();
    await expect(task).toBeEnabled();
    await task.click();
    await expect(task).toHaveAttribute('aria-checked', 'true');
  });

  test('10 plants typed on /tools/yield: once the code comes, the answer is for 10', async ({ page }) => {
    const letCodeCome = await openBeforeCode(page, '/tools/yield');
    const plants = page.getByRole('spinbutton', { name: 'Number of plants' });
    await plants.fill('10');
    letCodeCome();
    await expect(page).toHaveURL(/\/tools\/yield\?(.*&)?plants=10/);
    await expect(plants).toHaveValue('10');
    await expect(page.getByTestId('yield-range')).toHaveText('250-350');
  });

  test('a spacing typed on /tools/spacing: once the code comes, the plan is for it', async ({ page }) => {
    const letCodeCome = await openBeforeCode(page, '/tools/spacing');
    await page.getByRole('spinbutton', { name: 'Spacing (in)' }).fill('24');
    letCodeCome();
    await expect(page).toHaveURL(/\/tools\/spacing\?(.*&)?spacing=24/);
    // 10 ft by 4 ft at 24 in: 5 plants per row, 2 rows.
    await expect(page.getByTestId('plants-per-row')).toHaveText('5');
    await expect(page.getByTestId('rows')).toHaveText('2');
    await expect(page.getByTestId('total-plants')).toHaveText('10');
  });

  test('a date picked on /tools/calendar: once the code comes, the season is for it', async ({ page }) => {
    const letCodeCome = await openBeforeCode(page, '/tools/calendar');
    await page.getByLabel('Transplant date').fill('2026-05-15');
    letCodeCome();
    await expect(page).toHaveURL(/\/tools\/calendar\?(.*&)?transplant=2026-05-15/);
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText(
      'Transplant outside: Fri, May 15, 2026',
    );
  });

  test('a variety searched on /tools/calendar: once the code comes, its matches are offered', async ({
    page,
  }) => {
    const letCodeCome = await openBeforeCode(page, '/tools/calendar');
    await page.getByLabel('Variety (optional)').fill('reaper');
    letCodeCome();
    await expect(page).toHaveURL(/\/tools\/calendar\?(.*&)?find=reaper/);
    await page.getByRole('link', { name: /^Carolina Reaper/ }).click();
    await expect(page.getByTestId('chosen-variety')).toHaveText('Carolina Reaper');
  });

  test('Use Camera is disabled and busy until the code comes, then it is live', async ({ page }) => {
    const letCodeCome = await openBeforeCode(page, '/identify');
    const camera = page.getByRole('button', { name: 'Use Camera' });
    await expect(camera).toBeDisabled();
    await expect(camera).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Loading the camera and photo picker…')).toBeVisible();
    letCodeCome();
    await expect(camera).toBeEnabled();
    await expect(camera).toHaveAttribute('aria-busy', 'false');
  });

  test('a variety chosen for a new planting: Change variety and Add planting are disabled and busy until the code comes', async ({
    page,
  }) => {
    const letCodeCome = await openBeforeCode(page, '/garden?add=1000');
    const change = page.getByRole('button', { name: 'Change variety' });
    const add = page.getByRole('button', { name: 'Add planting' });
    for (const control of [change, add]) {
      await expect(control).toBeDisabled();
      await expect(control).toHaveAttribute('aria-busy', 'true');
    }
    letCodeCome();
    for (const control of [change, add]) {
      await expect(control).toBeEnabled();
      await expect(control).not.toHaveAttribute('aria-busy', 'true');
    }
    await change.click();
    await page.getByLabel('Variety').fill('habanero');
    const match = page.getByRole('list', { name: 'Matching varieties' }).getByRole('button').first();
    await expect(match).toBeEnabled();
    await match.click();
    await expect(page.getByTestId('chosen-variety')).toHaveText(/Habanero/);
  });

  test('signing in waits for the code: Sign In is disabled and busy until it comes, and what was typed is kept', async ({
    page,
  }) => {
    const { email, password } = await signUp(page);
    await page.request.post('/api/logout', { headers: sameOrigin });
    const letCodeCome = await openBeforeCode(page, '/login');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn).toBeDisabled();
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    letCodeCome();
    await expect(signIn).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await signIn.click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  test('on a recipe, the measures and the ingredients ticked before the code comes count once it runs', async ({
    page,
  }) => {
    const letCodeCome = await openBeforeCode(page, '/recipes/3');
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await page.locator('label', { hasText: 'Metric' }).click();
    await ingredients.getByText(/cloves garlic, smashed/).click();
    letCodeCome();
    await expect(page.getByRole('button', { name: 'Cook mode' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(ingredients).toContainText('240 ml (1 cup) distilled white vinegar');
    await expect(ingredients.getByRole('checkbox', { name: /cloves garlic, smashed/ })).toBeChecked();
    // Kept as chosen, on this device.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(ingredients.getByRole('checkbox', { name: /cloves garlic, smashed/ })).toBeChecked();
  });

  test('the servings stepper on a recipe works before the code comes: the server renders the size tapped', async ({
    page,
  }) => {
    const letCodeCome = await openBeforeCode(page, '/recipes/1');
    const servings = page.locator('dt', { hasText: 'Servings' }).locator('xpath=following-sibling::dd');
    await expect(servings).toHaveText('40 servings');
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(page).toHaveURL(/\/recipes\/1\?servings=50$/);
    await expect(servings).toHaveText('50 servings');
    letCodeCome();
    await expect(page.getByRole('button', { name: 'Cook mode' })).toBeEnabled();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/recipes\/1$/);
    await expect(servings).toHaveText('40 servings');
  });
});
