import { server, http, HttpResponse, setScenario } from '@pepper/mocks/node';
import { renderPage } from '@pepper/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { FavoriteButton } from './FavoriteButton';

const heart = () => screen.getByRole('button', { name: /Habanero/ });
const fields = () => Object.fromEntries(new FormData(heart().closest('form')!));

describe('the favorite heart', () => {
  beforeEach(() => setScenario('signed-out'));

  it('is a form posted to the API that adds the pepper and comes back to this page', async () => {
    renderPage('/peppers?search=hab', <FavoriteButton target={{ pepperId: 3 }} name="Habanero" />);
    await waitFor(() => expect(heart()).toBeEnabled());
    const form = heart().closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/user/favorites/form');
    expect(heart()).toHaveAttribute('type', 'submit');
    expect(fields()).toEqual({ intent: 'add', pepperId: '3', returnTo: '/peppers?search=hab' });
  });

  it('asks to remove a favorite, by its recipe', async () => {
    server.use(
      http.get('/api/user/favorites', () =>
        HttpResponse.json([{ id: 9, pepperId: null, recipeId: 4, createdAt: '2026-01-01T00:00:00Z' }]),
      ),
    );
    renderPage('/recipes/4', <FavoriteButton target={{ recipeId: 4 }} name="Habanero Salsa" />);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(fields()).toEqual({ intent: 'remove', recipeId: '4', returnTo: '/recipes/4' });
  });

  it('is busy, and takes no tap, until the favorites are known', () => {
    server.use(http.get('/api/user/favorites', () => new Promise<never>(() => undefined)));
    renderPage('/peppers', <FavoriteButton target={{ pepperId: 3 }} name="Habanero" />);
    expect(heart()).toBeDisabled();
    expect(heart()).toHaveAttribute('aria-busy', 'true');
  });
});
