import { Route, Routes, useLocation } from '@pepper/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linksIn } from '@pepper/ui/testing';
import { renderWithShell } from '../../test/render';
import NotFoundPage from './NotFoundPage';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderAt = (path: string) =>
  renderWithShell(
    <>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <Where />
    </>,
    { path },
  );

describe('the not-found page', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads '404 Page Not Found' and says so in plain words", () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
  });

  it('is titled "Page not found", kept out of search results and names no address of its own', () => {
    renderAt('/no-such-page');
    expect(document.title).toBe('Page not found | Pepper Atlas');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('searches the pepper database from its search box', async () => {
    renderAt('/no-such-page');
    const search = screen.getByRole('search', { name: 'Search the pepper database' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search peppers' }), ' ghost ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/peppers?search=ghost');
  });

  it('links to the database, the recipes, the grow center and the menu', () => {
    renderAt('/no-such-page');
    const places = screen.getByRole('navigation', { name: 'Places to go' });
    expect(linksIn(places)).toEqual([
      ['Pepper database', '/peppers'],
      ['Recipes', '/recipes'],
      ['Grow center', '/grow'],
      ['Menu', '/menu'],
    ]);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows no source paths or developer hints in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    renderWithShell(<NotFoundPage />, { path: '/no-such-page' });
    expect(document.body).not.toHaveTextContent(/route-table|shell\/src|\.ts\b/);
    expect(document.body).not.toHaveTextContent('/no-such-page');
  });

  it('names the route table for whoever is adding a page, in development only', () => {
    vi.stubEnv('NODE_ENV', 'development');
    renderAt('/no-such-page');
    expect(screen.getByText(/Development hint/)).toHaveTextContent('/no-such-page');
  });
});
