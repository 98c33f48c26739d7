import { allowLocation, expect, plantingLink, signUp, test } from '../fixtures';

/** New York: the fake weather service gives an average last spring frost of April 15. */
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

/** The garden's plan shows a day as e.g. "Thu, Apr 29". */
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

test.describe('one grow rule across the grow screens', () => {
  test('for one last frost, My Garden plans the transplant on the day the Planting Calendar gives', async ({
    page,
    context,
  }, info) => {
    await allowLocation(context, NEW_YORK.latitude, NEW_YORK.longitude);
    await signUp(page);

    // The Planting Calendar, from the frost date where the grower is.
    await page.goto('/tools/calendar');
    await page.getByRole('button', { name: 'Use My Frost Date' }).click();
    const transplantField = page.getByLabel('Transplant date');
    await expect(transplantField).toHaveValue(/^\d{4}-04-29$/);
    const calendarTransplant = await transplantField.inputValue();

    // My Garden, from the same frost date.
    await page.goto('/garden');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(
      page.getByText("Your plan counts from your place's average last frost, April 15.", { exact: false }),
    ).toBeVisible();

    // The picker uses the database's search: a typo still finds the habaneros.
    await page.getByRole('button', { name: 'Add a planting' }).click();
    await page.getByRole('searchbox', { name: 'Variety' }).fill('habenaro');
    const matches = page.getByRole('list', { name: 'Matching varieties' });
    await expect(matches.getByRole('button').first()).toContainText('Habanero');
    await page.screenshot({ path: info.outputPath('variety-picker.png') });
    await matches.getByRole('button').first().click();
    await page.getByLabel('Where it grows').selectOption({ label: 'Raised bed' });
    await page.getByLabel('Label').fill('Habanero bed');
    await page.getByRole('button', { name: 'Add planting' }).click();
    await plantingLink(page, /Habanero bed/).click();
    const transplant = page
      .getByRole('list', { name: 'Plan' })
      .getByRole('listitem')
      .filter({ hasText: /^Transplant/ });
    await expect(transplant).toContainText(shortDay(calendarTransplant));
  });
});
