import { createQueryClient } from '@pepper/client';
import { MemoryRouter } from '@pepper/router/memory';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import IdentifyPage from './IdentifyScreen';

const page = (): ReactElement => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={['/identify']}>
      <IdentifyPage />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('/identify before its code has come', () => {
  it('shows Use Camera and Choose Photo disabled and busy, and says they are loading', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(page());
    for (const name of ['Use Camera', 'Choose Photo']) {
      const button = within(html).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    }
    expect(html).toHaveTextContent('Loading the camera and photo picker…');
  });

  it('makes them live once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    await act(async () => void hydrateRoot(container, page()));
    for (const name of ['Use Camera', 'Choose Photo']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-busy', 'false');
    }
    expect(screen.queryByText('Loading the camera and photo picker…')).not.toBeInTheDocument();
    container.remove();
  });
});
