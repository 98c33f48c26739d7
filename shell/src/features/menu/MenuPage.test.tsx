import { MENU_LINKS } from '@pepper/domain';
import { http, HttpResponse, server } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test/render';
import MenuPage from './MenuPage';

describe("Menu ('Complete Menu')", () => {
  it('has the tabs Browse, Quick Access and Stats, Browse first', () => {
    renderWithShell(<MenuPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Menu' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Browse', 'Quick Access', 'Stats']);
    expect(screen.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');
  });

  it('links to every destination the menu lists, each once, under Browse', () => {
    renderWithShell(<MenuPage />);
    const panel = screen.getByRole('tabpanel');
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect([...hrefs].sort()).toEqual(MENU_LINKS.map((l) => l.to).sort());
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
      await screen.findByText('506 varieties, 146+ recipes, 43+ origin countries, up to 2,693,000+ SHU.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Varieties').nextElementSibling).toHaveTextContent('506');
    expect(within(panel).getByText('Origin countries').nextElementSibling).toHaveTextContent('43+');
    expect(within(panel).getByText('Hottest pepper').nextElementSibling).toHaveTextContent('2,693,000+ SHU');
    expect(within(panel).getByText('Pepper X')).toBeInTheDocument();
  });

  it('says so when the stats cannot be fetched, and keeps every link', async () => {
    server.use(http.get('/api/stats', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithShell(<MenuPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stats are unavailable right now.');
    await userEvent.click(screen.getByRole('tab', { name: 'Browse' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(MENU_LINKS.length);
  });
});
