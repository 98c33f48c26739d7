import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HEAT_SCALE } from '@pepper/domain/heat';
import { recipes } from '@pepper/mocks/fixtures';
import RecipeList from './RecipeListScreen';
import { optionTexts, renderRoutes } from '@pepper/ui/testing';

const renderList = (path = '/recipes') => renderRoutes(path, [{ path: '/recipes', element: <RecipeList /> }]);
const titles = () => screen.getAllByRole('article').map((a) => within(a).getAllByRole('link')[0].textContent);

describe('Recipe Vault (/recipes)', () => {
  it('lists recipes as cards linking to /recipes/{id}', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading recipes…');
    expect(await screen.findByRole('link', { name: 'Mango Habanero Salsa' })).toHaveAttribute(
      'href',
      '/recipes/3',
    );
    expect(titles()).toEqual(['Green Jalapeño Hot Sauce', 'Smoky Chipotle Rub', 'Mango Habanero Salsa']);
  });

  it('shows a star only on recipes people have rated, with their real average', async () => {
    server.use(
      http.get('/api/recipes/summaries', () =>
        HttpResponse.json([
          { ...recipes[0], rating: 0, ratingCount: 0 },
          { ...recipes[1], rating: 4.5, ratingCount: 2 },
        ]),
      ),
    );
    renderList();
    const [unrated, rated] = await screen.findAllByRole('article');
    expect(within(unrated).queryByText(/Rated/)).not.toBeInTheDocument();
    expect(rated).toHaveTextContent('Rated 4.5 out of 5 by 2 people');
  });

  it('reads the recipes as summaries, and the whole recipes (for a recipe opened from it) once the browser is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/recipes')) calls.push(pathname);
    };
    server.events.on('request:start', listen);
    try {
      renderList();
      await screen.findByRole('link', { name: 'Mango Habanero Salsa' });
      expect(calls).toEqual(['/api/recipes/summaries']);
      idle.forEach((run) => run());
      await waitFor(() => expect(calls).toEqual(['/api/recipes/summaries', '/api/recipes']));
    } finally {
      server.events.removeListener('request:start', listen);
      vi.unstubAllGlobals();
    }
  });

  it('shows on a card the work and the wait of a recipe that waits', async () => {
    server.use(
      http.get('/api/recipes/summaries', () =>
        HttpResponse.json(
          [
            {
              ...recipes[0],
              prepTimeMinutes: 25,
              cookTimeMinutes: 0,
              wait: { kind: 'ferment', minutes: 20160 },
            },
            recipes[1],
          ].map(({ instructions: _method, ...summary }) => summary),
        ),
      ),
    );
    renderList();
    const [sauce, rub] = await screen.findAllByRole('article');
    expect(sauce).toHaveTextContent('25 min + 2 weeks ferment');
    expect(rub).toHaveTextContent('25 min');
    expect(rub).not.toHaveTextContent('+');
  });

  it('searches titles first, then the peppers used and ingredients, ignoring case, accents and typos', async () => {
    const { user, location } = renderList();
    await screen.findByRole('link', { name: 'Mango Habanero Salsa' });
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'JALAPENO');
    // The recipe named for it first, then those that use it.
    expect(titles()[0]).toBe('Green Jalapeño Hot Sauce');
    expect(location()).toBe('/recipes?search=JALAPENO');
    await user.clear(screen.getByRole('searchbox', { name: 'Search recipes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'mango habenero');
    expect(titles()[0]).toBe('Mango Habanero Salsa');
  });

  it('filters by category and by heat level on the server', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Mango Habanero Salsa' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(optionTexts(category)).toEqual([
      'All categories',
      'Sauce',
      'Rub',
      'Salsa',
      'Marinade',
      'Pickle',
      'Main',
    ]);
    await user.selectOptions(category, 'Rub');
    await waitFor(() => expect(titles()).toEqual(['Smoky Chipotle Rub']));
    const heat = screen.getByRole('combobox', { name: 'Heat level' });
    // The same words as the pepper database's heat filter: the levels of the one heat scale.
    expect(optionTexts(heat)).toEqual(['All heat levels', ...HEAT_SCALE.map((l) => l.label)]);
    await user.selectOptions(heat, 'Hot');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(calls.some((u) => u.includes('category=rub') && u.includes('heatLevel=hot'))).toBe(true);
    server.events.removeAllListeners();
  });

  it("says 'No recipes found' when the title matches nothing", async () => {
    renderList('/recipes?search=lasagne');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
  });

  it("says 'No recipes found' when the vault is empty", async () => {
    setScenario('empty');
    renderList();
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
  });

  it('says so when the recipes cannot be loaded', async () => {
    server.use(http.get('/api/recipes/summaries', () => new HttpResponse('down', { status: 500 })));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipes');
  });
});
