import { MemoryRouter, Route, Routes, useLocation } from '@pepper/router';
import { resetToasts } from '@pepper/ui/toast';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

afterEach(() => resetToasts());
// jsdom has no layout: scrolling is a no-op rather than a 'not implemented' error.
window.scrollTo = () => undefined;

/** Shows where the router is, so a test can assert on the address a page navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page at `path` inside a router, as the shell does (guides make no calls, so no QueryClient).
 * Any other address renders 'Elsewhere', so a test can follow a link and read where it led.
 */
export function renderPage(path: string, page: ReactElement, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={page} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...utils, location: () => utils.getByTestId('location').textContent };
}
