import { setScenario } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import GrowCenter from './GrowCenterScreen';
import { renderPage } from '@pepper/ui/testing';
import { expectBackToMenu, expectOneTitle, expectTabs } from '../../test/page-checks';

const renderGrow = (path = '/grow') => renderPage(path, <GrowCenter />);

describe('the grow center', () => {
  it('has one h1, a back link to the menu and the tabs Guides, Varieties, Climate and My Garden, Guides first', () => {
    renderGrow();
    expectOneTitle('Grow Center');
    expectBackToMenu();
    expectTabs(['Guides', 'Varieties', 'Climate', 'My Garden']);
  });

  it('the Guides tab links to every growing guide and tool', () => {
    renderGrow();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/guides/seeds',
        '/guides/pests',
        '/guides/harvest',
        '/tools',
        '/tools/calendar',
        '/grow/climate',
      ]),
    );
  });

  it('the Varieties tab links each category and counts its varieties from the database', async () => {
    const { user, location } = renderGrow();
    await user.click(screen.getByRole('tab', { name: 'Varieties' }));
    expect(location()).toBe('/grow?tab=varieties');
    const beginner = await screen.findByRole('link', { name: /Beginner/ });
    expect(beginner).toHaveAttribute('href', '/grow/beginner');
    // The mock database on the heat scale: 6 with no heat, mild or medium, 6 hot or very hot, 2 superhots,
    // in 3 species.
    expect(await within(beginner).findByText('6 varieties')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Intermediate/ })).getByText('6 varieties'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Expert/ })).getByText('2 varieties')).toBeInTheDocument();
    const species = screen.getByRole('link', { name: /By Species/ });
    expect(species).toHaveAttribute('href', '/grow/species');
    expect(within(species).getByText('3 species')).toBeInTheDocument();
  });

  it('shows the categories without counts while the database is still answering', async () => {
    setScenario('slow');
    renderGrow('/grow?tab=varieties');
    expect(screen.getByRole('link', { name: /Beginner/ })).toHaveAttribute('href', '/grow/beginner');
    expect(screen.queryByText(/\d+ varieties/)).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('link', { name: /Beginner/ })).findByText(
        '6 varieties',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('opens on the tab named in the address, and shows no counts when the database cannot be reached', async () => {
    setScenario('server-error');
    renderGrow('/grow?tab=varieties');
    expect(screen.getByRole('tab', { name: 'Varieties' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Expert/ })).toBeInTheDocument();
    expect(await screen.findByText(/Failed to fetch peppers/)).toBeInTheDocument();
    expect(screen.queryByText(/\d+ varieties/)).not.toBeInTheDocument();
  });

  it('the My Garden tab links to the garden', async () => {
    const { user } = renderGrow();
    await user.click(screen.getByRole('tab', { name: 'My Garden' }));
    expect(screen.getByRole('link', { name: /Open My Garden/ })).toHaveAttribute('href', '/garden');
  });

  it('the Climate tab lists the four climate zones with their hardiness ranges and links to the climate guide', async () => {
    const { user } = renderGrow();
    await user.click(screen.getByRole('tab', { name: 'Climate' }));
    for (const [zone, range] of [
      ['Tropical/Subtropical', '10-11'],
      ['Temperate/Mediterranean', '8-9'],
      ['Continental/Northern', '4-7'],
      ['Desert/Arid', '9-10'],
    ]) {
      expect(screen.getByRole('heading', { name: zone }).parentElement).toHaveTextContent(
        `Hardiness zones ${range}`,
      );
    }
    expect(screen.getByRole('link', { name: /Find Your Zone/ })).toHaveAttribute('href', '/grow/climate');
  });
});
