import { apiError, http, server, setScenario } from '@pepper/mocks/node';
import { installFakeStripeJs } from '@pepper/mocks/stripe';
import { getToasts } from '@pepper/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import { lastToast, renderPremium, withPayments } from '../../test/premium-page';

beforeAll(() => installFakeStripeJs());
afterEach(() => sessionStorage.clear());

describe('the pricing tab', () => {
  it('lists Free $0, Premium $9.99 and Pro $19.99 a month with the discount ranges', async () => {
    renderPremium();
    const free = await screen.findByRole('heading', { name: 'Free', level: 3 });
    expect(free.closest('[aria-labelledby]')).toHaveTextContent('$0.00');
    expect(
      screen.getByRole('heading', { name: 'Premium', level: 3 }).closest('[aria-labelledby]'),
    ).toHaveTextContent('$9.99 / month');
    const pro = screen.getByRole('heading', { name: 'Pro', level: 3 }).closest('[aria-labelledby]')!;
    expect(pro).toHaveTextContent('$19.99 / month');
    expect(pro).toHaveTextContent('25-40% off grow kits and merchandise');
    expect(
      screen.getByRole('heading', { name: 'Premium', level: 3 }).closest('[aria-labelledby]'),
    ).toHaveTextContent('10-20% off');
  });
});

describe('the pricing tab for a visitor', () => {
  it("offers 'Log In to Choose' each paid plan as a link to sign in and come back, which works before the page's code", async () => {
    withPayments();
    renderPremium();
    for (const plan of ['Premium', 'Pro'])
      expect(await screen.findByRole('link', { name: `Log In to Choose ${plan}` })).toHaveAttribute(
        'href',
        '/api/login?returnTo=%2Fpremium',
      );
    expect(screen.queryByRole('button', { name: /Log In to Choose/ })).toBeNull();
  });

  it('shows them disabled, not as links, where the server cannot take payments', async () => {
    renderPremium();
    expect(await screen.findByRole('button', { name: 'Log In to Choose Premium' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Log In to Choose/ })).toBeNull();
  });
});

describe('the pricing tab for a free member', () => {
  beforeEach(() => setScenario('free'));

  it("marks the free plan 'Current Plan' and disabled", async () => {
    withPayments();
    renderPremium();
    expect(await screen.findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeEnabled();
  });

  it("shows a server refusal as 'Subscription Error' with the server's message", async () => {
    withPayments();
    server.use(
      http.post('/api/create-subscription', () =>
        apiError(502, 'The payment provider could not be reached.', 'Bad Gateway'),
      ),
    );
    const { user } = renderPremium();
    const choose = await screen.findByRole('button', { name: 'Choose Pro' });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Subscription Error',
        description: 'The payment provider could not be reached.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it("reads 'Processing...' while the subscription starts, then shows the card payment form", async () => {
    withPayments({ createDelayMs: 150 });
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay for Premium' })).toBeInTheDocument();
  });

  it('shows the card payment form for a plan chosen before the payment configuration has arrived', async () => {
    withPayments({ configDelayMs: 300 });
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByLabelText('Card number', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(getToasts().find((t) => t.title === 'Subscription Error')).toBeUndefined();
  });
});

describe('the pricing tab on a server without payments', () => {
  it('disables Choose Premium and Choose Pro and says plainly that this server does not take payments', async () => {
    setScenario('free');
    renderPremium();
    for (const name of ['Choose Premium', 'Choose Pro']) {
      const button = await screen.findByRole('button', { name });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('This server does not take payments, so nothing can be bought here.'),
      );
    }
    expect(screen.getAllByRole('note')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(getToasts()).toEqual([]);
  });
});

describe('coming back to /premium from a redirect-based payment', () => {
  beforeEach(() => setScenario('free'));

  it('announces the success read from Stripe for the plan being bought, and tidies the address', async () => {
    withPayments({ planAfterPayment: 'pro' });
    sessionStorage.setItem('pepper:pending-plan', 'pro');
    const { location } = renderPremium(
      '/premium?payment_intent=pi_ok&payment_intent_client_secret=pi_ok_secret_1&redirect_status=succeeded',
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Successful',
        description: 'Welcome to the Pro plan',
      }),
    );
    await waitFor(() => expect(location()).toBe('/premium'));
  });

  it("announces 'Payment Failed' when Stripe says the payment did not complete", async () => {
    withPayments();
    renderPremium(
      '/premium?payment_intent=pi_failed&payment_intent_client_secret=pi_failed_secret_1&redirect_status=failed',
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Payment Failed', variant: 'destructive' }),
    );
  });
});

describe('managing a paid plan', () => {
  beforeEach(() => setScenario('premium'));

  it("marks Premium 'Current Plan' and offers a switch to Pro and cancelling", async () => {
    const { user } = renderPremium();
    expect(await screen.findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    // A subscriber's controls come with their own code, fetched once the account shows a paid plan.
    expect(await screen.findByRole('heading', { name: 'Manage Subscription' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Plan Changed', description: 'Welcome to the Pro plan' }),
    );
  });

  it('cancels at the end of the period after asking', async () => {
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Subscription Cancelled'));
    expect(lastToast()?.description).toMatch(/^Your Premium plan stays active until \w+ \d+, \d{4}\.$/);
  });

  it("shows the server's refusal of a switch as 'Subscription Error'", async () => {
    server.use(
      http.post('/api/subscription/change', () =>
        apiError(402, 'Your card was declined.', 'Payment Required'),
      ),
    );
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Subscription Error',
        description: 'Your card was declined.',
      }),
    );
  });
});
