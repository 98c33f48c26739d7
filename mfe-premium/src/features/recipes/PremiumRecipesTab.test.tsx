import { http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import { renderPremium } from '../../test/premium-page';

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

  it('asks a visitor to log in to read them, and does not ask the server for them', async () => {
    let asked = 0;
    server.use(
      http.get('/api/premium/recipes', () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    renderPremium('/premium?tab=recipes');
    expect(await screen.findByText('Log in to read the premium recipes.')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('says so when the recipes cannot be loaded', async () => {
    setScenario('pro');
    server.use(http.get('/api/premium/recipes', () => HttpResponse.json({}, { status: 503 })));
    renderPremium('/premium?tab=recipes');
    expect(
      await screen.findByRole('heading', { name: 'Premium recipes could not be loaded' }),
    ).toBeInTheDocument();
  });
});
