/**
 * Test helper for the remotes' component tests: renders routes inside the providers the shell gives every
 * page. Imported as '@pepper/ui/testing' from tests only.
 */
import { createQueryClient } from '@pepper/client';
import { pageTextAt } from '@pepper/content/heads';
import { PageTexts, Route, Routes, useLocation } from '@pepper/router';
import { MemoryRouter } from '@pepper/router/memory';
import { resetToasts } from '../toast';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';

afterEach(() => resetToasts());
// jsdom has no layout: scrolling is a no-op rather than a 'not implemented' error.
window.scrollTo = () => undefined;

/** Shows where the router is, so a test can assert on the address a screen navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export interface RouteSpec {
  path: string;
  element: ReactElement;
}

/** The routes inside the providers the shell gives every page (one QueryClient, the page texts, a router), at `path`. */
function AtAddress({
  path,
  routes,
  client,
  children,
}: {
  path: string;
  routes: RouteSpec[];
  client: QueryClient;
  children?: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <PageTexts.Provider value={pageTextAt}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
          {children}
        </MemoryRouter>
      </PageTexts.Provider>
    </QueryClientProvider>
  );
}

/**
 * Renders the given routes inside the providers the shell gives every page, starting at `path`. Extra routes
 * stand in for the screens a page links to.
 */
export function renderRoutes(
  path: string,
  routes: RouteSpec[],
  {
    client = createQueryClient(),
    advanceTimers,
  }: { client?: QueryClient; advanceTimers?: (ms: number) => void } = {},
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const utils = render(
    <AtAddress path={path} routes={[...routes, { path: '*', element: <p>Elsewhere</p> }]} client={client}>
      <LocationProbe />
    </AtAddress>,
  );
  return { user, client, ...utils, location: () => utils.getByTestId('location').textContent };
}

/** The page's HTML as the server writes it for an address, before any code runs in the browser. */
export function serverHtml(path: string, routes: RouteSpec[], client = createQueryClient()): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<AtAddress path={path} routes={routes} client={client} />);
  return page;
}

/** One page at `path` (its own route pattern is the path without the query), as the shell renders it. */
export function renderPage(
  path: string,
  page: ReactElement,
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  return renderRoutes(path, [{ path: path.split('?')[0], element: page }], options);
}

/** One page's HTML as the server writes it for `path` (the page's route is the path without the query). */
export const serverPageHtml = (path: string, page: ReactElement) =>
  serverHtml(path, [{ path: path.split('?')[0], element: page }]);

/** The names of a select's options, in order, as a visitor reads them. */
export const optionTexts = (select: HTMLElement): (string | null)[] =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Where every link of that name on the page leads, in order. */
export const linkTargets = (name: string | RegExp): (string | null)[] =>
  screen.getAllByRole('link', { name }).map((l) => l.getAttribute('href'));

/** The links inside `region`, in order, each as its text and where it leads. */
export const linksIn = (region: HTMLElement): [string | null, string | null][] =>
  within(region)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
