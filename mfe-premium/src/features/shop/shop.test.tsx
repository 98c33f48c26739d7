import { apiError, http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { getToasts, resetToasts } from '@pepper/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPremium, serverConfig } from '../../test/premium-page';
import { browser } from '../../components/useAccount';

/** Every checkout the page requests, with its body. */
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

/** Opens an item's detail from its card on a shelf; gives back the detail and its title. */
async function openFromCard(url: string, shelf: string, name: string) {
  const { user } = renderPremium(url);
  const list = await screen.findByRole('list', { name: shelf });
  const card = within(list).getByRole('heading', { name }).closest('li')!;
  const details = within(card).getByRole('link', { name: 'Details and buying' });
  // A link to the item's own address: it opens before and without the page's code.
  expect(details.getAttribute('href')).toMatch(new RegExp(`[?&](kit|merch)=\\d+`));
  await user.click(details);
  const title = await screen.findByRole('heading', { name, level: 2 });
  return { user, title, detail: title.closest('[aria-labelledby]') as HTMLElement };
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetToasts();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('a grow kit card', () => {
  it('opens the rest of what the kit includes from "and N more", and closes it again', async () => {
    const { user } = renderPremium('/premium?tab=kits');
    const list = await screen.findByRole('list', { name: 'Grow kits' });
    const salsa = within(list).getByRole('heading', { name: 'Salsa Garden Kit' }).closest('li')!;
    const pots = within(salsa).getByText('8 biodegradable 3 in (8 cm) pots');
    // A native disclosure: it opens before and without the page's code.
    const more = within(salsa).getByText('and 5 more').closest('summary')!;
    const disclosure = more.closest('details')!;
    expect(pots).not.toBeVisible();
    expect(within(salsa).getByText('Seed packet: Poblano (20 seeds)')).toBeVisible();
    await user.click(more);
    expect(disclosure).toHaveAttribute('open');
    expect(pots).toBeVisible();
    expect(within(salsa).getByText('Set of 4 salsa recipe cards and a planting guide')).toBeVisible();
    await user.click(more);
    expect(disclosure).not.toHaveAttribute('open');
    expect(pots).not.toBeVisible();
  });
});

describe('a shelf of the shop', () => {
  it('says when the grow kits cannot be loaded, and when there is no merchandise', async () => {
    server.use(
      http.get('/api/grow-kits', () => HttpResponse.json({}, { status: 503 })),
      http.get('/api/merchandise', () => HttpResponse.json([])),
    );
    const { user } = renderPremium('/premium?tab=kits');
    expect(await screen.findByRole('heading', { name: 'Grow kits could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Merchandise' }));
    expect(await screen.findByRole('heading', { name: 'No merchandise available' })).toBeInTheDocument();
  });
});

describe("a grow kit's detail", () => {
  it('shows everything the kit includes, its description and the member price, and buys the chosen quantity', async () => {
    setScenario('premium');
    serverConfig({ checkout: true });
    const checkouts = recordCheckouts();
    const { user, title, detail } = await openFromCard('/premium?tab=kits', 'Grow kits', 'Salsa Garden Kit');
    expect(title).toHaveFocus();
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
    serverConfig({ checkout: true });
    const { user } = renderPremium('/premium?tab=kits&kit=2');
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
    serverConfig({ checkout: true });
    recordCheckouts(() => apiError(404, 'Grow kit not found', 'Not Found'));
    const { user } = renderPremium('/premium?tab=kits&kit=1');
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Grow kit not found');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  });

  it('goes back to all grow kits', async () => {
    const { user } = renderPremium('/premium?tab=kits&kit=1');
    await user.click(await screen.findByRole('link', { name: 'All grow kits' }));
    expect(await screen.findByRole('list', { name: 'Grow kits' })).toBeInTheDocument();
  });

  it('lets a visitor buy at full price', async () => {
    serverConfig({ checkout: true });
    const checkouts = recordCheckouts();
    const { user } = renderPremium('/premium?tab=kits&kit=2');
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
    serverConfig({ checkout: true });
    const checkouts = recordCheckouts();
    const { user, detail } = await openFromCard(
      '/premium?tab=merch',
      'Merchandise',
      'Pepper Atlas Embroidered Chile Cap',
    );
    expect(detail).toHaveTextContent('Apparel');
    // The cap takes 25% off for pro members: 2499 → 1874 cents.
    expect(detail).toHaveTextContent('Member price $18.74');
    await user.click(within(detail).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(checkouts).toEqual([{ kind: 'merchandise', itemId: 2, quantity: 1 }]));
  });
});

describe('the shop on a server without payments', () => {
  it('disables Buy now and says plainly that this server does not take payments, with no error toast', async () => {
    serverConfig({ checkout: false });
    const checkouts = recordCheckouts();
    const { user } = renderPremium('/premium?tab=kits&kit=1');
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
    const { user } = renderPremium('/premium?order=placed&session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Your order is placed' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('button', { name: 'Back to the shop' }));
    expect(await screen.findByRole('list', { name: 'Grow kits' })).toBeInTheDocument();
  });

  it("tells a visitor the emailed receipt is the order's record", async () => {
    renderPremium('/premium?order=placed&session_id=cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Your order is placed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See my orders' })).not.toBeInTheDocument();
    expect(screen.getByText(/receipt in your email is your record/)).toBeInTheDocument();
  });
});

describe('grow kits and merchandise', () => {
  it('shows at most three included items on a kit card, and how many more', async () => {
    renderPremium('/premium?tab=kits');
    const list = await screen.findByRole('list', { name: 'Grow kits' });
    const salsa = within(list).getByRole('heading', { name: 'Salsa Garden Kit' }).closest('li')!;
    expect(within(salsa).getByText('Seed packet: Jalapeño (25 seeds)')).toBeInTheDocument();
    expect(within(salsa).getByText('Seed packet: Poblano (20 seeds)')).toBeInTheDocument();
    expect(within(salsa).getByText('8 biodegradable 3 in (8 cm) pots')).not.toBeVisible();
    expect(within(salsa).getByText('and 5 more')).toBeVisible();
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
    // A link to the page's first tab: it works before and without the page's code.
    const plans = await screen.findByRole('link', { name: 'See the plans' });
    expect(plans).toHaveAttribute('href', '/premium');
    await user.click(plans);
    expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });
});
