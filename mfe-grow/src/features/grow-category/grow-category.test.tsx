import { setScenario } from '@pepper/mocks/node';
import { cleanup, screen, within } from '@testing-library/react';
import GrowCategory from './GrowCategoryScreen';
import { renderRoutes } from '@pepper/ui/testing';

const renderCategory = (path: string) =>
  renderRoutes(path, [{ path: '/grow/:category', element: <GrowCategory /> }]);

describe('a grow category page', () => {
  it('lists varieties with no heat, mild or medium for beginners, each with View Full Details to its pepper page', async () => {
    const { user, location } = renderCategory('/grow/beginner');
    expect(screen.getByRole('heading', { level: 1, name: 'Beginner Varieties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Grow Center' })).toHaveAttribute('href', '/grow');
    const list = await screen.findByRole('list', { name: 'Beginner Varieties' });
    expect(screen.getByRole('heading', { level: 2, name: '6 varieties to grow' })).toBeInTheDocument();
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toHaveLength(6);
    expect(names).toEqual(expect.arrayContaining(['Bell Pepper', 'Jalapeño', 'Serrano']));
    // Aji Amarillo is typically 40,000 SHU: Hot on the heat scale, so an intermediate variety.
    expect(names).not.toContain('Aji Amarillo');
    expect(names).not.toContain('Habanero');
    expect(within(list).getAllByRole('link', { name: /^View Full Details/ })).toHaveLength(6);
    await user.click(within(list).getByRole('link', { name: 'View Full Details: Jalapeño' }));
    expect(location()).toBe('/peppers/1003');
  });

  it.each([
    ['intermediate', 'Intermediate Varieties', 6, 'Habanero', 'Carolina Reaper'],
    ['expert', 'Expert Varieties', 2, 'Carolina Reaper', 'Ghost Pepper'],
  ])('/grow/%s lists only its heat levels', async (category, title, count, included, excluded) => {
    renderCategory(`/grow/${category}`);
    const list = await screen.findByRole('list', { name: title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
    expect(within(list).getByRole('heading', { name: included })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: excluded })).not.toBeInTheDocument();
  });

  it('with its growing tips after the list', async () => {
    renderCategory('/grow/expert');
    await screen.findByRole('list', { name: 'Expert Varieties' });
    expect(screen.getByRole('heading', { level: 2, name: 'Growing Tips for Superhots' })).toBeInTheDocument();
    // When to sow comes from the lead-time rule: superhots 12 weeks before planting out.
    expect(
      screen.getByText(/^Sow superhots 12 weeks before you plant out \(10 weeks before your last frost\)/),
    ).toBeInTheDocument();
  });

  it('groups every variety by species, species A-Z, each variety still linking to its page', async () => {
    renderCategory('/grow/species');
    expect(screen.getByRole('heading', { level: 1, name: 'Varieties by Species' })).toBeInTheDocument();
    const groups = (await screen.findAllByRole('heading', { level: 2, name: /^Capsicum/ })).map(
      (h) => h.textContent,
    );
    expect(groups).toEqual(['Capsicum annuum (8)', 'Capsicum baccatum (1)', 'Capsicum chinense (5)']);
    const chinense = screen.getByRole('list', { name: 'Capsicum chinense varieties' });
    expect(within(chinense).getByRole('heading', { name: 'Habanero' })).toBeInTheDocument();
    expect(within(chinense).getAllByRole('link', { name: /^View Full Details/ })).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Species Matters' })).toBeInTheDocument();
  });

  it('shows the first six varieties of each species, so every species is in view, and all of one when asked', async () => {
    const { user } = renderCategory('/grow/species');
    const annuum = await screen.findByRole('list', { name: 'Capsicum annuum varieties' });
    expect(within(annuum).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /Show all 5/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all 8 Capsicum annuum' }));
    expect(
      within(screen.getByRole('list', { name: 'Capsicum annuum varieties' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    expect(screen.queryByRole('link', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it('links Show all to the address naming the species, which shows it whole from the start', async () => {
    renderCategory('/grow/species');
    expect(await screen.findByRole('link', { name: 'Show all 8 Capsicum annuum' })).toHaveAttribute(
      'href',
      '/grow/species?species=Capsicum+annuum',
    );
    cleanup();
    renderCategory('/grow/species?species=Capsicum+annuum');
    const annuum = await screen.findByRole('list', { name: 'Capsicum annuum varieties' });
    expect(within(annuum).getAllByRole('listitem')).toHaveLength(8);
  });

  it('says it is loading until the database answers, and shows the tips only then', async () => {
    setScenario('slow');
    renderCategory('/grow/intermediate');
    expect(screen.getByRole('status')).toHaveTextContent('Loading varieties');
    expect(screen.queryByRole('heading', { name: 'Growing Tips for Hot Varieties' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'Intermediate Varieties' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Growing Tips for Hot Varieties' })).toBeInTheDocument();
  });

  it("shows 'No Varieties Found' for an unknown category, with a way back to the categories", async () => {
    renderCategory('/grow/gigantic');
    expect(await screen.findByRole('heading', { name: 'No Varieties Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'href',
      '/grow?tab=varieties',
    );
  });

  it("shows 'No Varieties Found' when no variety fits", async () => {
    setScenario('empty');
    renderCategory('/grow/expert');
    expect(await screen.findByRole('heading', { name: 'No Varieties Found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Expert Varieties' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch peppers' when the database cannot be reached", async () => {
    setScenario('server-error');
    renderCategory('/grow/beginner');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch peppers' })).toBeInTheDocument();
  });
});
