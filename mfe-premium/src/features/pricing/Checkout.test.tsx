import { setScenario } from '@pepper/mocks/node';
import { installFakeStripeJs, TEST_CARDS } from '@pepper/mocks/stripe';
import { screen, waitFor } from '@testing-library/react';
import { lastToast, renderPremium, withPayments } from '../../test/premium-page';

beforeAll(() => installFakeStripeJs());
beforeEach(() => {
  setScenario('free');
  withPayments();
});
afterEach(() => sessionStorage.clear());

/** A free member chooses a plan and the card form opens for it. */
async function choose(plan: 'Premium' | 'Pro') {
  const page = renderPremium();
  await page.user.click(await screen.findByRole('button', { name: `Choose ${plan}` }));
  await screen.findByLabelText('Card number');
  return page;
}

/** Types what is given of a card and presses the form's subscribe button. */
async function pay(
  { user }: Awaited<ReturnType<typeof choose>>,
  plan: 'Premium' | 'Pro',
  card: { number?: string; expiry?: string; code?: string },
) {
  if (card.number) await user.type(screen.getByLabelText('Card number'), card.number);
  if (card.expiry) await user.type(screen.getByLabelText('Expiration date (MM / YY)'), card.expiry);
  if (card.code) await user.type(screen.getByLabelText('Security code'), card.code);
  await user.click(screen.getByRole('button', { name: `Subscribe to ${plan}` }));
}

/** Chooses a plan, pays for it with what is given of a card, and waits for the toast that answers. */
async function payFor(
  plan: 'Premium' | 'Pro',
  card: Parameters<typeof pay>[2],
  toast: { title: string; description: string; variant?: string },
) {
  await pay(await choose(plan), plan, card);
  await waitFor(() => expect(lastToast()).toMatchObject(toast));
}

describe('the card payment form', () => {
  it("names the plan and its monthly price: 'Pay for Pro', $19.99 a month", async () => {
    await choose('Pro');
    expect(screen.getByRole('heading', { name: 'Pay for Pro' })).toBeInTheDocument();
    expect(screen.getByText(/\$19\.99 a month, billed today and then monthly\./)).toBeInTheDocument();
  });

  it("pays with a good card: 'Payment Successful' / 'Welcome to the Premium plan'", async () => {
    await payFor(
      'Premium',
      { number: TEST_CARDS.success, expiry: '1234', code: '123' },
      { title: 'Payment Successful', description: 'Welcome to the Premium plan' },
    );
    await waitFor(() => expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument());
  });

  it("shows a declined card as 'Payment Failed' with the provider's message and keeps the form", async () => {
    await payFor(
      'Pro',
      { number: TEST_CARDS.declined, expiry: '1234', code: '123' },
      { title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' },
    );
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it.each([
    ['card number', { number: '4242' }, 'Your card number is incomplete.'],
    [
      'expiration date',
      { number: TEST_CARDS.success, code: '123' },
      "Your card's expiration date is incomplete.",
    ],
    [
      'security code',
      { number: TEST_CARDS.success, expiry: '1234' },
      "Your card's security code is incomplete.",
    ],
  ])('does not send a card without its %s, and says what is missing', async (_, card, message) => {
    await payFor('Premium', card, { title: 'Payment Failed', description: message });
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('can put the payment form away', async () => {
    const { user } = await choose('Premium');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeEnabled();
  });
});
