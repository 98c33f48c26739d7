import { server, http, HttpResponse, setScenario, delay } from '@pepper/mocks/node';
import { getToasts } from '@pepper/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import Favorites from './FavoritesScreen';
import PepperDetail from '../pepper-detail/PepperDetailScreen';
import PepperList from '../peppers/PepperListScreen';
import RecipeList from '../recipes/RecipeListScreen';
import { renderRoutes } from '@pepper/ui/testing';

const renderFavorites = () => renderRoutes('/favorites', [{ path: '/favorites', element: <Favorites /> }]);

/** A detail page and the Favorites screen side by side, sharing one cache, as two screens of the app do. */
function renderDetailWithFavorites(id: number) {
  return renderRoutes(`/peppers/${id}`, [
    {
      path: '/peppers/:id',
      element: (
        <>
          <PepperDetail />
          <Favorites />
        </>
      ),
    },
  ]);
}

async function addFavorites(body: object[]) {
  for (const b of body)
    await fetch('/api/user/favorites', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(b),
    });
}

describe('Favorites (/favorites)', () => {
  beforeEach(() => setScenario('free'));

  it("keeps a visitor's favorites too, and offers signing in to keep them for good", async () => {
    setScenario('signed-out');
    await addFavorites([{ pepperId: 1003 }]);
    renderFavorites();
    expect(await screen.findByRole('tab', { name: 'Peppers (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Ffavorites',
    );
  });

  it('offers no sign-in to a signed-in user', async () => {
    renderFavorites();
    await screen.findByRole('tab', { name: 'Peppers (0)' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then says so when favorites cannot be loaded', async () => {
    server.use(http.get('/api/user/favorites', () => new HttpResponse('down', { status: 500 })));
    renderFavorites();
    expect(screen.getByRole('status')).toHaveTextContent('Loading favorites…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load favorites');
  });

  it('shows both empty states with their links', async () => {
    const { user } = renderFavorites();
    expect(await screen.findByRole('tab', { name: 'Peppers (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recipes (0)' })).toBeInTheDocument();
    expect(screen.getByText('No Favorite Peppers Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Peppers' })).toHaveAttribute('href', '/peppers');
    const stats = screen.getByRole('region', { name: 'Your collection' });
    expect(within(stats).getByText('Hottest').nextElementSibling).toHaveTextContent('None yet');
    await user.click(screen.getByRole('tab', { name: 'Recipes (0)' }));
    expect(screen.getByText('No Favorite Recipes Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');
  });

  it('resolves favorites against the full lists, with counts and a stats card', async () => {
    await addFavorites([{ pepperId: 3001 }, { pepperId: 1003 }, { recipeId: 3 }, { pepperId: 77777 }]);
    const { user } = renderFavorites();
    expect(await screen.findByRole('tab', { name: 'Peppers (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Habanero' })).toHaveAttribute('href', '/peppers/3001');
    expect(screen.getByRole('link', { name: 'Jalapeño' })).toHaveAttribute('href', '/peppers/1003');
    const stats = screen.getByRole('region', { name: 'Your collection' });
    expect(within(stats).getByText('Habanero')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recipes (1)' }));
    const recipe = screen.getByRole('link', { name: 'Mango Habanero Salsa' });
    expect(recipe).toHaveAttribute('href', '/recipes/3');
    const item = recipe.closest('article')!;
    expect(item).toHaveTextContent('Hot');
    expect(item).toHaveTextContent('salsa');
    expect(item).toHaveTextContent('Prep 15 min');
    expect(item).toHaveTextContent('Hard');
  });

  it('shows a pepper favorited on its detail page at once, and removes it again', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The default mock server, with the save held back until the test lets it through.
    server.use(
      http.post('/api/user/favorites', async () => {
        await gate;
        return undefined;
      }),
    );
    const { user } = renderDetailWithFavorites(3001);
    await screen.findByRole('tab', { name: 'Peppers (0)' });
    const heart = screen.getAllByRole('button', { name: 'Add Habanero to favorites' })[0];
    await user.click(heart);
    // Optimistic: before the server answers.
    expect(screen.getByRole('tab', { name: 'Peppers (1)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove Habanero from favorites' })[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    release();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove Habanero from favorites' })[0]).toBeEnabled(),
    );

    await user.click(screen.getAllByRole('button', { name: 'Remove Habanero from favorites' })[0]);
    expect(screen.getByRole('tab', { name: 'Peppers (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No Favorite Peppers Yet')).toBeInTheDocument();
  });

  it('rolls back with a toast when the server refuses', async () => {
    server.use(
      http.post('/api/user/favorites', async () => {
        await delay(30);
        return HttpResponse.json({ message: 'nope' }, { status: 500 });
      }),
    );
    const { user } = renderDetailWithFavorites(1003);
    await screen.findByRole('tab', { name: 'Peppers (0)' });
    await user.click(screen.getAllByRole('button', { name: 'Add Jalapeño to favorites' })[0]);
    expect(screen.getByRole('tab', { name: 'Peppers (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Peppers (0)' })).toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: 'Add Jalapeño to favorites' })[0]).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(getToasts()[0]).toMatchObject({ title: 'Could not add favorite', variant: 'destructive' });
  });

  it('rolls back a refused removal too', async () => {
    await addFavorites([{ recipeId: 1 }]);
    server.use(http.delete('/api/user/favorites/:id', () => new HttpResponse('no', { status: 500 })));
    const { user } = renderFavorites();
    await user.click(await screen.findByRole('tab', { name: 'Recipes (1)' }));
    await user.click(screen.getByRole('button', { name: 'Remove Green Jalapeño Hot Sauce from favorites' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Could not remove favorite' }));
    expect(screen.getByRole('tab', { name: 'Recipes (1)' })).toBeInTheDocument();
  });

  it('toggles from the database cards and the recipe cards', async () => {
    const { user } = renderRoutes('/peppers', [
      {
        path: '/peppers',
        element: (
          <>
            <PepperList />
            <RecipeList />
            <Favorites />
          </>
        ),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Serrano to favorites' }));
    await user.click(await screen.findByRole('button', { name: 'Add Smoky Chipotle Rub to favorites' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Peppers (1)' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Recipes (1)' })).toBeInTheDocument();
  });

  it('lets a visitor favorite from a detail page without signing in', async () => {
    setScenario('signed-out');
    const { user, location } = renderRoutes('/peppers/1003', [
      { path: '/peppers/:id', element: <PepperDetail /> },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Jalapeño to favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Jalapeño from favorites' })).toBeEnabled(),
    );
    expect(location()).toBe('/peppers/1003');
  });
});
