import { expect, test } from '../fixtures';

/**
 * Screens lead where a person expects: a recommendation on the quiz's result opens the pepper's page and Back
 * returns to that result; a pepper's page leads into My Garden with the variety chosen and the same dates.
 */
test.describe('one truth: screens lead where a person expects', () => {
  test('quiz result → a recommended pepper’s page → Back to the result', async ({ page }) => {
    await page.goto('/tools/heat-quiz');
    // The quiz arrives rendered; it answers taps once its code has come.
    await page.waitForLoadState('networkidle');
    for (let n = 1; n <= 7; n++) {
      await expect(page.getByText(`Question ${n} of 7`)).toBeVisible();
      // The first option of each question is its mildest.
      await page.locator('section[aria-labelledby="quiz-question"] li button').first().click();
    }
    const title = page.getByRole('heading', { level: 2, name: 'Flavor Explorer' });
    await expect(title).toBeVisible();
    await expect(page).toHaveURL(/\/tools\/heat-quiz\?answers=[a-z-]+(\.[a-z-]+){6}$/);
    const result = page.url();

    const poblano = page.getByRole('link', { name: 'Poblano', exact: true });
    await expect(poblano).toHaveAttribute('href', /^\/peppers\/\d+$/);
    await poblano.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Poblano' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(result);
    await expect(title).toBeVisible();
    await expect(page.getByText('Question 1 of 7')).toHaveCount(0);
  });

  test('pepper page → Grow this → My Garden with the variety and its dates', async ({ page }) => {
    // The grower's last frost, kept in My Garden.
    await page.goto('/garden');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Last frost date').fill('2027-04-15');
    await page.getByRole('button', { name: 'Save last frost' }).click();
    await expect(page.getByText('Your plan counts from a last frost on Thu, Apr 15.')).toBeVisible();

    await page.goto('/peppers?search=Jalape%C3%B1o');
    await page.getByRole('link', { name: 'Jalapeño', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jalapeño' })).toBeVisible();
    const grow = page.getByRole('region', { name: 'Grow this' });
    // Eight weeks indoors before planting out, two weeks after the last frost.
    const plan = grow.getByLabel('Season plan for Jalapeño');
    await expect(plan).toContainText('Sow indoorsThu, Mar 4');
    await expect(plan).toContainText('Plant outThu, Apr 29');
    await expect(plan).toContainText(/First ripe podsabout \w{3}, \w{3} \d+/);
    await expect(grow.getByRole('link', { name: 'Add a seed packet' })).toHaveAttribute(
      'href',
      /^\/garden\/seeds\?add=&pepper=\d+$/,
    );

    await grow.getByRole('link', { name: 'Plant Jalapeño in My Garden' }).click();
    await expect(page).toHaveURL(/\/garden\?add=\d+$/);
    await expect(page.getByTestId('chosen-variety')).toHaveText('Jalapeño');
    // The garden's add form gives the same sowing day.
    await expect(page.getByRole('form', { name: 'New planting' })).toContainText('Sow about Thu, Mar 4');
  });

  test('the Heat Calculator looks up a pepper’s heat by name, and its legend agrees with its verdict', async ({
    page,
  }) => {
    await page.goto('/tools/heat-calc');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    const name = page.getByRole('combobox', { name: 'Name' }).nth(1);
    await name.click();
    await name.fill('haban');
    await page
      .getByRole('option', { name: /^Habanero/ })
      .first()
      .click();
    // The name chosen stays, and its typical heat (100,000 - 350,000 SHU) fills the heat.
    await expect(name).toHaveValue('Habanero');
    await expect(page.getByRole('textbox', { name: 'Heat (SHU)' }).nth(1)).toHaveValue('225000');
    await expect(page.getByTestId('blend-shu')).toHaveText('115,000 SHU');
    await expect(page.getByTestId('blend-level')).toHaveText('Very Hot');
    await expect(page.getByText(/Very Hot below 1,000,000, Superhot from 1,000,000/)).toBeVisible();
  });
});
