import { setScenario } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import GrowCategory from '../../pages/GrowCategory';
import GrowCenter from '../../pages/GrowCenter';
import { renderRoutes } from '../../test/render';

const renderGrow = (path: string) =>
  renderRoutes(path, [
    { path: '/grow', element: <GrowCenter /> },
    { path: '/grow/:category', element: <GrowCategory /> },
  ]);

describe('the grow center', () => {
  it('has the tabs Guides, Varieties and Climate, Guides first, linking to every growing guide', async () => {
    renderGrow('/grow');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Guides', 'Varieties', 'Climate']);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/guides/seeds', '/guides/pests', '/guides/harvest', '/tools', '/grow/climate']));
  });

  it('counts the varieties of each experience category from the database', async () => {
    const { user } = renderGrow('/grow');
    await user.click(screen.getByRole('tab', { name: 'Varieties' }));
    const beginner = await screen.findByRole('link', { name: /Beginner/ });
    // The mock database: 7 mild or medium varieties, 4 hot, 3 extreme, in 3 species.
    expect(await within(beginner).findByText('7 varieties')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Intermediate/ })).getByText('4 varieties')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Expert/ })).getByText('3 varieties')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /By Species/ })).getByText('3 species')).toBeInTheDocument();
  });

  it('lists the four climate zones with their hardiness ranges', async () => {
    const { user } = renderGrow('/grow');
    await user.click(screen.getByRole('tab', { name: 'Climate' }));
    for (const [zone, range] of [
      ['Tropical/Subtropical', '10-11'],
      ['Temperate/Mediterranean', '8-9'],
      ['Continental/Northern', '4-7'],
      ['Desert/Arid', '9-10'],
    ]) {
      expect(screen.getByRole('heading', { name: zone }).parentElement).toHaveTextContent(`Hardiness zones ${range}`);
    }
  });
});

describe('a grow category page', () => {
  it('lists mild and medium varieties for beginners, each with View Full Details to its page', async () => {
    const { user, location } = renderGrow('/grow/beginner');
    const list = await screen.findByRole('list', { name: 'Beginner Varieties' });
    const names = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(expect.arrayContaining(['Bell Pepper', 'Jalapeño', 'Aji Amarillo']));
    expect(names).not.toContain('Habanero');
    await user.click(within(list).getByRole('link', { name: 'View Full Details: Jalapeño' }));
    expect(location()).toBe('/peppers/1003');
  });

  it.each([
    ['intermediate', 'Intermediate Varieties', 'Habanero', 'Ghost Pepper'],
    ['expert', 'Expert Varieties', 'Carolina Reaper', 'Habanero'],
  ])('/grow/%s lists only its heat level', async (category, title, included, excluded) => {
    renderGrow(`/grow/${category}`);
    const list = await screen.findByRole('list', { name: title });
    expect(within(list).getByRole('heading', { name: included })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: excluded })).not.toBeInTheDocument();
  });

  it('groups every variety by species', async () => {
    renderGrow('/grow/species');
    const groups = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(groups).toEqual(['Capsicum annuum (8)', 'Capsicum baccatum (1)', 'Capsicum chinense (5)']);
  });

  it("shows 'No Varieties Found' for an unknown category and when the database is empty", async () => {
    renderGrow('/grow/gigantic');
    expect(await screen.findByRole('heading', { name: 'No Varieties Found' })).toBeInTheDocument();
  });

  it("shows 'No Varieties Found' when no variety fits", async () => {
    setScenario('empty');
    renderGrow('/grow/expert');
    expect(await screen.findByRole('heading', { name: 'No Varieties Found' })).toBeInTheDocument();
  });

  it('says so when the database cannot be reached', async () => {
    setScenario('server-error');
    renderGrow('/grow/beginner');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch peppers' })).toBeInTheDocument();
  });
});
