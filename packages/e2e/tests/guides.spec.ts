import { expect, expectAccessible, test } from '../fixtures';

/** Every page the guides remote serves, with its h1. */
const GUIDES: [string, string][] = [
  ['/tools/heat-calc', 'Heat Calculator'],
  ['/tools/heat-quiz', 'Heat Tolerance Quiz'],
  ['/heat-tolerance-quiz', 'Heat Tolerance Quiz'],
  ['/glossary', 'Glossary'],
  ['/cooking', 'Cooking Guide'],
  ['/guides/preservation', 'Preservation Guide'],
  ['/pairing', 'Pairing Guide'],
  ['/safety', 'Safety Guide'],
  ['/meal-planning', 'Meal Planning'],
  ['/science', 'Scientific Names'],
  ['/heat-guide', 'Heat Scale Guide'],
  ['/nutrition', 'Nutrition Facts'],
  ['/history', 'Pepper History'],
  ['/breeding', 'Breeding Guide'],
];

test.describe('guides', () => {
  for (const [route, title] of GUIDES) {
    test(`${route} opens '${title}' with a back link to the menu, phone width`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const back = page.getByRole('link', { name: 'Back to Menu' });
      await expect(back).toHaveAttribute('href', '/menu');
      await expect(page.getByTestId('release-note')).toContainText('Guides');
      // Nothing wider than the phone column: no sideways scrolling of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await back.click();
      await expect(page).toHaveURL(/\/menu$/);
    });
  }

  test('the quiz, answered by clicking, reaches a result, and Explore Recommended Peppers opens the filtered database', async ({
    page,
  }) => {
    await page.goto('/heat-tolerance-quiz');
    // The hottest answer to each question: 84 of 84, the top tier.
    const answers = [
      'With every meal',
      'Like a crunchy vegetable',
      'A superhot sauce with a warning label',
      'Hotter than Thai hot',
      'A ghost pepper or hotter',
      'Add more chile',
      'The most heat I can find',
    ];
    for (const [i, label] of answers.entries()) {
      await expect(page.getByText(`Question ${i + 1} of 7`)).toBeVisible();
      await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    }
    // The calculating and revealing beats are brief: the result is there 0.8 s after the last answer.
    await expect(page.getByRole('heading', { level: 2, name: 'Chili Legend' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(page.getByText('84 of 84')).toBeVisible();
    // A recommended pepper links to its own page, and the result keeps its answers in the address.
    await expect(page.getByRole('link', { name: 'Carolina Reaper' })).toHaveAttribute(
      'href',
      /^\/peppers\/\d+$/,
    );
    await expect(page).toHaveURL(/\/heat-tolerance-quiz\?answers=/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Explore Recommended Peppers' }).click();
    await expect(page).toHaveURL(/\/peppers\?heatLevel=superhot$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // The database reads the filter from its address: the heat select shows it, and the list holds superhots.
    await expect(page.getByRole('combobox', { name: 'Heat level' })).toHaveValue('superhot');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('Retake starts the quiz again', async ({ page }) => {
    await page.goto('/tools/heat-quiz');
    for (const label of [
      'Rarely or never',
      'Too hot to finish',
      'No hot sauce',
      'Not spicy at all',
      'None, only sweet peppers',
      'Reach for milk',
      'Flavor without the burn',
    ]) {
      await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Flavor Explorer' })).toBeVisible({
      timeout: 8_000,
    });
    await expect(page.getByRole('link', { name: 'Explore Recommended Peppers' })).toHaveAttribute(
      'href',
      '/database?heatLevel=mild',
    );
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(page.getByText('Question 1 of 7')).toBeVisible();
  });

  test('the calculator blends Jalapeño with a quick-added Habanero: 102,500 SHU, Very Hot', async ({
    page,
  }) => {
    await page.goto('/tools/heat-calc');
    await expect(page.getByTestId('blend-shu')).toHaveText('5,000 SHU');
    await expect(page.getByTestId('blend-level')).toHaveText('Medium');
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Habanero, 200,000 SHU' }).click();
    await expect(
      page.getByRole('group', { name: 'Habanero' }).getByRole('textbox', { name: 'Amount (grams)' }),
    ).toHaveValue('100');
    await expect(page.getByTestId('blend-shu')).toHaveText('102,500 SHU');
    await expect(page.getByTestId('blend-level')).toHaveText('Very Hot');
    // Typing: 300 g of jalapeño brings it down to 53,750 SHU, Hot.
    await page
      .getByRole('group', { name: 'Jalapeño' })
      .getByRole('textbox', { name: 'Amount (grams)' })
      .fill('300');
    await expect(page.getByTestId('blend-shu')).toHaveText('53,750 SHU');
    await expect(page.getByTestId('blend-level')).toHaveText('Hot');
    await page.getByRole('button', { name: 'Remove Habanero' }).click();
    await expect(page.getByTestId('blend-shu')).toHaveText('5,000 SHU');
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  });

  test('the glossary filters by search and category, and says when nothing matches', async ({ page }) => {
    await page.goto('/glossary');
    await expect(page.locator('main article')).toHaveCount(20);
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('capsicum');
    await page.getByRole('tab', { name: 'Species' }).click();
    await expect(page.locator('main article h3')).toHaveText([
      'Capsicum annuum',
      'Capsicum chinense',
      'Capsicum pubescens',
    ]);
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('zucchini');
    await expect(page.getByText('No Terms Found')).toBeVisible();
  });

  test('the preservation guide recommends methods for a pepper type and ticks off steps', async ({
    page,
  }) => {
    await page.goto('/guides/preservation');
    await page.getByRole('combobox', { name: 'Pepper type' }).selectOption('superhot');
    const methods = page.getByRole('group', { name: 'Recommended methods' }).getByRole('button');
    await expect(methods).toHaveText(['Air Drying', 'Dehydrator Drying', 'Freezing']);
    await page.getByRole('button', { name: 'Dehydrator Drying' }).click();
    const guide = page.getByRole('region', { name: 'Dehydrator Drying' });
    await expect(guide).toContainText('0/6 completed');
    await guide.getByRole('button', { name: /^1\. Wear gloves/ }).click();
    await expect(guide).toContainText('1/6 completed');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dehydrator Drying' }).click();
    await expect(guide).toHaveCount(0);
  });
});
