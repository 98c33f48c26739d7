import { renderPremium } from '../test/premium-page';
import { screen, within } from '@testing-library/react';

describe('the premium page for a visitor', () => {
  it("shows the 'Premium Content' card whose Log In sends the browser to /api/login, with or without the page's code", async () => {
    renderPremium();
    const card = (await screen.findByRole('heading', { name: 'Premium Content' })).closest('div')!;
    // GET /api/login signs in (the provider, or the /login screen) and comes back to /premium: a plain link, so
    // the browser goes there as a whole page.
    expect(within(card).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fpremium',
    );
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

  it('keeps the chosen tab in the address, so a shared link opens on it', async () => {
    const { user, location } = renderPremium();
    await user.click(await screen.findByRole('tab', { name: 'Grow Kits' }));
    expect(location()).toBe('/premium?tab=kits');
    expect(await screen.findByRole('list', { name: 'Grow kits' })).toBeInTheDocument();
  });
});
