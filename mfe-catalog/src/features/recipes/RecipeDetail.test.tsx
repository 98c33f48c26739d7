import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { screen, within } from '@testing-library/react';
import { recipes } from '@pepper/mocks/fixtures';
import RecipeDetail from './RecipeDetailScreen';
import { linkTargets, renderRoutes } from '@pepper/ui/testing';

const renderDetail = (id: number | string) =>
  renderRoutes(`/recipes/${id}`, [{ path: '/recipes/:id', element: <RecipeDetail /> }]);
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Recipe detail (/recipes/{id})', () => {
  it('shows a loading screen, then every field of a public recipe', async () => {
    renderDetail(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading recipe…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Green Jalapeño Hot Sauce' })).toHaveAttribute(
      'src',
      '/api/images/recipes/1.svg',
    );
    expect(screen.getByText('Sauce')).toBeInTheDocument();
    expect(stat('Prep time')).toHaveTextContent('15 min');
    expect(stat('Cook time')).toHaveTextContent('10 min');
    expect(stat('Total time')).toHaveTextContent('25 min');
    expect(screen.queryByText('Ferment time')).not.toBeInTheDocument();
    expect(stat('Servings')).toHaveTextContent('4');
    expect(stat('Heat')).toHaveTextContent('Medium');
    expect(stat('Difficulty')).toHaveTextContent('Easy');
    expect(screen.getByText('A bright, tangy everyday sauce.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    const steps = within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Step 1: Char the peppers.',
      '2Step 2: Blend everything until smooth.',
      '3Step 3: Chill before serving.',
    ]);
    expect(screen.queryByRole('region', { name: "Chef's Notes" })).not.toBeInTheDocument();
  });

  it('links each pepper it uses to the variety’s page', async () => {
    server.use(
      http.get('/api/recipes', () =>
        HttpResponse.json([
          {
            ...recipes[0],
            peppers: ['Jalapeño', 'Kashmiri', 'Grains of Paradise'],
            pepperLinks: [
              { name: 'Jalapeño', pepperId: 1003 },
              { name: 'Kashmiri', pepperId: 4242 },
              { name: 'Grains of Paradise', pepperId: null },
            ],
          },
        ]),
      ),
    );
    renderDetail(1);
    const peppers = await screen.findByRole('region', { name: 'Peppers in this recipe' });
    expect(within(peppers).getByRole('link', { name: /Jalapeño/ })).toHaveAttribute('href', '/peppers/1003');
    expect(within(peppers).getByRole('link', { name: /Kashmiri/ })).toHaveAttribute('href', '/peppers/4242');
    expect(within(peppers).getByText('Grains of Paradise')).toBeInTheDocument();
    expect(within(peppers).getAllByRole('link')).toHaveLength(2);
  });

  it('links the peppers of the mock vault’s recipes through the API’s rule', async () => {
    renderDetail(3);
    const peppers = await screen.findByRole('region', { name: 'Peppers in this recipe' });
    expect(
      within(peppers)
        .getByRole('link', { name: /Habanero/ })
        .getAttribute('href'),
    ).toMatch(/^\/peppers\/\d+$/);
  });

  it('shows medium as Medium', async () => {
    renderDetail(2);
    await screen.findByRole('heading', { level: 1, name: 'Smoky Chipotle Rub' });
    expect(stat('Difficulty')).toHaveTextContent('Medium');
  });

  it('treats any difficulty other than easy or medium as Hard', async () => {
    server.use(
      http.get('/api/recipes', () => HttpResponse.json([{ ...recipes[0], difficulty: 'fiendish' }])),
    );
    renderDetail(1);
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(stat('Difficulty')).toHaveTextContent('Hard');
  });

  it('refuses a premium recipe to a visitor', async () => {
    renderDetail(1001);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The recipe you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(linkTargets('Back to Recipes')).toEqual(['/recipes', '/recipes']);
    // Its head names nothing of the recipe either.
    expect(document.title).toBe('Page not found | Pepper Atlas');
    expect(document.head.innerHTML).not.toContain('Reaper');
  });

  it('refuses a premium recipe on the free plan', async () => {
    setScenario('free');
    renderDetail(1001);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipe Not Found' })).toBeInTheDocument();
  });

  it('refuses a pro-tier recipe on the premium plan', async () => {
    setScenario('premium');
    renderDetail(1001);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipe Not Found' })).toBeInTheDocument();
  });

  it("shows a pro-tier recipe, its tier badge and chef's notes to a pro member", async () => {
    setScenario('pro');
    renderDetail(1001);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fermented Reaper Mash' }),
    ).toBeInTheDocument();
    // A members' recipe's head is the generic one, even for a member, and keeps it out of search results.
    expect(document.title).toBe('Premium recipe | Pepper Atlas');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.innerHTML).not.toContain('Reaper');
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: "Chef's Notes" })).getByText(
        'Keep the mash under brine at 2.5% salt.',
      ),
    ).toBeInTheDocument();
    expect(stat('Difficulty')).toHaveTextContent('Hard');
  });

  it('shows how long a recipe waits and counts the wait in its total time', async () => {
    setScenario('pro');
    renderDetail(1001);
    await screen.findByRole('heading', { level: 1, name: 'Fermented Reaper Mash' });
    expect(stat('Prep time')).toHaveTextContent('1 h');
    expect(stat('Ferment time')).toHaveTextContent('6 weeks');
    expect(stat('Total time')).toHaveTextContent('6 weeks');
  });

  it("shows 'Recipe Not Found' for an unknown id", async () => {
    renderDetail(999);
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipe Not Found' })).toBeInTheDocument();
  });

  it('says so when the recipes cannot be loaded', async () => {
    server.use(http.get('/api/recipes', () => new HttpResponse('down', { status: 500 })));
    renderDetail(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipe');
  });
});
