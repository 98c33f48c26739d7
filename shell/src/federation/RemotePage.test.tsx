import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it("shows 'Something went wrong' with the spec's text, Refresh Page, Go Home and the error details when the remote cannot be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadPage).mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js of catalog'));
    renderWithShell(<RemotePage remote="catalog" module="PepperList" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('An error occurred while loading this page. Please try refreshing or go back to the home page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByText('Error Details'));
    expect(screen.getByText('Failed to fetch remoteEntry.js of catalog')).toBeVisible();
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
