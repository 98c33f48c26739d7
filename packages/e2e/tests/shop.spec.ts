import type { Page } from '@playwright/test';
import { expect, expectAccessible, SHIPPING_URL, signUp, test } from '../fixtures';
import { FAKE_STRIPE_PORT } from '../paths';

const FAKE_STRIPE = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;

/**
 * Stripe's hosted Checkout page (checkout.stripe.com) is played by the local fake: the app still sends the
 * browser to Stripe's address, and the browser's requests there are answered by the fake.
 */
async function routeCheckout(page: Page) {
  await page.route(/^https:\/\/checkout\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${FAKE_STRIPE}${url.pathname}${url.search}`,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

interface Order {
  id: number;
  discountPercent: number;
  total: number;
  lines: { kind: string; itemId: number; name: string; quantity: number; unitPrice: number }[];
}

const ordersOf = async (page: Page): Promise<Order[]> => {
  const res = await page.request.get('/api/orders');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: Order[] }).orders;
};

test.describe('the shop', () => {
  test.beforeEach(async ({ page }) => routeCheckout(page));

  test('a premium member buys a grow kit at the member price through Stripe Checkout; a replayed event adds no second order', async ({
    page,
  }) => {
    await signUp(page, { plan: 'premium' });
    await page.goto('/premium?tab=kits');
    const first = page.getByRole('list', { name: 'Grow kits' }).getByRole('listitem').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
    await first.getByRole('link', { name: 'Details and buying' }).click();

    const detail = page.locator('[aria-labelledby]', {
      has: page.getByRole('heading', { name, level: 2 }),
    });
    await expect(detail.getByText(/^Save 1\d%$|^Save 20%$/)).toBeVisible();
    // The price line reads "Member price $X" to a screen reader, "$X" on screen.
    const memberPrice = (await detail
      .getByText(/^Member price/)
      .locator('..')
      .textContent())!;
    const unitPrice = Math.round(Number(memberPrice.replace(/[^\d.]/g, '')) * 100);
    await detail.getByRole('button', { name: 'One more' }).click();
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Buy now' }).click();

    // Stripe's page: the kit at the member price, twice, and a shipping address.
    await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    await expect(page.getByRole('heading', { name: 'Pay Pepper Atlas' })).toBeVisible();
    await expect(page.getByText(`Total: $${((unitPrice * 2) / 100).toFixed(2)}`)).toBeVisible();
    await expect(page.getByLabel('Country')).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/account');
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    expect(sessionId).toMatch(/^cs_test_/);

    // The fake sent the signed checkout.session.completed to the app's webhook.
    await expect.poll(async () => (await ordersOf(page)).length).toBe(1);
    const [order] = await ordersOf(page);
    expect(order.discountPercent).toBeGreaterThanOrEqual(10);
    expect(order.lines).toEqual([{ kind: 'grow-kit', itemId: 1, name, quantity: 2, unitPrice }]);
    expect(order.total).toBe(unitPrice * 2);

    // Stripe sends the same event again (a "Resend"): the app acknowledges it and records nothing new.
    const events = (await (await fetch(`${FAKE_STRIPE}/test/events?object=${sessionId}`)).json()) as {
      id: string;
      type: string;
    }[];
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const replay = await fetch(`${FAKE_STRIPE}/test/events/${completed.id}/resend`, { method: 'POST' });
    expect(await replay.json()).toEqual({ status: 200 });
    expect(await ordersOf(page)).toEqual([order]);

    // The account page lists the one order, from the order-placed screen's link.
    await page.getByRole('link', { name: 'See my orders' }).click();
    const listed = page.getByRole('list', { name: 'Your orders' }).locator(':scope > li');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText(name);
    await expect(listed.first()).toContainText(`$${((unitPrice * 2) / 100).toFixed(2)}`);
  });

  test('the payment page’s Back returns to the item, and nothing is ordered', async ({ page }) => {
    await signUp(page);
    await page.goto('/premium?tab=merch');
    await page
      .getByRole('list', { name: 'Merchandise' })
      .getByRole('link', { name: 'Details and buying' })
      .first()
      .click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page.getByRole('heading', { name: 'Pay Pepper Atlas' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/premium\?tab=merch&merch=\d+$/);
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    expect(await ordersOf(page)).toEqual([]);
  });

  test('a server without Stripe keys says so beside Buy now and the plans, instead of failing on the tap', async ({
    page,
  }) => {
    // This server of the suite runs with no payment settings at all.
    await page.goto(`${SHIPPING_URL}/premium?tab=kits&kit=1`);
    const buy = page.getByRole('button', { name: 'Buy now' });
    await expect(buy).toBeDisabled();
    await expect(page.getByRole('note')).toHaveText(
      'This server does not take payments, so nothing can be bought here.',
    );
    await expectAccessible(page);
    await page.goto(`${SHIPPING_URL}/premium`);
    await expect(page.getByRole('button', { name: 'Log In to Choose Premium' })).toBeDisabled();
    await expect(page.getByRole('note')).toHaveCount(2);
  });
});
