import { http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { getToasts, resetToasts } from '@pepper/ui/toast';
import { renderRoutes } from '@pepper/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import PremiumPage from '../../pages/PremiumPage';
import { browser } from '../../components/useAccount';

const renderShop = (path: string) => renderRoutes(path, [{ path: '/premium', element: <PremiumPage /> }]);

/** The server's configuration: whether the shop takes payments. */
function shopPayments(checkout: boolean) {
  server.use(
    http.get('/api/config', () =>
      HttpResponse.json({
        stripePublishableKey: null,
        checkout,
        oidc: false,
        shopId: 'shop',
        shopUrl: 'https://example.com',
      }),
    ),
  );
}

/** Every checkout the page asks for, with its body. */
function recordCheckouts(
  answer = () => HttpResponse.json({ url: 'https://checkout.stripe.com/c/pay/cs_1' }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetToasts();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('a grow kit card', () => {
  it('opens the rest of what the kit includes from "and N more", and closes it again', async () => {
    const { user } = renderShop('/premium?tab=kits');
    const list = await screen.findByRole('list', { name: 'Grow kits' });
    const salsa = within(list).getByRole('heading', { name: 'Salsa Garden Kit' }).closest('li')!;
    const pots = '8 biodegradable 3 in (8 cm) pots';
    expect(within(salsa).queryByText(pots)).not.toBeInTheDocument();
    const more = within(salsa).getByRole('button', { name: 'and 5 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(salsa).getByText(pots)).toBeInTheDocument();
    expect(within(salsa).getByText('Set of 4 salsa recipe cards and a planting guide')).toBeInTheDocument();
    const fewer = within(salsa).getByRole('button', { name: 'Show fewer' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(within(salsa).queryByText(pots)).not.toBeInTheDocument();
  });
});

describe("a grow kit's detail", () => {
  it('shows everything the kit includes, its description and the member price, and buys the chosen quantity', async () => {
    setScenario('premium');
    shopPayments(true);
    const checkouts = recordCheckouts();
    const { user } = renderShop('/premium?tab=kits');
    const list = await screen.findByRole('list', { name: 'Grow kits' });
    const salsa = within(list).getByRole('heading', { name: 'Salsa Garden Kit' }).closest('li')!;
    await user.click(within(salsa).getByRole('button', { name: 'Details and buying' }));

    const title = await screen.findByRole('heading', { name: 'Salsa Garden Kit', level: 2 });
    expect(title).toHaveFocus();
    const detail = title.closest('[aria-labelledby]') as HTMLElement;
    expect(detail).toHaveTextContent('Grow a whole bowl of salsa');
    for (const item of [
      'Seed packet: Jalapeño (25 seeds)',
      'Seed packet: Serrano (25 seeds)',
      '8 biodegradable 3 in (8 cm) pots',
      'Set of 4 salsa recipe cards and a planting guide',
    ])
      expect(within(detail).getByText(item)).toBeInTheDocument();
    // The kit takes 15% off for premium members: 2999 → 2549 cents.
    expect(detail).toHaveTextContent('Member price $25.49');
    expect(detail).toHaveTextContent('Regular price $29.99');
    expect(within(detail).getByText('Save 15%')).toBeInTheDocument();
    expect(detail).toHaveTextContent('Your Premium member prices are applied.');

    await user.click(within(detail).getByRole('button', { name: 'One more' }));
    await user.click(within(detail).getByRole('button', { name: 'One more' }));
    expect(detail).toHaveTextContent('Total for 3: $76.47');
    await user.click(within(detail).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    // The client names the item and quantity only: the price is the server's to decide.
    expect(checkouts).toEqual([{ kind: 'grow-kit', itemId: 2, quantity: 3 }]);
  });

  it('keeps the quantity between 1 and 10', async () => {
    shopPayments(true);
    const { user } = renderShop('/premium?tab=kits&kit=2');
    const fewer = await screen.findByRole('button', { name: 'One fewer' });
    const more = screen.getByRole('button', { name: 'One more' });
    const group = screen.getByRole('group', { name: 'Quantity' });
    expect(fewer).toBeDisabled();
    expect(group).toHaveTextContent('1');
    for (let i = 0; i < 9; i++) await user.click(more);
    expect(within(group).getByRole('status')).toHaveTextContent('10');
    expect(more).toBeDisabled();
    await user.click(fewer);
    expect(within(group).getByRole('status')).toHaveTextContent('9');
  });

  it("shows the server's refusal beside the button, and stays on the page", async () => {
    shopPayments(true);
    recordCheckouts(() =>
      HttpResponse.json(
        { statusCode: 404, error: 'Not Found', message: 'Grow kit not found' },
        { status: 404 },
      ),
    );
    const { user } = renderShop('/premium?tab=kits&kit=1');
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Grow kit not found');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  });

  it('goes back to all grow kits', async () => {
    const { user } = renderShop('/premium?tab=kits&kit=1');
    await user.click(await screen.findByRole('button', { name: 'All grow kits' }));
    expect(await screen.findByRole('list', { name: 'Grow kits' })).toBeInTheDocument();
  });

  it('lets a visitor buy at full price', async () => {
    shopPayments(true);
    const checkouts = recordCheckouts();
    const { user } = renderShop('/premium?tab=kits&kit=2');
    const title = await screen.findByRole('heading', { name: 'Salsa Garden Kit', level: 2 });
    const detail = title.closest('[aria-labelledby]') as HTMLElement;
    expect(detail).toHaveTextContent('$29.99');
    expect(within(detail).queryByText(/^Save/)).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(checkouts).toEqual([{ kind: 'grow-kit', itemId: 2, quantity: 1 }]));
  });
});

describe("a piece of merchandise's detail", () => {
  it('opens from its card and buys it', async () => {
    setScenario('pro');
    shopPayments(true);
    const checkouts = recordCheckouts();
    const { user } = renderShop('/premium?tab=merch');
    const list = await screen.findByRole('list', { name: 'Merchandise' });
    const cap = within(list)
      .getByRole('heading', { name: 'Pepper Atlas Embroidered Chile Cap' })
      .closest('li')!;
    await user.click(within(cap).getByRole('button', { name: 'Details and buying' }));
    const title = await screen.findByRole('heading', {
      name: 'Pepper Atlas Embroidered Chile Cap',
      level: 2,
    });
    const detail = title.closest('[aria-labelledby]') as HTMLElement;
    expect(detail).toHaveTextContent('Apparel');
    // The cap takes 25% off for pro members: 2499 → 1874 cents.
    expect(detail).toHaveTextContent('Member price $18.74');
    await user.click(within(detail).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(checkouts).toEqual([{ kind: 'merchandise', itemId: 2, quantity: 1 }]));
  });
});

describe('the shop on a server without payments', () => {
  it('disables Buy now and says plainly that this server does not take payments, with no error toast', async () => {
    shopPayments(false);
    const checkouts = recordCheckouts();
    const { user } = renderShop('/premium?tab=kits&kit=1');
    const buy = await screen.findByRole('button', { name: 'Buy now' });
    await waitFor(() => expect(buy).toBeDisabled());
    expect(screen.getByRole('note')).toHaveTextContent(
      'This server does not take payments, so nothing can be bought here.',
    );
    expect(buy).toHaveAccessibleDescription(
      'This server does not take payments, so nothing can be bought here.',
    );
    await user.click(buy);
    expect(checkouts).toEqual([]);
    expect(getToasts()).toEqual([]);
  });
});

describe('coming back from the payment page', () => {
  it('says the order is placed and where to see it', async () => {
    setScenario('premium');
    const { user } = renderShop('/premium?order=placed&session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Your order is placed' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('button', { name: 'Back to the shop' }));
    expect(await screen.findByRole('list', { name: 'Grow kits' })).toBeInTheDocument();
  });

  it("tells a visitor the emailed receipt is the order's record", async () => {
    renderShop('/premium?order=placed&session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Your order is placed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See my orders' })).not.toBeInTheDocument();
    expect(screen.getByText(/receipt in your email is your record/)).toBeInTheDocument();
  });
});
