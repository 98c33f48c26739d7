import { expect, signUp, test } from '../fixtures';

test.describe('recipes and varieties link both ways', () => {
  test("a recipe's pepper opens the variety's page, which lists the recipe", async ({ page }, info) => {
    await page.goto('/recipes?search=tandoori%20masala');
    await page.getByRole('link', { name: 'Tandoori Masala Dry Rub' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tandoori Masala Dry Rub' })).toBeVisible();
    const peppers = page.getByRole('region', { name: 'Peppers in this recipe' });
    // The recipe says "Kashmiri"; the database keeps the variety as "Kashmiri Chili".
    const kashmiri = peppers.getByRole('link', { name: /Kashmiri/ });
    await peppers.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: info.outputPath('recipe-peppers.png') });
    await kashmiri.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kashmiri Chili' })).toBeVisible();

    const ideas = page.getByRole('region', { name: 'Recipe Ideas' });
    const list = ideas.getByRole('list', { name: 'Recipes that use Kashmiri Chili' });
    await expect(list.getByRole('link', { name: /Tandoori Masala Dry Rub/ })).toBeVisible();
    await ideas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: info.outputPath('pepper-recipes.png') });
    const shown = await list.getByRole('link').count();
    const more = ideas.getByRole('button', { name: /^Show all \d+ recipes$/ });
    if (await more.count()) {
      await more.click();
      expect(await list.getByRole('link').count()).toBeGreaterThan(shown);
    }
    await list.getByRole('link', { name: /Tandoori Masala Dry Rub/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tandoori Masala Dry Rub' })).toBeVisible();
  });

  test("Bird's Eye has a page of its own with its recipes", async ({ page }) => {
    await page.goto("/peppers?search=bird's%20eye");
    await page.getByRole('link', { name: "Bird's Eye", exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: "Bird's Eye" })).toBeVisible();
    await expect(
      page.getByRole('list', { name: "Recipes that use Bird's Eye" }).getByRole('link').first(),
    ).toBeVisible();
  });

  test("a premium recipe's peppers link to their varieties too", async ({ page }, info) => {
    await signUp(page, { plan: 'pro' });
    await page.goto('/recipes/1002');
    await expect(page.getByRole('heading', { level: 1, name: 'Nam Prik Pao from Scratch' })).toBeVisible();
    const peppers = page.getByRole('region', { name: 'Peppers in this recipe' });
    await peppers.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: info.outputPath('premium-recipe-peppers.png') });
    await peppers.getByRole('link', { name: /Bird's Eye/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Bird's Eye" })).toBeVisible();
  });
});
