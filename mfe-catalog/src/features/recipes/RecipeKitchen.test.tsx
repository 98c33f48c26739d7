import { http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { recipes } from '@pepper/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@pepper/ui/testing';
import RecipeDetail from './RecipeDetailScreen';

const renderRecipe = (id = 1) =>
  renderRoutes(`/recipes/${id}`, [{ path: '/recipes/:id', element: <RecipeDetail /> }]);

const ingredientLines = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

const servingsStat = () => screen.getByText('Servings', { selector: 'dt' }).nextElementSibling;

/** The servings the recipe shows, and its ingredient lines scaled to them. */
const expectScaledTo = (servings: string, lines: string[]) => {
  expect(servingsStat()).toHaveTextContent(servings);
  expect(ingredientLines()).toEqual(lines);
};

beforeEach(() => localStorage.clear());

describe('cooking from a recipe', () => {
  it('scales every ingredient from the recipe’s yield to double and to half, as cooks write amounts', async () => {
    const { user } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(ingredientLines()).toEqual([
      '4 jalapeños, stemmed',
      '2 cloves garlic',
      '1/2 cup (120 ml) white vinegar',
      '1 tsp salt',
    ]);
    const more = screen.getByRole('button', { name: 'More servings' });
    for (let i = 0; i < 4; i++) await user.click(more);
    expectScaledTo('8 servings', [
      '8 jalapeños, stemmed',
      '4 cloves garlic',
      '1 cup (240 ml) white vinegar',
      '2 tsp salt',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    await user.click(fewer);
    await user.click(fewer);
    expectScaledTo('2 servings', [
      '2 jalapeños, stemmed',
      '1 clove garlic',
      '¼ cup (60 ml) white vinegar',
      '½ tsp salt',
    ]);
    expect(screen.getByText('For 2 servings; the recipe makes 4 servings.')).toBeInTheDocument();
  });

  it('keeps the servings in the address, so a reload or a shared link shows the same size, and drops them at the recipe’s own', async () => {
    const { user, location } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(location()).toBe('/recipes/1?servings=5');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(location()).toBe('/recipes/1');
  });

  it('opens at the servings its address names, and at the recipe’s own for a size it cannot make', async () => {
    renderRoutes('/recipes/1?servings=8', [{ path: '/recipes/:id', element: <RecipeDetail /> }]);
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expectScaledTo('8 servings', [
      '8 jalapeños, stemmed',
      '4 cloves garlic',
      '1 cup (240 ml) white vinegar',
      '2 tsp salt',
    ]);
  });

  it('has a stepper that works without the page’s code: a GET form whose buttons name the servings they go to', async () => {
    renderRoutes('/recipes/1?servings=6&from=list', [{ path: '/recipes/:id', element: <RecipeDetail /> }]);
    const more = await screen.findByRole('button', { name: 'More servings' });
    const form = more.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recipes/1');
    expect(more).toHaveAttribute('name', 'servings');
    expect(more).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveValue('4');
    // The rest of the address goes with it.
    expect(form.querySelector('input[type="hidden"][name="from"]')).toHaveValue('list');
  });

  it('keeps quantities that do not scale as written', async () => {
    server.use(
      http.get('/api/recipes', () =>
        HttpResponse.json([{ ...recipes[0], ingredients: ['Pinch of salt', 'Black pepper to taste'] }]),
      ),
    );
    const { user } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(ingredientLines()).toEqual(['Pinch of salt', 'Black pepper to taste']);
  });

  it('shows the yield with its unit', async () => {
    server.use(
      http.get('/api/recipes', () =>
        HttpResponse.json([{ ...recipes[0], servings: 28, yieldUnit: { one: 'taco', many: 'tacos' } }]),
      ),
    );
    renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(servingsStat()).toHaveTextContent('28 tacos');
  });

  it('switches to metric measures and remembers the choice on this device', async () => {
    const { user, unmount } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(ingredientLines()).toEqual([
      '4 jalapeños, stemmed',
      '2 cloves garlic',
      '120 ml (½ cup) white vinegar',
      '5 ml (1 tsp) salt',
    ]);
    unmount();
    renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(ingredientLines()[2]).toBe('120 ml (½ cup) white vinegar');
  });

  it('ticks ingredients off and finds them ticked when the recipe is opened again', async () => {
    const { user, unmount } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(screen.getByRole('checkbox', { name: '2 cloves garlic' }));
    expect(screen.getByRole('checkbox', { name: '2 cloves garlic' })).toBeChecked();
    unmount();
    renderRecipe();
    expect(await screen.findByRole('checkbox', { name: '2 cloves garlic' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1 tsp salt' })).not.toBeChecked();
  });

  it('keeps each recipe’s ticks apart, and clears them on request', async () => {
    localStorage.setItem('pepper-atlas:recipe-checklist:1', JSON.stringify(['1 tsp salt']));
    const { user } = renderRecipe(2);
    await screen.findByRole('heading', { level: 1, name: 'Smoky Chipotle Rub' });
    expect(screen.getByRole('checkbox', { name: '1 tsp salt' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '1 tsp salt' }));
    await user.click(screen.getByRole('button', { name: 'Clear ticks' }));
    expect(screen.getByRole('checkbox', { name: '1 tsp salt' })).not.toBeChecked();
    expect(localStorage.getItem('pepper-atlas:recipe-checklist:1')).toBe('["1 tsp salt"]');
  });
});

describe('cook mode', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('asks the browser to keep the screen awake, and lets go when the reader leaves', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { user, unmount } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(screen.getByRole('button', { name: 'Cook mode' }));
    expect(request).toHaveBeenCalledWith('screen');
    expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('Cook mode is on: the screen stays awake while this recipe is open.'),
    ).toBeInTheDocument();
    unmount();
    expect(release).toHaveBeenCalled();
  });

  it('releases the screen when cook mode is turned off', async () => {
    const release = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: async () => ({ released: false, release }) },
      configurable: true,
    });
    const { user } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(screen.getByRole('button', { name: 'Cook mode' }));
    await screen.findByText(/the screen stays awake/);
    await user.click(screen.getByRole('button', { name: 'Cook mode' }));
    expect(release).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so where the browser cannot keep the screen awake', async () => {
    const { user } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(screen.getByRole('button', { name: 'Cook mode' }));
    expect(await screen.findByText(/This browser cannot keep the screen awake/)).toBeInTheDocument();
  });
});

describe('ratings', () => {
  it('says "No ratings yet" on a recipe nobody has rated, and asks a visitor to sign in to rate', async () => {
    renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('No ratings yet');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Frecipes%2F1',
    );
    expect(screen.queryByRole('button', { name: 'Rate 4 stars' })).not.toBeInTheDocument();
  });

  it('shows the real average and count', async () => {
    server.use(
      http.get('/api/recipes', () => HttpResponse.json([{ ...recipes[0], rating: 4.25, ratingCount: 12 }])),
    );
    renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.3 (12 ratings)');
  });

  it('lets a signed-in person rate the recipe and change their rating', async () => {
    setScenario('free');
    const { user } = renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Green Jalapeño Hot Sauce' });
    await user.click(await screen.findByRole('button', { name: 'Rate 4 stars' }));
    await waitFor(() => expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.0 (1 rating)'));
    expect(screen.getByText('Your rating: 4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate 4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Rate 2 stars' }));
    await waitFor(() => expect(screen.getByTestId('rating-summary')).toHaveTextContent('2.0 (1 rating)'));
    expect(screen.getByRole('button', { name: 'Rate 2 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Rate 4 stars' })).toHaveAttribute('aria-pressed', 'false');
  });
});
