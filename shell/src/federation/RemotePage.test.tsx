import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@pepper/client';
import { MemoryRouter } from '@pepper/router/memory';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithShell } from '../test/render';
import { RemotePage } from './RemotePage';
import { loadPage } from './remotes';

vi.mock('./remotes', () => ({ loadPage: vi.fn() }));

describe('a remote page', () => {
  it('renders the page its remote exposes', async () => {
    vi.mocked(loadPage).mockResolvedValueOnce({ default: () => <h1>Glossary</h1> });
    renderWithShell(<RemotePage remote="guides" module="Glossary" />);
    expect(await screen.findByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong' with the product's text, Refresh Page, Go Home and the error details when the remote cannot be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadPage).mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js of catalog'));
    renderWithShell(<RemotePage remote="catalog" module="PepperList" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'An error occurred while loading this page. Please try refreshing or go back to the home page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByText('Error Details'));
    expect(screen.getByText('Failed to fetch remoteEntry.js of catalog')).toBeVisible();
  });

  it('leaves a failed page behind: the next remote route shows its own page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadPage).mockRejectedValueOnce(new Error('catalog is down'));
    vi.mocked(loadPage).mockResolvedValueOnce({ default: () => <h1>Seed Guide</h1> });
    const { rerender } = renderWithShell(<RemotePage remote="catalog" module="PepperList" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The router renders the next route's RemotePage in the same place.
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RemotePage remote="grow" module="SeedGuide" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Seed Guide' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('catches a page that crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadPage).mockResolvedValueOnce({
      default: () => {
        throw new Error('boom in render');
      },
    });
    renderWithShell(<RemotePage remote="grow" module="GrowCenter" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('boom in render')).toBeInTheDocument();
  });
});
