import { expect, expectAccessible, signUp, test } from '../fixtures';
import type { Page } from '@playwright/test';

/** Green Jalapeño Garlic Table Sauce: 24 servings, stepped six at a time. */
const RECIPE = '/recipes/3';
const TITLE = 'Green Jalapeño Garlic Table Sauce';

async function openRecipe(page: Page) {
  await page.goto(RECIPE);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // The page's code has taken over the server's HTML once Cook mode, which needs it, answers.
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeEnabled();
}

const ingredients = (page: Page) => page.getByRole('region', { name: 'Ingredients' });
const servings = (page: Page) =>
  page.locator('dt', { hasText: 'Servings' }).locator('xpath=following-sibling::dd');

test.describe('cooking from a recipe', () => {
  test('scales the recipe to double and half, switches to metric, and keeps ticked ingredients', async ({
    page,
  }) => {
    await openRecipe(page);
    await expect(servings(page)).toHaveText('24 servings');
    await expect(ingredients(page)).toContainText('1 cup (240 ml) distilled white vinegar');

    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'More servings' }).click();
    await expect(servings(page)).toHaveText('48 servings');
    await expect(ingredients(page)).toContainText('20 green jalapeños (about 24 oz / 680 g)');
    await expect(ingredients(page)).toContainText('2 cups (480 ml) distilled white vinegar');
    await expect(ingredients(page)).toContainText('1 small white onion, chopped');
    await page
      .getByRole('region', { name: 'Cook from this recipe' })
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 64));

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(servings(page)).toHaveText('12 servings');
    await expect(ingredients(page)).toContainText('5 green jalapeños (about 6 oz / 170 g)');
    await expect(ingredients(page)).toContainText('½ cup (120 ml) distilled white vinegar');
    await expect(ingredients(page)).toContainText('¼ small white onion, chopped');

    await page.locator('label', { hasText: 'Metric' }).click();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(ingredients(page)).toContainText('120 ml (½ cup) distilled white vinegar');

    const garlic = ingredients(page).getByRole('checkbox', { name: /cloves garlic, smashed/ });
    await ingredients(page).getByText('2 cloves garlic, smashed').click();
    await expect(garlic).toBeChecked();

    // A reload keeps the ticks and the measures on this device, and the servings in the address.
    await expect(page).toHaveURL(`${RECIPE}?servings=12`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(ingredients(page).getByRole('checkbox', { name: /cloves garlic, smashed/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(servings(page)).toHaveText('12 servings');
    await expect(ingredients(page)).toContainText('120 ml (½ cup) distilled white vinegar');
    await expectAccessible(page);
  });

  test('prints the recipe alone', async ({ page }) => {
    await openRecipe(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(ingredients(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Instructions' })).toBeVisible();
    await expect(servings(page)).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Total time' })).toBeVisible();
    for (const control of ['More servings', 'Cook mode', 'Back to Recipes'])
      await expect(
        page.getByRole('button', { name: control }).or(page.getByRole('link', { name: control })),
      ).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeHidden();
    // Nothing but the recipe's article takes up the page.
    const outside = await page.evaluate(() => {
      const recipe = document.querySelector('[data-print="only"]')!;
      return [...document.body.querySelectorAll('*')].filter((el) => {
        if (recipe.contains(el) || el.contains(recipe)) return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      }).length;
    });
    expect(outside).toBe(0);
    // The whole title is printed, not the phone header's shortened one.
    const title = page.getByRole('heading', { level: 1, name: TITLE });
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('cook mode asks the browser to keep the screen awake', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls = calls;
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async (type: string) => {
            calls.push(`request:${type}`);
            return {
              released: false,
              type,
              release: async () => void calls.push('release'),
              addEventListener() {},
              removeEventListener() {},
            };
          },
        },
      });
    });
    await openRecipe(page);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await expect(
      page.getByText('Cook mode is on: the screen stays awake while this recipe is open.'),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls),
    ).toEqual(['request:screen']);
    await page.getByRole('button', { name: 'Cook mode' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Back to Recipes' }).first().click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls))
      .toEqual(['request:screen', 'release']);
  });

  test('a signed-in cook rates the recipe and can change the rating', async ({ page }) => {
    await signUp(page);
    await openRecipe(page);
    const summary = page.getByTestId('rating-summary');
    await page.getByRole('button', { name: 'Rate 4 stars' }).click();
    await expect(page.getByText('Your rating: 4 of 5')).toBeVisible();
    await expect(summary).toHaveText(/^\d\.\d \(\d+ ratings?\)$/);
    await page.getByRole('button', { name: 'Rate 5 stars' }).click();
    await expect(page.getByText('Your rating: 5 of 5')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your rating: 5 of 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rate 5 stars' })).toHaveAttribute('aria-pressed', 'true');
    await summary.scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });

  test('a visitor sees the real rating or "No ratings yet", and is asked to sign in to rate', async ({
    page,
  }) => {
    // A recipe no test rates.
    await page.goto('/recipes/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveText('No ratings yet');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
