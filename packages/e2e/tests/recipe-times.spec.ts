import { expect, signUp, test } from '../fixtures';

test.describe('recipe times', () => {
  test('a fermented sauce shows its two-week ferment and counts it in the total', async ({ page }) => {
    await page.goto('/recipes/1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Louisiana-Style Aged Cayenne Hot Sauce' }),
    ).toBeVisible();
    const stat = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(stat('Prep time')).toHaveText('25 min');
    await expect(stat('Ferment time')).toHaveText('2 weeks');
    await expect(stat('Total time')).toHaveText('2 weeks');
    await page.screenshot({ path: test.info().outputPath('fermented-sauce-390.png'), fullPage: false });
  });

  test('the Recipe Vault card shows the work and the wait apart', async ({ page }) => {
    await page.goto('/recipes');
    const card = page.locator('article', {
      has: page.getByRole('link', { name: 'Louisiana-Style Aged Cayenne Hot Sauce' }),
    });
    await expect(card).toContainText('25 min + 2 weeks ferment');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('recipe-vault-390.png') });
  });

  test('a pro member sees the six-week ferment of the Reaper mash in the premium recipes', async ({
    page,
  }) => {
    await signUp(page, { plan: 'pro' });
    await page.goto('/premium?tab=recipes');
    const mash = page
      .getByRole('list', { name: 'Premium recipes' })
      .getByRole('link', { name: /Six-Week Fermented/ });
    await expect(mash).toContainText('1 h 10 min + 6 weeks ferment');
    await mash.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('premium-recipes-390.png') });
  });

  test('a pepper whose heat was never measured says so', async ({ page }) => {
    await page.goto('/peppers?search=NuMex%20Sunglo');
    await page.getByRole('link', { name: 'NuMex Sunglo', exact: true }).first().click();
    const rating = page.getByRole('region', { name: 'Scoville Rating' });
    await expect(rating).toContainText('SHU not measured');
    await expect(rating).not.toContainText('10,000');
  });
});
