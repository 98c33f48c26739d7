import { expect, pageAlive, signUp, tapAtListEnd, test } from '../fixtures';
import type { Page } from '@playwright/test';

/** The names on the cards of a list, in order. */
async function cardNames(page: Page, within = page.locator('main')) {
  return within.locator('article h3 a').allTextContents();
}

async function openPepper(page: Page, name: string) {
  await page.goto(`/peppers?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('catalog', () => {
  test("from Home, searching 'jalapeno' reaches Jalapeño's page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search peppers' }).fill('jalapeno');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/peppers\?search=jalapeno$/);
    await expect(page.getByRole('combobox', { name: 'Search peppers' })).toHaveValue('jalapeno');
    await page.getByRole('link', { name: 'Jalapeño', exact: true }).click();
    await expect(page).toHaveURL(/\/peppers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jalapeño' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scoville Rating' })).toBeVisible();
    // Back returns to the same search.
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Search peppers' })).toHaveValue('jalapeno');
  });

  test('a letter filter pages through the peppers starting with it', async ({ page }) => {
    await page.goto('/peppers');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Peppers starting with C', exact: true }).click();
    await expect(page).toHaveURL(/letter=C/);
    await expect(page.getByRole('combobox', { name: 'Search peppers' })).toHaveValue('C');
    // The box shows the letter at once; the list follows when its answer comes.
    const startWithC = (names: string[]) => names.every((name) => name.toUpperCase().startsWith('C'));
    await expect.poll(async () => startWithC(await cardNames(page))).toBe(true);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const first = await cardNames(page);
    expect(first).toHaveLength(20);
    expect(startWithC(first)).toBe(true);

    await tapAtListEnd(page.getByRole('link', { name: 'Next' }));
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(first[0]);
    expect(startWithC(await cardNames(page))).toBe(true);
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', /letter=C/);

    // Changing a filter goes back to page 1.
    await page.getByRole('combobox', { name: 'Heat level' }).selectOption('Hot');
    await expect(page).not.toHaveURL(/page=/);
  });

  test("a superhot's page shows the safety card and the extreme-heat warning, and the bomb only above 3,000,000 SHU", async ({
    page,
  }) => {
    // The hottest variety of the seeded database (Pepper X at its recorded 2,693,000 SHU), whatever its id.
    const all = (await (await page.request.get('/api/peppers/all')).json()) as {
      id: number;
      name: string;
      shuMax: number;
    }[];
    const hottest = all.reduce((a, b) => (b.shuMax > a.shuMax ? b : a));
    expect(hottest.shuMax).toBeGreaterThan(1_000_000);
    await page.goto(`/peppers/${hottest.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hottest.name })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Extreme Heat Warning' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Safety Information' })).toBeVisible();
    const bomb = page.getByRole('img', { name: 'Over 3 million SHU' });
    if (hottest.shuMax > 3_000_000) await expect(bomb.first()).toBeVisible();
    else await expect(bomb).toHaveCount(0);
    await expect(page.getByRole('img', { name: /^Expert: 5 of 5 stars$/ })).toBeVisible();

    // A hot pepper under 1,000,000 SHU has the safety card but no extreme warning.
    await openPepper(page, 'Habanero');
    await expect(page.getByRole('region', { name: 'Safety Information' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Extreme Heat Warning' })).toHaveCount(0);
  });

  test('moving the heat slider changes the list of peppers', async ({ page }) => {
    await page.goto('/scoville');
    const region = page.getByRole('region', { name: 'Peppers in this range' });
    await expect(region.locator('article').first()).toBeVisible();
    const before = await cardNames(page, region);
    const min = page.getByRole('slider', { name: 'Minimum SHU' });
    await min.focus();
    // The track is logarithmic: Page Up moves the range's start up the scale until it reaches the superhots.
    const shu = async () => Number((await min.getAttribute('aria-valuetext'))!.replace(/\D/g, ''));
    for (let i = 0; i < 100 && (await shu()) < 1_000_000; i++) await min.press('PageUp');
    expect(await shu()).toBeGreaterThanOrEqual(1_000_000);
    await expect.poll(async () => (await cardNames(page, region))[0]).not.toBe(before[0]);
    expect(await cardNames(page, region)).not.toContain('Jalapeño');

    // A heat range card sets the slider too, and the list follows.
    const count = page.getByText(/^\d+ variet(y|ies) whose typical heat/);
    const superhots = await count.textContent();
    await page.getByRole('button', { name: /^No Heat 0 SHU/ }).click();
    await expect(min).toHaveAttribute('aria-valuetext', '0 SHU');
    await expect(page.getByRole('slider', { name: 'Maximum SHU' })).toHaveAttribute(
      'aria-valuetext',
      '0 SHU',
    );
    await expect(count).not.toHaveText(superhots!);
    await expect(region.locator('article').first()).toContainText('0 SHU');
  });

  test('Next Random shows another pepper', async ({ page }) => {
    await page.goto('/random');
    const name = page.locator('main h2').first();
    await expect(name).toBeVisible();
    const first = await name.textContent();
    await page.getByRole('link', { name: 'Next Random' }).click();
    await expect(name).not.toHaveText(first!);
    await page.getByRole('link', { name: 'View Full Details' }).click();
    await expect(page).toHaveURL(/\/peppers\/\d+$/);
  });

  test('a premium recipe is refused when signed out and shown to a premium user', async ({ page }) => {
    // 1004 is of the premium tier (1001 is pro-only).
    const refused = await page.goto('/recipes/1004');
    // Not found for this caller, for browsers and crawlers too.
    expect(refused!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 2, name: 'Recipe Not Found' })).toBeVisible();
    await expect(
      page.getByText("The recipe you're looking for doesn't exist or you don't have access to it."),
    ).toBeVisible();

    await signUp(page, { plan: 'premium' });
    expect((await page.reload())!.status()).toBe(200);
    await expect(page.getByRole('region', { name: "Chef's Notes" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Instructions' }).locator('ol li').first()).toBeVisible();
    await expect(page.getByText('Recipe Not Found')).toHaveCount(0);
  });

  test('a collection lists its members', async ({ page }) => {
    await page.goto('/collections/superhots');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const region = page.getByRole('region', { name: 'Peppers in this collection' });
    await expect(region.getByRole('link', { name: 'Carolina Reaper', exact: true })).toBeVisible();
    expect((await cardNames(page, region)).length).toBeGreaterThan(5);
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: /Mild/ }).click();
    await expect(page).toHaveURL(/\/collections\/mild$/);
    await pageAlive(page);
    // A long collection shows its first cards at once, and more each time the reader asks (or scrolls near).
    const more = page.getByRole('link', { name: /^Show \d+ more peppers$/ });
    await expect(more).toBeVisible();
    for (let i = 0; i < 60 && (await more.count()) > 0; i++) await more.dispatchEvent('click');
    await expect(region.getByRole('link', { name: 'Bell Pepper', exact: true }).first()).toBeVisible();
  });

  test('a favorite added on a detail page appears on /favorites and can be removed', async ({ page }) => {
    await signUp(page);
    await openPepper(page, 'Habanero');
    await page.getByRole('button', { name: 'Add Habanero to favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove Habanero from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/favorites');
    await expect(page.getByRole('tab', { name: 'Peppers (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Habanero', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Habanero from favorites' }).click();
    await expect(page.getByText('No Favorite Peppers Yet')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Peppers (0)' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No Favorite Peppers Yet')).toBeVisible();
  });
});
