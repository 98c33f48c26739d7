import type { Garden } from '@pepper/contract';
import { server, http, HttpResponse } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import { recipes } from '@pepper/mocks/fixtures';
import PepperDetail from './PepperDetailScreen';
import { linkTargets, renderRoutes } from '@pepper/ui/testing';
import { pepperNamed } from '../../test/pepper-fixtures';

const renderDetail = (id: number | string, search = '') =>
  renderRoutes(`/peppers/${id}${search}`, [{ path: '/peppers/:id', element: <PepperDetail /> }]);
const region = (name: string) => screen.getByRole('region', { name });

describe('Pepper detail (/peppers/{id})', () => {
  it('shows a loading screen first', () => {
    renderDetail(1003);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pepper…');
  });

  it('shows every section of a pepper', async () => {
    renderDetail(1003);
    const jalapeno = pepperNamed('Jalapeño');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jalapeño' })).toBeInTheDocument();
    expect(document.title).toBe('Jalapeño — 2,500 - 8,000 SHU | Pepper Atlas');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/peppers/1003`,
    );
    expect(screen.getByText('Capsicum annuum', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Medium', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(within(region('Scoville Rating')).getByText('2,500 - 8,000 SHU')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Jalapeño heat on the 3,000,000 SHU scale' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const details = region('Details');
    expect(within(details).getByText('Veracruz, Mexico')).toBeInTheDocument();
    expect(within(details).getByText(jalapeno.size)).toBeInTheDocument();
    expect(within(details).getByText(jalapeno.color)).toBeInTheDocument();
    expect(within(region('Description')).getByText(jalapeno.description)).toBeInTheDocument();
    expect(within(region('Culinary Uses')).getByText('Salsas')).toBeInTheDocument();
    expect(within(region('Growing Tips')).getByText(jalapeno.growingTips)).toBeInTheDocument();
    expect(within(region('Also Known As')).getByText('Chipotle (smoked), Huachinango')).toBeInTheDocument();
    expect(region('Cultivation Guide')).toBeInTheDocument();
    // Recipes of the vault that use the pepper.
    expect(
      await within(region('Recipe Ideas')).findByRole('link', { name: /Green Jalapeño Hot Sauce/ }),
    ).toHaveAttribute('href', '/recipes/1');
    expect(
      within(region('Recipe Ideas')).queryByRole('link', { name: /Mango Habanero Salsa/ }),
    ).not.toBeInTheDocument();
    expect(
      within(region('Recipe Ideas')).getByText('2 recipes in the vault use Jalapeño.'),
    ).toBeInTheDocument();
    expect(linkTargets('Back to Database')).toEqual(['/peppers']);
  });

  /** The vault answers seven recipes that use the Habanero; gives back the queries it was asked with. */
  function sevenHabaneroRecipes() {
    const asked: string[] = [];
    const habanero = pepperNamed('Habanero');
    server.use(
      http.get('/api/recipes', ({ request }) => {
        asked.push(new URL(request.url).search);
        const linked = { name: 'Habanero', pepperId: habanero.id };
        return HttpResponse.json(
          Array.from({ length: 7 }, (_, i) => ({
            ...recipes[2],
            id: 100 + i,
            title: `Habanero dish ${i + 1}`,
            peppers: ['Habanero'],
            pepperLinks: [linked],
          })),
        );
      }),
    );
    return { asked, habanero };
  }

  it('asks the vault only for the recipes that use the variety, and shows five before "Show all"', async () => {
    const { asked, habanero } = sevenHabaneroRecipes();
    const { user } = renderDetail(habanero.id);
    const list = await screen.findByRole('list', { name: 'Recipes that use Habanero' });
    expect(asked).toEqual([`?pepper=${habanero.id}`]);
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    // A link to the page's own address with all shown: it works before and without the page's code.
    const showAll = screen.getByRole('link', { name: 'Show all 7 recipes' });
    expect(showAll).toHaveAttribute('href', `/peppers/${habanero.id}?recipes=all`);
    await user.click(showAll);
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('link', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows every recipe that uses the variety at its address with all shown', async () => {
    const { habanero } = sevenHabaneroRecipes();
    renderDetail(habanero.id, '?recipes=all');
    const list = await screen.findByRole('list', { name: 'Recipes that use Habanero' });
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('link', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('offers ideas from its culinary uses when no recipe uses it', async () => {
    renderDetail(pepperNamed('Anaheim').id);
    await screen.findByRole('heading', { level: 1, name: 'Anaheim' });
    expect(await within(region('Recipe Ideas')).findByText(/Try Anaheim in/)).toBeInTheDocument();
    expect(within(region('Recipe Ideas')).getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('rates the difficulty by shuMax and the climate zone by origin', async () => {
    renderDetail(1003);
    const guide = await screen.findByRole('region', { name: 'Cultivation Guide' });
    expect(within(guide).getByRole('img', { name: 'Beginner: 2 of 5 stars' })).toBeInTheDocument();
    expect(within(guide).getByText(/tropical/i)).toBeInTheDocument();
  });

  it.each([
    ['Serrano', 'Beginner', 2],
    ['Cayenne', 'Intermediate', 3],
    ['Habanero', 'Advanced', 4],
    ['Ghost Pepper', 'Expert', 5],
  ])('%s is %s (%i stars)', async (name, label, stars) => {
    renderDetail(pepperNamed(name).id);
    const guide = await screen.findByRole('region', { name: 'Cultivation Guide' });
    expect(within(guide).getByRole('img', { name: `${label}: ${stars} of 5 stars` })).toBeInTheDocument();
  });

  it.each([
    ['Serrano', '8 weeks before planting out'],
    ['Habanero', '11 weeks before planting out'],
    ['Carolina Reaper', '12 weeks before planting out'],
  ])('gives %s’s lead time from the lead-time rule: %s', async (name, weeks) => {
    const pepper = pepperNamed(name);
    renderDetail(pepper.id);
    const guide = await screen.findByRole('region', { name: 'Cultivation Guide' });
    expect(within(guide).getByText(weeks)).toBeInTheDocument();
    expect(within(guide).getByText(`${pepper.maturityDays} days from transplant`)).toBeInTheDocument();
  });

  it('shows no safety card up to 100,000 SHU', async () => {
    renderDetail(pepperNamed('Thai Chile').id); // shuMax 100,000
    await screen.findByRole('region', { name: 'Cultivation Guide' });
    expect(screen.queryByRole('region', { name: 'Safety Information' })).not.toBeInTheDocument();
    expect(screen.queryByText('Extreme Heat Warning')).not.toBeInTheDocument();
  });

  it('shows the safety card above 100,000 SHU, without the extreme warning up to 1,000,000', async () => {
    renderDetail(pepperNamed('Habanero').id); // shuMax 350,000
    expect(await screen.findByRole('region', { name: 'Safety Information' })).toBeInTheDocument();
    expect(screen.queryByText('Extreme Heat Warning')).not.toBeInTheDocument();
  });

  it('adds the extreme-heat warning above 1,000,000 SHU, and the bomb above 3,000,000', async () => {
    renderDetail(pepperNamed('Pepper X').id);
    expect(await screen.findByRole('note', { name: 'Extreme Heat Warning' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Safety Information' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Over 3 million SHU' })).toBeInTheDocument();
  });

  it('says a heat that was never measured is not measured, instead of showing figures and a bar', async () => {
    const sunglo = { ...pepperNamed('Thai Chile'), name: 'NuMex Sunglo', shuMeasured: false };
    server.use(http.get('/api/peppers/:id', () => HttpResponse.json(sunglo)));
    renderDetail(sunglo.id);
    const rating = await screen.findByRole('region', { name: 'Scoville Rating' });
    expect(rating).toHaveTextContent('SHU not measured');
    expect(rating).toHaveTextContent('No measurement of its heat has been published');
    expect(rating).not.toHaveTextContent(/Bar scaled|100,000/);
  });

  it('shows no bomb for the Carolina Reaper (2,200,000 SHU)', async () => {
    renderDetail(pepperNamed('Carolina Reaper').id);
    expect(await screen.findByRole('note', { name: 'Extreme Heat Warning' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Over 3 million SHU' })).not.toBeInTheDocument();
  });

  it("shows 'Pepper not found' with Back to Database for an unknown id", async () => {
    renderDetail(424242);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pepper not found' })).toBeInTheDocument();
    expect(screen.getByText("This pepper doesn't exist in our database.")).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Pepper Atlas');
    expect(linkTargets('Back to Database')).toEqual(['/peppers', '/peppers']);
  });

  it("shows 'Error loading pepper' with Back to Database when the server fails", async () => {
    server.use(http.get('/api/peppers/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderDetail(1003);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Error loading pepper' }),
    ).toBeInTheDocument();
    expect(screen.getByText('There was a problem loading this pepper.')).toBeInTheDocument();
    expect(linkTargets('Back to Database')).toEqual(['/peppers', '/peppers']);
  });
});

describe('Grow this (on a pepper’s page)', () => {
  const renderWithGarden = (id: number) =>
    renderRoutes(`/peppers/${id}`, [
      { path: '/peppers/:id', element: <PepperDetail /> },
      { path: '/garden', element: <p>My Garden</p> },
    ]);

  it('opens My Garden with the variety chosen, for a planting or a seed packet', async () => {
    const { user, location } = renderWithGarden(1003);
    const grow = await screen.findByRole('region', { name: 'Grow this' });
    expect(within(grow).getByRole('link', { name: 'Add a seed packet' })).toHaveAttribute(
      'href',
      '/garden/seeds?add=&pepper=1003',
    );
    // Without a last frost it gives the rule the dates follow.
    expect(grow).toHaveTextContent(/Sow indoors 6 weeks before your last frost, plant out 2 weeks after it/);
    await user.click(within(grow).getByRole('link', { name: 'Plant Jalapeño in My Garden' }));
    expect(location()).toBe('/garden?add=1003');
  });

  it('gives this season’s days from the grower’s last frost, by the garden’s own grow rules', async () => {
    const garden: Garden = {
      signedIn: false,
      lastFrost: '2027-04-15',
      planLastFrost: '2027-04-15',
      place: null,
      plantings: [],
      thisWeek: [],
      harvestTotals: [],
    };
    server.use(http.get('/api/garden', () => HttpResponse.json(garden)));
    renderWithGarden(1003);
    const dl = await screen.findByLabelText('Season plan for Jalapeño');
    expect(dl).toHaveTextContent('Sow indoorsThu, Mar 4');
    expect(dl).toHaveTextContent('Plant outThu, Apr 29');
    // Jalapeño's 75 days to maturity after planting out.
    expect(dl).toHaveTextContent(/First ripe podsabout \w{3}, \w{3} \d+/);
    expect(screen.getByText('From your last frost, Thu, Apr 15, in My Garden.')).toBeInTheDocument();
  });
});
