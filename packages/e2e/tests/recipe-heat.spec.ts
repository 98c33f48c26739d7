import { expect, test } from '../fixtures';

test.describe('recipes on the one heat scale', () => {
  test("the Recipe Vault's heat filter offers the pepper database's levels, and a superhot dish is Superhot", async ({
    page,
  }) => {
    await page.goto('/recipes');
    const heat = page.getByRole('combobox', { name: 'Heat level' });
    await expect(heat.locator('option')).toHaveText([
      'All heat levels',
      'No Heat',
      'Mild',
      'Medium',
      'Hot',
      'Very Hot',
      'Superhot',
    ]);
    await heat.selectOption('Superhot');
    await expect(page).toHaveURL(/heatLevel=superhot/);
    const honey = page.locator('article', {
      has: page.getByRole('link', { name: 'Carolina Reaper Hot Honey' }),
    });
    await expect(honey).toContainText('Superhot');
    // Every card the filter keeps names the same level.
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('article').filter({ hasNotText: 'Superhot' })).toHaveCount(0);
  });

  test('a recipe page names its heat in the words of its pepper', async ({ page }) => {
    await page.goto('/recipes?search=ghost%20pepper%20dilly');
    await page.getByRole('link', { name: 'Ghost Pepper Dilly Beans' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ghost Pepper Dilly Beans' })).toBeVisible();
    const stat = page.locator('dt', { hasText: 'Heat' }).locator('xpath=following-sibling::dd');
    await expect(stat).toHaveText('Very Hot');
  });

  test('the API still takes the old word extreme, for the Very Hot and Superhot recipes', async ({
    request,
  }) => {
    const extreme = await (await request.get('/api/recipes/summaries?heatLevel=extreme')).json();
    expect(extreme.length).toBeGreaterThan(0);
    for (const r of extreme) expect(['very-hot', 'superhot']).toContain(r.heatLevel);
  });
});
