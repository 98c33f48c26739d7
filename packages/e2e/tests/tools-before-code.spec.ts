import { expect, holdCodeBack, test } from '../fixtures';

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

test.describe('tools used before their code has come', () => {
  test('10 plants typed on /tools/yield: once the code comes, the answer is for 10', async ({ page }) => {
    const start = await holdCodeBack(page);
    await page.goto('/tools/yield', { waitUntil: 'commit' });
    const plants = page.getByRole('spinbutton', { name: 'Number of plants' });
    await plants.fill('10');
    start();
    await expect(page).toHaveURL(/\/tools\/yield\?(.*&)?plants=10/);
    await expect(plants).toHaveValue('10');
    await expect(page.getByTestId('yield-range')).toHaveText('250-350');
  });

  test('a spacing typed on /tools/spacing: once the code comes, the plan is for it', async ({ page }) => {
    const start = await holdCodeBack(page);
    await page.goto('/tools/spacing', { waitUntil: 'commit' });
    await page.getByRole('spinbutton', { name: 'Spacing (in)' }).fill('24');
    start();
    await expect(page).toHaveURL(/\/tools\/spacing\?(.*&)?spacing=24/);
    // 10 ft by 4 ft at 24 in: 5 plants per row, 2 rows.
    await expect(page.getByTestId('plants-per-row')).toHaveText('5');
    await expect(page.getByTestId('rows')).toHaveText('2');
    await expect(page.getByTestId('total-plants')).toHaveText('10');
  });

  test('a date picked on /tools/calendar: once the code comes, the season is for it', async ({ page }) => {
    const start = await holdCodeBack(page);
    await page.goto('/tools/calendar', { waitUntil: 'commit' });
    await page.getByLabel('Transplant date').fill('2026-05-15');
    start();
    await expect(page).toHaveURL(/\/tools\/calendar\?(.*&)?transplant=2026-05-15/);
    await expect(page.getByRole('list', { name: 'Your planting dates' })).toContainText(
      'Transplant outside: Fri, May 15, 2026',
    );
  });

  test('a variety searched on /tools/calendar: once the code comes, its matches are offered', async ({
    page,
  }) => {
    const start = await holdCodeBack(page);
    await page.goto('/tools/calendar', { waitUntil: 'commit' });
    await page.getByLabel('Variety (optional)').fill('reaper');
    start();
    await expect(page).toHaveURL(/\/tools\/calendar\?(.*&)?find=reaper/);
    await page.getByRole('link', { name: /^Carolina Reaper/ }).click();
    await expect(page.getByTestId('chosen-variety')).toHaveText('Carolina Reaper');
  });

  test('Use Camera is disabled and busy until the code comes, then it is live', async ({ page }) => {
    const start = await holdCodeBack(page);
    await page.goto('/identify', { waitUntil: 'commit' });
    const camera = page.getByRole('button', { name: 'Use Camera' });
    await expect(camera).toBeDisabled();
    await expect(camera).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Loading the camera and photo picker…')).toBeVisible();
    start();
    await expect(camera).toBeEnabled();
    await expect(camera).toHaveAttribute('aria-busy', 'false');
  });
});

test.describe('a tool’s answer is rendered by the server from its address', () => {
  test('/tools/yield?plants=10 arrives with the answer for 10 plants', async ({ page }) => {
    const res = await page.request.get('/tools/yield?plants=10');
    expect(res.status()).toBe(200);
    const html = rootOf(await res.text());
    // React separates neighbouring texts with empty comments: the answer reads as one string without them.
    expect(html.replace(/<!-- -->/g, '')).toContain('250-350');
    expect(html).toMatch(/name="plants"[^>]*value="10"|value="10"[^>]*name="plants"/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
});
