import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUp, test } from '../fixtures';
import { FAKE_STRIPE_PORT } from '../paths';

const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002760003184',
};

/**
 * Stripe's hosts are played by the local fake: Stripe.js from js.stripe.com, its API calls to
 * api.stripe.com and the bank's authentication page on hooks.stripe.com. The app still asks for the real
 * addresses (its CSP allows only those); the browser's requests are answered from the fake.
 */
async function routeStripe(page: Page) {
  await page.route(/^https:\/\/(js|api|hooks)\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const path = url.hostname === 'js.stripe.com' ? '/stripe.js' : `${url.pathname}${url.search}`;
    const response = await route.fetch({
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}${path}`,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

/** The 'Current Plan' button on a plan's card (the card holds the plan's heading): shown on the plan held. */
function currentPlanButton(page: Page, plan: 'Free' | 'Premium' | 'Pro') {
  return page
    .getByRole('heading', { name: plan, level: 3 })
    .locator('..')
    .locator('..')
    .getByRole('button', { name: 'Current Plan' });
}

async function payWithCard(page: Page, plan: 'Premium' | 'Pro', card: string) {
  await page.getByRole('button', { name: `Choose ${plan}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Pay for ${plan}` })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Subscribe to ${plan}` }).click();
}

test.describe('premium', () => {
  test.beforeEach(async ({ page }) => routeStripe(page));

  test("a visitor sees the 'Premium Content' card, and Log In leads to signing in", async ({ page }) => {
    await page.goto('/premium');
    await expect(page.getByRole('heading', { name: 'Premium Content' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fpremium$/);
  });

  test('a free member sees Locked, subscribes to Premium, then reads the premium recipes and pays member prices', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/premium?tab=kits');
    const starterPrice = page.getByRole('list', { name: 'Grow kits' }).getByRole('listitem').first();
    await expect(starterPrice.getByText(/^Save \d+%$/)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Premium Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Locked' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await payWithCard(page, 'Premium', CARDS.success);
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome to the Premium plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
    await expect(currentPlanButton(page, 'Premium')).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Premium Recipes' }).click();
    const recipes = page.getByRole('list', { name: 'Premium recipes' });
    await expect(recipes.getByRole('link').first()).toBeVisible();
    await expect(recipes.getByText('PREMIUM').first()).toBeVisible();
    // Premium opens the premium tier only; the pro-tier recipes stay with the Pro plan.
    await expect(recipes.getByText('PRO', { exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Grow Kits' }).click();
    await expect(page.getByText('Your Premium member prices are applied.')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Grow kits' })
        .getByRole('listitem')
        .first()
        .getByText(/^Save 1\d%$|^Save 20%$/),
    ).toBeVisible();
  });

  test("a declined card shows 'Payment Failed' and no plan changes", async ({ page }) => {
    await signUp(page);
    await page.goto('/premium');
    await payWithCard(page, 'Pro', CARDS.declined);
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await page.reload();
    await expect(currentPlanButton(page, 'Free')).toBeDisabled();
    const plan = await page.request.get('/api/subscription');
    expect((await plan.json()).planType).toBe('free');
  });

  test('a payment the bank confirms on its own page comes back to /premium and is announced', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/premium');
    await payWithCard(page, 'Premium', CARDS.authentication);
    await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Welcome to the Premium plan', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
  });

  test('a member switches to Pro and cancels at the end of the period', async ({ page }) => {
    await signUp(page);
    await page.goto('/premium');
    await payWithCard(page, 'Premium', CARDS.success);
    await expect(page.getByText('Welcome to the Premium plan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to Pro' }).click();
    await expect(page.getByText('Welcome to the Pro plan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(page.getByText(/^Your Pro plan stays active until/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep My Plan' })).toBeVisible();
    await expectAccessible(page);
  });
});
