import { MENU_LINKS } from './menu-links';
import { http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { Route, Routes, useLocation } from '@pepper/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linksIn } from '@pepper/ui/testing';
import { renderWithShell } from '../../test/render';
import { watchSignOut } from '../../test/sign-out';
import MenuPage, { YOUR_LINKS } from './MenuPage';

const EVERY_LINK = [...YOUR_LINKS, ...MENU_LINKS].map((l) => l.to);

describe("Menu ('Complete Menu')", () => {
  it('has the tabs Browse, Quick Access and Stats, Browse first', () => {
    renderWithShell(<MenuPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Menu' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Browse', 'Quick Access', 'Stats']);
    expect(screen.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');
  });

  it('makes each tab a link to its own address, so a tab works without the page’s code', () => {
    renderWithShell(<MenuPage />, { path: '/menu' });
    const hrefs = screen.getAllByRole('tab').map((t) => t.getAttribute('href'));
    expect(hrefs).toEqual(['/menu', '/menu?tab=quick', '/menu?tab=stats']);
  });

  it('shows the tab its address names', () => {
    renderWithShell(<MenuPage />, { path: '/menu?tab=quick' });
    expect(screen.getByRole('tab', { name: 'Quick Access' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Recipe/ })).toBeInTheDocument();
  });

  it('links to every destination the menu lists, each once, under Browse', () => {
    renderWithShell(<MenuPage />);
    const panel = screen.getByRole('tabpanel');
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect([...hrefs].sort()).toEqual([...EVERY_LINK].sort());
    expect(hrefs).toContain('/tools/heat-quiz');
    expect(hrefs).toContain('/collections/ornamental');
  });

  it('offers shortcuts under Quick Access', async () => {
    renderWithShell(<MenuPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Quick Access' }));
    const panel = screen.getByRole('tabpanel');
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/peppers', '/identify', '/recipes', '/tools/heat-calc']));
  });

  it('claims the counts the data gives: varieties, recipes, origin countries and the hottest SHU', async () => {
    server.use(
      http.get('/api/stats', () =>
        HttpResponse.json({
          varieties: 506,
          recipes: 146,
          originCountries: 43,
          hottestShu: 2_693_000,
          hottestName: 'Pepper X',
        }),
      ),
    );
    renderWithShell(<MenuPage />);
    expect(
      await screen.findByText(
        '506 varieties, 146+ recipes, 43+ origin countries; the hottest pepper in the database is Pepper X, at 2,693,000 SHU.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Varieties').nextElementSibling).toHaveTextContent('506');
    expect(within(panel).getByText('Origin countries').nextElementSibling).toHaveTextContent('43+');
    // The hottest pepper is a database figure, not the scale's reach (Home's Heat Index tile says that one).
    expect(within(panel).getByText('Hottest pepper in the database').nextElementSibling).toHaveTextContent(
      /^2,693,000 SHU$/,
    );
    expect(within(panel).getByText('Pepper X')).toBeInTheDocument();
  });

  it('says so when the stats cannot be fetched, and keeps every link', async () => {
    server.use(http.get('/api/stats', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithShell(<MenuPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stats are unavailable right now.');
    await userEvent.click(screen.getByRole('tab', { name: 'Browse' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(EVERY_LINK.length);
  });

  it('lists the places that are yours first: Account, Premium, My Garden and Identification History', () => {
    renderWithShell(<MenuPage />);
    const yours = screen.getByRole('region', { name: 'Yours' });
    expect(linksIn(yours)).toEqual([
      ['Account', '/account'],
      ['Premium', '/premium'],
      ['My Garden', '/garden'],
      ['Identification History', '/identify/history'],
    ]);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Opens the Menu (with the router state it was opened with) and waits for its account region. */
const openMenuAccount = (state?: unknown) => {
  renderWithShell(
    <>
      <Routes>
        <Route path="/menu" element={<MenuPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path: { pathname: '/menu', state } },
  );
  return screen.findByRole('region', { name: 'Your account' });
};

const link = (region: HTMLElement, name: string) => within(region).getByRole('link', { name });

describe('the Menu for a visitor', () => {
  it('offers Sign in and Create account, which come back to the page the Menu was opened from', async () => {
    const account = await openMenuAccount({ from: '/peppers/12' });
    expect(link(account, 'Sign in')).toHaveAttribute('href', '/login?returnTo=%2Fpeppers%2F12');
    expect(link(account, 'Create account')).toHaveAttribute('href', '/signup?returnTo=%2Fpeppers%2F12');
    expect(within(account).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('comes back to the Menu when it was opened directly, and never to another site', async () => {
    const account = await openMenuAccount({ from: '//evil.example' });
    expect(link(account, 'Sign in')).toHaveAttribute('href', '/login?returnTo=%2Fmenu');
  });
});

describe('the Menu for a member', () => {
  it('shows who is signed in, with the plan, and the way to the account', async () => {
    setScenario('premium');
    const account = await openMenuAccount();
    expect(await within(account).findByText('Sam Grower')).toBeInTheDocument();
    expect(within(account).getByText('grower@example.com')).toBeInTheDocument();
    expect(within(account).getByText('Premium plan')).toBeInTheDocument();
    expect(link(account, 'Your account')).toHaveAttribute('href', '/account');
    expect(within(account).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('signs out on the server, stays on the Menu, and then offers signing in', async () => {
    setScenario('free');
    const logout = watchSignOut();
    const account = await openMenuAccount();
    await userEvent.click(await within(account).findByRole('button', { name: 'Sign out' }));
    expect(await within(account).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(logout.signedOut).toBe(true);
    expect(screen.queryByText('Sam Grower')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/menu');
  });
});
