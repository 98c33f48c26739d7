import { createQueryClient } from '@pepper/client';
import { MemoryRouter } from '@pepper/router/memory';
import { resetToasts } from '@pepper/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

afterEach(() => resetToasts());

/** Renders a screen with the providers the shell gives every page; `path` may carry the router's state. */
export function renderWithShell(
  ui: ReactElement,
  { path = '/' }: { path?: string | { pathname: string; search?: string; state?: unknown } } = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
