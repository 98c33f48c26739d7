import { delay, http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { installFakeStripeJs, stripeHandlers, TEST_CARDS } from '@pepper/mocks/stripe';
import { getToasts } from '@pepper/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import PremiumPage from './PremiumPage';
import { browser } from '../components/useAccount';
import { renderRoutes } from '@pepper/ui/testing';

const renderPremium = (path = '/premium') =>
  renderRoutes(path, [{ path: '/premium', element: <PremiumPage /> }]);
const lastToast = () => getToasts()[0];

/** The API with Stripe configured: a publishable key, and a subscription waiting for its first payment. */
function withPayments({
  planAfterPayment = 'premium' as 'premium' | 'pro',
  createDelayMs = 0,
  configDelayMs = 0,
} = {}) {
  server.use(
    http.get('/api/config', async () => {
      await delay(configDelayMs);
      return HttpResponse.json({
        stripePublishableKey: 'pk_test_component',
        checkout: true,
        oidc: false,
        shopId: 'shop',
        shopUrl: 'https://example.com',
      });
    }),
    http.post('/api/create-subscription', async () => {
      await delay(createDelayMs);
      return HttpResponse.json({ clientSecret: 'pi_component_secret_abc', subscriptionId: 'sub_component' });
    }),
    http.get('/api/subscription', () => HttpResponse.json({ planType: planAfterPayment, status: 'active' })),
    ...stripeHandlers({ failedIntents: new Set(['pi_failed']) }),
  );
}

beforeAll(() => installFakeStripeJs());
afterEach(() => sessionStorage.clear());

describe('the premium page for a visitor', () => {
  it("shows the 'Premium Content' card whose Log In button sends the browser to /api/login", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = renderPremium();
    const card = (await screen.findByRole('heading', { name: 'Premium Content' })).closest('div')!;
    await user.click(within(card).getByRole('button', { name: 'Log In' }));
    // GET /api/login signs in (the provider, or the /login screen) and comes back to /premium.
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fpremium');
    assign.mockRestore();
  });

  it('has the tabs Pricing, Premium Recipes, Grow Kits and Merchandise, Pricing first', async () => {
    renderPremium();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Pricing',
      'Premium Recipes',
      'Grow Kits',
      'Merchandise',
    ]);
    expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });

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
        HttpResponse.json(
          { statusCode: 502, error: 'Bad Gateway', message: 'The payment provider could not be reached.' },
          { status: 502 },
        ),
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

  it("pays with a good card: 'Payment Successful' / 'Welcome to the Premium plan'", async () => {
    withPayments();
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await user.type(await screen.findByLabelText('Card number'), TEST_CARDS.success);
    await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '1234');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Subscribe to Premium' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Successful',
        description: 'Welcome to the Premium plan',
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument());
  });

  it("shows a declined card as 'Payment Failed' with the provider's message and keeps the form", async () => {
    withPayments();
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    await user.type(await screen.findByLabelText('Card number'), TEST_CARDS.declined);
    await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '1234');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Subscribe to Pro' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Failed',
        description: 'Your card was declined.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('does not send an incomplete card, and says what is missing', async () => {
    withPayments();
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Subscribe to Premium' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Payment Failed',
        description: 'Your card number is incomplete.',
      }),
    );
  });

  it('can put the payment form away', async () => {
    withPayments();
    const { user } = renderPremium();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeEnabled();
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

describe('premium recipes', () => {
  it("shows a free member the 'Locked' card, whose Upgrade Now opens Pricing", async () => {
    setScenario('free');
    const { user } = renderPremium('/premium?tab=recipes');
    expect(await screen.findByRole('heading', { name: 'Locked' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a pro member the recipes of both tiers with a PRO or PREMIUM badge, linking to their pages', async () => {
    setScenario('pro');
    renderPremium('/premium?tab=recipes');
    const list = await screen.findByRole('list', { name: 'Premium recipes' });
    const reaper = within(list).getByRole('link', { name: /Fermented Reaper Mash/ });
    expect(reaper).toHaveAttribute('href', '/recipes/1001');
    expect(within(reaper).getByText('PRO')).toBeInTheDocument();
    // Its six-week ferment shows beside the hour of work, not hidden in a total of '1 h 10 min'.
    expect(reaper).toHaveTextContent('1 h 10 min + 6 weeks ferment');
    expect(
      within(within(list).getByRole('link', { name: /Ancho Braised Short Ribs/ })).getByText('PREMIUM'),
    ).toBeInTheDocument();
  });

  it('shows a premium member only the premium-tier recipes', async () => {
    setScenario('premium');
    renderPremium('/premium?tab=recipes');
    const list = await screen.findByRole('list', { name: 'Premium recipes' });
    expect(
      within(within(list).getByRole('link', { name: /Ancho Braised Short Ribs/ })).getByText('PREMIUM'),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Fermented Reaper Mash/ })).not.toBeInTheDocument();
    expect(within(list).queryByText('PRO')).not.toBeInTheDocument();
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
        HttpResponse.json(
          { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.' },
          { status: 402 },
        ),
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

describe('grow kits and merchandise', () => {
  it('shows at most three included items on a kit card, and how many more', async () => {
    renderPremium('/premium?tab=kits');
    const list = await screen.findByRole('list', { name: 'Grow kits' });
    const salsa = within(list).getByRole('heading', { name: 'Salsa Garden Kit' }).closest('li')!;
    expect(within(salsa).getByText('Seed packet: Jalapeño (25 seeds)')).toBeInTheDocument();
    expect(within(salsa).getByText('Seed packet: Poblano (20 seeds)')).toBeInTheDocument();
    expect(within(salsa).queryByText('8 biodegradable 3 in (8 cm) pots')).not.toBeInTheDocument();
    expect(within(salsa).getByRole('button', { name: 'and 5 more' })).toBeInTheDocument();
    expect(salsa).toHaveTextContent('$29.99');
  });

  it("shows a member the server's discounted price in dollars beside the original", async () => {
    setScenario('pro');
    renderPremium('/premium?tab=kits');
    const list = await screen.findByRole('list', { name: 'Grow kits' });
    const salsa = within(list).getByRole('heading', { name: 'Salsa Garden Kit' }).closest('li')!;
    // The kit takes 30% off for pro members: 2999 → 2099 cents.
    expect(salsa).toHaveTextContent('Member price $20.99');
    expect(salsa).toHaveTextContent('Regular price $29.99');
    expect(within(salsa).getByText('Save 30%')).toBeInTheDocument();
    // Each item has its own percentage: the Dainty Beginnings kit takes 25% off.
    const dainty = within(list)
      .getByRole('heading', { name: 'Dainty Beginnings Sweet & Mild Starter Kit' })
      .closest('li')!;
    expect(within(dainty).getByText('Save 25%')).toBeInTheDocument();
  });

  it('lists merchandise with its category and price', async () => {
    renderPremium('/premium?tab=merch');
    const list = await screen.findByRole('list', { name: 'Merchandise' });
    const apron = within(list).getByRole('heading', { name: 'Waxed Canvas Chile Apron' }).closest('li')!;
    expect(within(apron).getByText('Kitchen')).toBeInTheDocument();
    expect(apron).toHaveTextContent('$32.99');
  });

  it('invites visitors and free members to see what a plan would save', async () => {
    const { user } = renderPremium('/premium?tab=merch');
    expect(
      await screen.findByText(/Premium members save 10-20% and Pro members 25-40%\./),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'See the plans' }));
    expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });
});
